/** The repository's root folder. */
export const ROOT: string;
/** Why dist/ (or dist-ssr/) must be rebuilt, or null when it is up to date. */
export function staleReason(root?: string): string | null;
/** Builds dist/ and dist-ssr/ when a source is newer than them; false when the build failed. */
export function buildIfStale(options?: {
  log?: (line: string) => void;
  stdio?: 'inherit' | 'ignore' | 'pipe';
  codegen?: boolean;
}): Promise<boolean>;
/** Why storybook-static/ must be rebuilt, or null when it is up to date. */
export function storybookStaleReason(root?: string): string | null;
/** Builds storybook-static/ when stale; false when the build failed. */
export function buildStorybookIfStale(options?: { log?: (line: string) => void; stdio?: 'inherit' | 'ignore' }): Promise<boolean>;
