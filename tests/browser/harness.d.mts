import type { Browser } from 'playwright-core';

export { chromiumPath } from '../../scripts/find-chromium.mjs';
export const DEMO_KEY: string;
export function launchChromium(): Promise<Browser>;
export function startServer(options?: { startupMs?: number; from?: string }): Promise<{
  url: string;
  dataDir: string;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}>;
/** Builds dist/ when a source is newer than it; false when the build failed. */
export function buildIfStale(): Promise<boolean>;
