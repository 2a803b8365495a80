// `npm start`: build the app if its sources changed, then run the server in the foreground: the demo start, or with
// NODE_ENV=production a production start (see start-env.mjs). The server itself prints the URL and the accounts.
import { spawn } from 'node:child_process';
import { buildIfStale, ROOT } from './build-if-stale.mjs';
import { serverEnv } from './start-env.mjs';

if (!(await buildIfStale())) {
  console.error('The app could not be built; see the output above.');
  process.exit(1);
}

// Its own process group: the server treats a second signal as "stop now", and a Ctrl-C in the terminal would
// otherwise reach it directly as well as through this process.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: ROOT,
  env: serverEnv(process.env),
  stdio: 'inherit',
  detached: true,
});

// npm relays a Ctrl-C that this process also got from the terminal: pass one signal on, and a repeat only
// when it comes later (someone asking again because closing takes too long).
let relayedAt = 0;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (Date.now() - relayedAt < 1000) return;
    relayedAt = Date.now();
    server.kill(signal);
  });
}
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
});

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1));
});
