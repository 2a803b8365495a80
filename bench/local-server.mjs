// The real server as its own process, for the benches that measure it from outside: started on a free local port,
// ready once GET /api/health answers.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';

export { freePort };

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `--cpu-prof` into BENCH_PROFILE when it is set: the server writes a V8 CPU profile there when it stops. */
export const profileArgs = () =>
  process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];

/**
 * Runs `node <nodeArgs> --import tsx <imports> server/main.ts` in `cwd` on 127.0.0.1:port, with `env` over this
 * process's, and resolves once GET /api/health answers 200; rejects when it exits or `seconds` pass first.
 * `why` is added to the failure, e.g. where its log went.
 */
export async function startServerProcess({
  port,
  env,
  stdio,
  cwd = ROOT,
  nodeArgs = [],
  imports = [],
  seconds = 30,
  why = '',
}) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...imports, 'server/main.ts'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}${why}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return { child, base };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start in ${seconds} s${why}`);
}
