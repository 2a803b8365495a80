import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { DetailError } from '../../contract/common';

export const NOT_FOUND = 'Not found.';
// Worded as Hono's own validator words it, so both paths read the same.
export const MALFORMED_JSON = 'Malformed JSON in request body';
export const INTERNAL_ERROR = 'Internal server error';

export const detail = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, message: string) =>
  c.json({ detail: message } satisfies DetailError, status);

export const notFound = (c: Context) => detail(c, 404, NOT_FOUND);

/**
 * Bad JSON is the client's mistake whichever route it was sent to: parsed once here (Hono caches the parsed body
 * for the route's validator) so every route answers 400 the same way.
 */
export const rejectMalformedJson = (): MiddlewareHandler =>
  async function rejectMalformedJson(c, next) {
    const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(c.req.method);
    if (hasBody && /^application\/([\w.-]+\+)?json\b/i.test(c.req.header('Content-Type') ?? '')) {
      // Read as text (Hono caches it for the validator's c.req.json()); an empty body is no body, not bad JSON.
      const text = await c.req.text();
      try {
        if (text.trim() !== '') JSON.parse(text);
      } catch {
        return detail(c, 400, MALFORMED_JSON);
      }
    }
    await next();
  };

/** Expected HTTP errors keep their status and message; anything else is logged and answered without details. */
export const errorHandler =
  (logger: Logger): ErrorHandler =>
  (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ detail: error.message || 'Bad request.' } satisfies DetailError, error.status);
    }
    logger.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    return c.json({ detail: INTERNAL_ERROR } satisfies DetailError, 500);
  };
