/**
 * `node --import tsx server/main.ts`: checks the environment (a bad variable stops here with a message naming it),
 * prepares the database and serves the app and its API until SIGTERM or SIGINT.
 */
import { pathToFileURL } from 'node:url';
import { type Env, EnvError, loadEnv } from './env';
import type { RunningServer } from './start-server';

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    process.stderr.write(`${error instanceof EnvError ? error.message : String(error)}\n`);
    process.exit(1);
  }

  let server: RunningServer;
  try {
    // Loaded only once the environment is known to be good, so a bad variable is reported at once.
    const { startServer } = await import('./start-server');
    server = await startServer(env);
  } catch (error) {
    process.stderr.write(`The server could not start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const { productionWarnings, startBanner } = await import('./start-banner');
  process.stdout.write(`${startBanner(env, server)}\n`);
  for (const warning of productionWarnings(env, server)) process.stderr.write(`\n${warning}\n\n`);

  const stop = (signal: NodeJS.Signals) => {
    process.stdout.write(`${signal}: closing\n`);
    // A second signal means "now".
    process.once(signal, () => process.exit(1));
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`Closing failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
