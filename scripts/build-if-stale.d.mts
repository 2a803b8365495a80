/** Why storybook-static/ must be rebuilt, or null when it is up to date. */
export function storybookStaleReason(root?: string): string | null;
/** Builds storybook-static/ when stale; false when the build failed. */
export function buildStorybookIfStale(options?: { log?: (line: string) => void; stdio?: 'inherit' | 'ignore' }): Promise<boolean>;
export const ROOT: string;
