import type { Context, MiddlewareHandler } from 'hono';
import type { DetailError } from '../../contract/common';
import { type Refusal, refusalBody } from '../../contract/refusals';
import { NUL_IN_URL, nulRefused } from './nul';

export const NOT_FOUND = 'Not found.';
// Worded as Hono's own validator words it, so both paths read the same.
export const MALFORMED_JSON = 'Malformed JSON in request body';
export const INTERNAL_ERROR = 'Internal server error';

/** `{detail}`; a refusal with numbers or names also carries its `code` and `values` (contract/refusals.ts). */
const bodyOf = (message: string | Refusal): DetailError => (typeof message === 'string' ? { detail: message } : refusalBody(message));

/**
 * The `{detail}` answer every refusal of this API gives, as a bare Response: for the places that answer without
 * going through Hono's context (a stalled body, a refused upload), with the extra headers they need.
 */
export const detailResponse = (status: number, message: string | Refusal, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(bodyOf(message)), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The same answer through the route's context, which keeps the headers set on it before (c.json merges them). */
export const detail = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503, message: string | Refusal) =>
  c.json(bodyOf(message), status);

export const notFound = (c: Context) => detail(c, 404, NOT_FOUND);

/** No request of this API needs more than a few kilobytes of JSON; a megabyte is generous. */
export const MAX_JSON_BYTES = 1_048_576;
export const JSON_TOO_LARGE = 'Request body is too large (at most 1 MB of JSON).';

/** The body as text, read until `limit` bytes and no further; null once it is longer. */
async function readCapped(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Methods whose body, if any, no route reads. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE']);

/**
 * Bad JSON is the client's mistake whichever route it was sent to: parsed once here (the text is handed to Hono's
 * body cache for the route's validator) so every route answers 400 the same way. The body is read with a cap, so a
 * huge JSON body is refused (413) without being held in memory whole.
 */
export const rejectMalformedJson = (): MiddlewareHandler =>
  async function rejectMalformedJson(c, next) {
    // A NUL reaches no route's rules: PostgreSQL refuses it with an error, so it is the client's mistake, said here.
    if (/%00/i.test(c.req.url)) return detail(c, 400, NUL_IN_URL);
    // @hono/node-server gives a TRACE the Request of a GET: a body put back on it would throw (a 500).
    const hasBody = !BODILESS.has(c.req.method) && c.req.raw.body !== null;
    if (hasBody && /^application\/([\w.-]+\+)?json\b/i.test(c.req.header('Content-Type') ?? '')) {
      const declared = Number(c.req.header('Content-Length') ?? 0);
      if (declared > MAX_JSON_BYTES) return detail(c, 413, JSON_TOO_LARGE);
      const text = await readCapped(c.req.raw, MAX_JSON_BYTES);
      if (text === null) return detail(c, 413, JSON_TOO_LARGE);
      // Hono keeps promises in its body cache (its type says otherwise); c.req.json() reads this text.
      (c.req.bodyCache as Record<string, unknown>).text = Promise.resolve(text);
      // The stream is spent: whatever reads the raw body next (a body limit, a form parser) gets the same text again
      // instead of a locked stream and a 500.
      c.req.raw = new Request(c.req.raw, { body: text });
      // An empty body is no body, not bad JSON.
      let parsed: unknown;
      try {
        if (text.trim() !== '') parsed = JSON.parse(text);
      } catch {
        return detail(c, 400, MALFORMED_JSON);
      }
      const refused = nulRefused(parsed);
      if (refused) return c.json(refused, 400);
    }
    await next();
  };
