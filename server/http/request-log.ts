import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/**
 * One line per request. Only these four fields: bodies, query strings, cookies and the Authorization header can
 * hold passwords, codes and tokens, so they are never logged.
 */
export const requestLog = (logger: Logger): MiddlewareHandler =>
  async function requestLog(c, next) {
    const started = performance.now();
    await next();
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
