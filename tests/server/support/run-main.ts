import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Env } from '../../../server/env';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** `node --import tsx server/main.ts` with only the given variables, its output collected. */
export function runMain(env: Record<string, string>): ChildProcess & { output: { stdout: string; stderr: string } } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // Only what the test sets: nothing from the developer's shell (or the PostgreSQL run) leaks in.
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  return Object.assign(child, { output });
}

export async function waitFor(check: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The variables that point a started server at a test database. */
export const variablesOf = (env: Env): Record<string, string> => ({
  DATA_DIR: env.dataDir,
  ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
});

/** The banner's address once the server prints it (undefined if it exited first). */
export async function openedAt(child: ReturnType<typeof runMain>, ms = 30_000): Promise<string | undefined> {
  await waitFor(() => /open at http:\/\/127\.0\.0\.1:\d+/.test(child.output.stdout) || child.exitCode !== null, 'the banner', ms);
  return /open at (http:\/\/127\.0\.0\.1:\d+)/.exec(child.output.stdout)?.[1];
}
