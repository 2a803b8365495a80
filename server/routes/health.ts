import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { DatabaseDialect, Db } from '../db/database';
import { detail } from '../http/errors';
import { health } from '../services/health';

/** For load balancers and `npm start` checks: 200 only while the database answers. */
export function healthRoutes(db: Db, dialect: DatabaseDialect, logger: Logger) {
  return new Hono().get('/health', async (c) => {
    try {
      return c.json(await health(db, dialect));
    } catch (error) {
      logger.error({ err: error }, 'health check: database unavailable');
      return detail(c, 503, 'Database unavailable');
    }
  });
}
