// `npm run dev`: hot reload for both halves. Vite serves the app on PORT (3000) and proxies /api to the
// API server, which tsx restarts on every change, on API_PORT (3001). Panda regenerates styled-system/.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT, run } from './build-if-stale.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, API_PORT: apiPort };
const demoKey = randomBytes(24).toString('base64url');

let stopping = false;
const running = new Set();
const started = [];

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

function stop(exitCode) {
  process.exitCode = exitCode;
  if (stopping) return;
  stopping = true;
  for (const child of running) signalGroup(child, 'SIGTERM');
  // Give the API server time for its clean shutdown, then make sure nothing is left behind.
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
    process.exit();
  }, 5000).unref();
}

// Vite needs styled-system/ before its first request; the watcher below only keeps it fresh.
if ((await run('npx', ['panda', 'codegen'])) !== 0) process.exit(1);

for (const [name, args, childEnv] of [
  ['panda', ['panda', 'codegen', '--watch'], env],
  // Development lists texts at /api/dev/outbox/ (a choice made here, never the server's default), behind one demo
  // key for the whole session: tsx restarts the server on every change, which would otherwise draw a new one.
  ['api', ['tsx', 'watch', 'server/main.ts'], { SMS_PROVIDER: 'outbox', DEMO_KEY: demoKey, ...env, PORT: apiPort, HOST: '127.0.0.1' }],
  ['vite', ['vite', '--port', port, '--strictPort'], env],
]) {
  // Each in its own process group, so stopping one also stops what npx started under it.
  const child = spawn('npx', args, { cwd: ROOT, env: childEnv, stdio: 'inherit', detached: true });
  running.add(child);
  started.push(child);
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the others.`);
      stop(code || 1);
    }
    if (running.size === 0) process.exit();
  });
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
// Whatever npx started under a child may outlive it; sweep every group on the way out.
process.on('exit', () => {
  for (const child of started) signalGroup(child, 'SIGKILL');
});
