export type ChromiumDecision =
  | { path: string; from: string; install?: undefined; stop?: undefined }
  | { install: string[][]; path?: undefined; stop?: undefined }
  | { stop: string; path?: undefined; install?: undefined };

export const USUAL_PATHS: Record<string, string[]>;
export const ON_PATH: string[];
export const DEBIAN_INSTALL: string[][];
export function decideChromium(machine: {
  env: Record<string, string | undefined>;
  platform: string;
  isExecutable: (path: string) => boolean;
  bundled: string | null;
  isRoot: boolean;
  isDebian: boolean;
}): ChromiumDecision;
export function chromiumOnThisMachine(env?: Record<string, string | undefined>): Promise<ChromiumDecision>;
export function chromiumPath(env?: Record<string, string | undefined>): Promise<string>;
