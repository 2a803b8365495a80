import { DEMO_CUSTOMER } from './demo/accounts';
import { DEFAULT_ADMIN_PASSWORD, type Env } from './env';
import { servesOutbox } from './routes/dev';
import { servesSandbox } from './routes/esewa-sandbox';
import type { RunningServer } from './start-server';

/** What server/main.ts prints once the server listens: the banner on stdout, warnings on stderr. */

const PASSWORD_CHANGED = '(changed since it was created)';
/** A password the operator chose is a secret: stdout is often kept as a log. */
const PASSWORD_SET = '(the ADMIN_PASSWORD you set)';

const adminPassword = (env: Env, unchanged: boolean) =>
  !unchanged ? PASSWORD_CHANGED : env.adminPassword === DEFAULT_ADMIN_PASSWORD ? env.adminPassword : PASSWORD_SET;

type Started = Pick<RunningServer, 'url' | 'seed'>;

/** The demo start's accounts and its key; a production start's address and admin, and no demo account. */
export function startBanner(env: Env, server: Started): string {
  const { admin, demoCustomer } = server.seed;
  const lines = ['', `  Restaurant is open at ${server.url}`];
  if (env.production) lines.push(`  Production start: customers use ${env.publicUrl}`);
  lines.push('');
  if (admin === 'not-an-admin') {
    lines.push(`  Admin          ADMIN_PHONE ${env.adminPhone} belongs to a customer account: no admin was created`);
  } else {
    lines.push(`  Admin          phone ${env.adminPhone}   password ${adminPassword(env, admin === 'ready')}`);
  }
  if (!env.production && demoCustomer !== 'absent') {
    const password = demoCustomer === 'ready' ? DEMO_CUSTOMER.password : PASSWORD_CHANGED;
    lines.push(`  Demo customer  phone ${DEMO_CUSTOMER.phone_number}   password ${password}`);
  }
  const key = env.demoKey;
  if (key !== null && (servesOutbox(env) || servesSandbox(env))) {
    const opens = [servesOutbox(env) && 'the SMS outbox', servesSandbox(env) && "the eSewa sandbox's status and settle calls"];
    lines.push(`  Demo key       ${key}   (opens ${opens.filter(Boolean).join(' and ')}: ?key= or X-Demo-Key)`);
    if (servesOutbox(env)) lines.push(`  SMS outbox     ${server.url}/api/dev/outbox/?key=${key}`);
  }
  lines.push('');
  return lines.join('\n');
}

/** What an operator must hear about a production start that is running but not yet safe to open. */
export function productionWarnings(env: Env, server: Started): string[] {
  if (!env.production) return [];
  const warnings: string[] = [];
  if (server.seed.demoCustomer === 'ready') {
    warnings.push(
      `!!! The demo customer ${DEMO_CUSTOMER.phone_number} (from an earlier demo start on this database) still has its\n` +
        '!!! published password: delete it in Admin → Users before customers come.',
    );
  }
  if (env.esewaMode === 'test') {
    warnings.push(
      "!!! ESEWA_MODE=test: payments go to eSewa's test gateway, where eSewa's published test accounts pay and no real\n" +
        '!!! money arrives. Set ESEWA_MODE=production with your product code and secret key to take real money.',
    );
  }
  return warnings;
}
