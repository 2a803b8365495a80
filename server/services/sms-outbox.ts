import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { insertOutboxMessage } from '../db/repositories/sms-outbox';
import type { Clock } from './account-context';
import { maskNumber, type SmsProvider } from './sms-provider';

const printToStdout = (line: string) => {
  process.stdout.write(`${line}\n`);
};

/**
 * No SMS provider configured (docs/rules/system.md#sms-outbox): the text is kept in the database, listed at GET
 * /api/dev/outbox/ and printed on the server's output for the developer. The printed line is plain text, apart from the
 * JSON log: the log (shipped, kept, searched) never holds a code.
 */
export function outboxSms(deps: { db: Db; logger: Logger; clock: Clock; print?: (line: string) => void }): SmsProvider {
  const print = deps.print ?? printToStdout;
  return {
    async sendSms(to, text) {
      await insertOutboxMessage(deps.db, { to_number: to, text, sent_at: deps.clock().toISOString() });
      deps.logger.info({ to: maskNumber(to) }, 'text message kept in the outbox (GET /api/dev/outbox/)');
      print(`[sms outbox] to ${to}: ${text}`);
    },
  };
}
