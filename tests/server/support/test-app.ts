import { Writable } from 'node:stream';
import pino from 'pino';
import { type AppOptions, createApp } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import type { Env } from '../../../server/env';
import type { Clock } from '../../../server/services/account-context';
import { outboxSms } from '../../../server/services/sms-outbox';
import type { SmsProvider } from '../../../server/services/sms-provider';

export interface TestAppOptions
  extends Pick<AppOptions, 'orderEvents' | 'orderStreamPingMs' | 'shutdown' | 'esewaGateway' | 'khaltiGateway' | 'bus' | 'uploads' | 'bodyIdleMs' | 'media'> {
  distDir?: string;
  /** The server build of the views (dist-ssr/); none by default: the plain app shell. */
  ssrDir?: string | null;
  clock?: Clock;
  sms?: SmsProvider;
  sleep?: (ms: number) => Promise<void>;
}

/** The app with a logger whose lines the test can read; the outbox's lines are kept instead of printed. */
export function makeTestApp(db: Db, env: Env, options: TestAppOptions = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const rawLog: string[] = [];
  const printed: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        rawLog.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const clock = options.clock ?? (() => new Date());
  const app = createApp({
    db,
    env,
    logger,
    distDir: options.distDir ?? '/nonexistent-dist',
    ssrDir: options.ssrDir ?? null,
    clock,
    // With SMS_PROVIDER=http the app builds its real provider from env, as in production.
    sms:
      options.sms ??
      (env.sms.provider === 'outbox'
        ? outboxSms({ db, logger, clock, print: (line) => printed.push(line) })
        : undefined),
    sleep: options.sleep ?? (async () => {}),
    esewaGateway: options.esewaGateway,
    khaltiGateway: options.khaltiGateway,
    orderEvents: options.orderEvents,
    orderStreamPingMs: options.orderStreamPingMs,
    shutdown: options.shutdown,
    bus: options.bus,
    uploads: options.uploads,
    bodyIdleMs: options.bodyIdleMs,
    media: options.media,
  });
  return { app, logLines: lines, rawLog, printed };
}
