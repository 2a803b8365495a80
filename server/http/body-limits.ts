import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { BodyStalled } from './body-stalled';
import { detail, detailResponse, MAX_JSON_BYTES } from './errors';

/**
 * A client that starts a body and then sends nothing for this long is cut off: otherwise a few hundred stalled
 * uploads would hold as many connections and half-read bodies for Node's five-minute request timeout. Real phones
 * on a weak signal pause for a second or two, not fifteen.
 */
export const BODY_IDLE_MS = 15_000;
export const BODY_STALLED = 'The request body stopped arriving. Please send it again.';
export const BODY_TOO_LARGE = 'Request body is too large (at most 1 MB unless it is a picture upload).';

export { BodyStalled };

export const stalledAnswer = () => detailResponse(408, BODY_STALLED, { Connection: 'close' });

/**
 * The body handed to the routes, as it arrives, with a stopwatch between chunks: the clock runs only while someone
 * is reading, so a route busy with the database is never mistaken for a slow client.
 */
export const bodyTimeout = (idleMs = BODY_IDLE_MS) =>
  createMiddleware(async (c, next) => {
    // Neither has a body to time; asking for one would build @hono/node-server's whole Request for every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    let stalled = false;
    let timer: NodeJS.Timeout | undefined;
    const timed = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const waited = new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              stalled = true;
              reject(new BodyStalled());
            }, idleMs);
          });
          try {
            const { value, done } = await Promise.race([reader.read(), waited]);
            if (done) controller.close();
            else controller.enqueue(value);
          } catch (error) {
            controller.error(error);
            if (stalled) void reader.cancel().catch(() => {});
          } finally {
            clearTimeout(timer);
          }
        },
        cancel: (reason) => reader.cancel(reason),
      },
      // Read only when the route asks. Reading ahead raced the route's cancel (the multipart reader's, at the closing
      // boundary) against undici, which closes its stream a microtask after it learns it is done: the close then
      // threw where nothing could catch it (an uncaught "ReadableStream is already closed" in CI).
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(c.req.raw, { body: timed, duplex: 'half' } as RequestInit);
    await next();
    // A route that read the body through its own parser answered 400 for the broken stream; the truth is 408.
    if (stalled) c.res = stalledAnswer();
  });

/**
 * Every body but a multipart upload (which the upload routes cap at the size of their pictures) at most 1 MB, the
 * cap JSON already has: a urlencoded or text body sent to a JSON route is refused, not read into memory whole.
 */
export const capPlainBodies = () => {
  const cap = bodyLimit({ maxSize: MAX_JSON_BYTES, onError: (c) => detail(c, 413, BODY_TOO_LARGE) });
  // JSON has its own reader with the same cap and its own message (rejectMalformedJson).
  const capped = /^(multipart\/form-data|application\/([\w.-]+\+)?json)\b/i;
  return createMiddleware(async (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || capped.test(c.req.header('Content-Type') ?? '')
      ? next()
      : cap(c, next),
  );
};
