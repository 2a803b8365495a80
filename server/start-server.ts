import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { createApp } from './app';
import { createDatabase, type Db, dialectOf } from './db/database';
import { migrateToLatest } from './db/migrate';
import { type DemoCatalog, type SeedResult, seedDatabase } from './demo/seed';
import type { Env } from './env';
import { createLogger } from './logger';
import { createMediaStore } from './media/create-store';
import { mediaDirOf } from './media/disk-store';
import { type ChangeBus, createLocalBus } from './services/change-bus';
import { createPostgresBus } from './services/change-bus-postgres';
import { orderById } from './services/orders';
import { answerClientErrors } from './http/client-errors';
import { securityHeadersFor } from './http/security-headers';

export interface StartOptions {
  logger?: Logger;
  distDir?: string;
  /** The demo artwork; imported only when demo data is about to be loaded. */
  catalog?: () => Promise<DemoCatalog>;
}

export interface RunningServer {
  /** e.g. http://localhost:3000 (the port actually bound, when PORT=0). */
  url: string;
  port: number;
  db: Db;
  seed: SeedResult;
  /** Stops accepting connections, lets open requests finish, then closes the database. */
  close(): Promise<void>;
}

/** Data folder, database, migrations, first admin and demo data, then the HTTP server. */
export async function startServer(env: Env, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env.logLevel);
  await mkdir(mediaDirOf(env.dataDir), { recursive: true });
  const dialect = dialectOf(env);
  const db = createDatabase(env);
  let bus: ChangeBus | undefined;
  try {
    const applied = await migrateToLatest(db, dialect);
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    const media = createMediaStore(env, db);
    const seed = await seedDatabase(db, env, {
      dialect,
      media,
      catalog: options.catalog ?? (() => import('./demo/catalog')),
    });
    if (seed.demoLoaded) logger.info('demo data loaded');
    if (seed.admin === 'not-an-admin') logger.warn('ADMIN_PHONE belongs to a customer account; it was left as it is');

    // Instances sharing a PostgreSQL database hear each other's changes; a SQLite file has one server.
    bus = env.databaseUrl
      ? await createPostgresBus(env.databaseUrl, logger, {
          loadOrder: (id) => orderById(db, { id: 0, is_admin: true }, id),
        })
      : createLocalBus();
    const shutdown = new AbortController();
    const app = createApp({ db, env, logger, distDir: options.distDir, shutdown: shutdown.signal, bus, media });
    const server = await listen(app.fetch, env);
    const { port } = server.address() as AddressInfo;
    logger.info({ host: env.host, port, database: dialect, media: env.media.kind }, 'listening');

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Live order streams never finish on their own.
        shutdown.abort();
        // Keep-alive connections with no request in flight would hold close() open for seconds.
        server.closeIdleConnections();
      }).finally(() => Promise.all([bus?.close(), db.destroy()])));

    return { url: `http://${displayHost(env.host)}:${port}`, port, db, seed, close };
  } catch (error) {
    await bus?.close();
    await db.destroy();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]['fetch'], env: Env) {
  return new Promise<import('node:http').Server>((resolve, reject) => {
    const server = serve({ fetch, port: env.port, hostname: env.host }) as import('node:http').Server;
    answerClientErrors(server, securityHeadersFor(env));
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `PORT ${env.port} is already in use on ${env.host}: stop the other server or set PORT to another number`,
            )
          : error,
      ),
    );
  });
}

/** A wildcard address is not something a browser can open. */
function displayHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
