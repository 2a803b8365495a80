import { Writable } from 'node:stream';
import pino from 'pino';
import { createApp } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import type { Env } from '../../../server/env';

/** The app with a logger whose lines the test can read. */
export function makeTestApp(db: Db, env: Env, options: { distDir?: string } = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const app = createApp({ db, env, logger, distDir: options.distDir ?? '/nonexistent-dist' });
  return { app, logLines: lines };
}
