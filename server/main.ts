/**
 * `node --import tsx server/main.ts`: checks the environment (a bad variable stops here with a message naming it),
 * prepares the database and serves the app and its API until SIGTERM or SIGINT.
 */
import { pathToFileURL } from 'node:url';
import { DEMO_CUSTOMER } from './demo/accounts';
import { DEFAULT_ADMIN_PASSWORD, type Env, EnvError, loadEnv } from './env';
import type { RunningServer } from './start-server';
import { outboxWarning } from './routes/dev';

const PASSWORD_CHANGED = '(changed since it was created)';
/** A password the operator chose is a secret: stdout is often kept as a log. */
const PASSWORD_SET = '(the ADMIN_PASSWORD you set)';

const adminPassword = (env: Env, unchanged: boolean) =>
  !unchanged ? PASSWORD_CHANGED : env.adminPassword === DEFAULT_ADMIN_PASSWORD ? env.adminPassword : PASSWORD_SET;

function banner(env: Env, server: RunningServer): string {
  const { admin, demoCustomer } = server.seed;
  const lines = ['', `  Restaurant is open at ${server.url}`, ''];
  if (admin === 'not-an-admin') {
    lines.push(`  Admin          ADMIN_PHONE ${env.adminPhone} belongs to a customer account: no admin was created`);
  } else {
    lines.push(
      `  Admin          phone ${env.adminPhone}   password ${adminPassword(env, admin === 'ready')}`,
    );
  }
  if (demoCustomer !== 'absent') {
    const password = demoCustomer === 'ready' ? DEMO_CUSTOMER.password : PASSWORD_CHANGED;
    lines.push(`  Demo customer  phone ${DEMO_CUSTOMER.phone_number}   password ${password}`);
  }
  lines.push('');
  return lines.join('\n');
}

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
  process.stdout.write(`${banner(env, server)}\n`);
  const warning = outboxWarning(env);
  if (warning) process.stderr.write(`\n${warning}\n\n`);

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
