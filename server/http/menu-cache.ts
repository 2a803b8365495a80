import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import type { ChangeBus } from '../services/change-bus';

/**
 * Serialized answers of the public menu reads (categories, meals, pages, a meal, latest, by category), keyed by path
 * and query. The menu changes a few times a day and is read on every visit, so a read is answered from memory:
 * the JSON once serialized, its gzip/deflate once compressed, and a strong ETag per representation so a browser's
 * `If-None-Match` costs a 304. Every instance drops its answers when the change bus says `catalog` (an admin write,
 * a review, a deleted user's reviews): each write publishes after its commit.
 */
export interface MenuCacheOptions {
  /** Bounds memory whatever the variety of query strings (pages, page sizes, ids). */
  maxEntries?: number;
  maxBytes?: number;
  /** Sent with every answer served from memory, as the security-headers middleware would add them. */
  headers?: Readonly<Record<string, string>>;
  /** How a refused read waits (REFUSED_READ_DELAY_MS); tests pass one that does not. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * A menu read is refused (400) only for a number spelled otherwise than the app spells it (contract/common.ts),
 * which the app and the spec's clients never send: such a read is answered after this long. A client varying junk
 * spellings on a connection then sends two of them a second instead of thousands, and the real menu reads keep the
 * server (`npm run bench:menu` measures the menu page beside 25 such connections).
 */
export const REFUSED_READ_DELAY_MS = 500;

type Encoding = 'gzip' | 'deflate' | 'identity';

interface Entry {
  contentType: string;
  tag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
  bytes: number;
}

const DEFAULT_MAX_ENTRIES = 256;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** A whole menu bigger than this is served uncached rather than crowding out every page. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
const ENCODINGS = ['gzip', 'deflate'] as const;

/** Browsers keep the answer but ask again each time (a 304 when nothing changed), so a menu edit is seen at once. */
const CACHE_CONTROL = 'no-cache';

export interface MenuCache {
  /** First in the app: answers a remembered read before any other middleware or the router runs. */
  serve: MiddlewareHandler;
  /**
   * On each cacheable route: remembers its 200 answer, unless the menu changed while it was being read; answers a
   * refusal (400) after REFUSED_READ_DELAY_MS.
   */
  remember: MiddlewareHandler;
  clear(): void;
  readonly size: number;
}

export function createMenuCache(bus: ChangeBus, options: MenuCacheOptions = {}): MenuCache {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const extraHeaders = Object.entries(options.headers ?? {});
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  // Map order is insertion order: a hit re-inserts, so the first key is the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  // A read that started before a change must not store what it read after the change was announced.
  let generation = 0;

  const clear = () => {
    generation++;
    entries.clear();
    bytes = 0;
  };
  bus.subscribe((change) => {
    if (change.topic === 'catalog') clear();
  });

  const evict = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };

  const bodyOf = (entry: Entry, encoding: Encoding): Buffer => {
    let body = entry.bodies[encoding];
    if (!body) {
      const identity = entry.bodies.identity as Buffer;
      body = encoding === 'gzip' ? gzipSync(identity) : deflateSync(identity);
      entry.bodies[encoding] = body;
      entry.bytes += body.byteLength;
      bytes += body.byteLength;
    }
    return body;
  };

  const answer = (c: Context, entry: Entry, withExtraHeaders: boolean): Response => {
    const encoding = encodingFor(requestHeader(c, 'accept-encoding'));
    const tag = encoding === 'identity' ? `"${entry.tag}"` : `"${entry.tag}-${encoding}"`;
    const headers: Record<string, string> = {
      'Content-Type': entry.contentType,
      ETag: tag,
      'Cache-Control': CACHE_CONTROL,
      Vary: 'Accept-Encoding',
    };
    if (withExtraHeaders) for (const [name, value] of extraHeaders) headers[name] = value;
    if (matches(requestHeader(c, 'if-none-match'), entry.tag)) return new Response(null, { status: 304, headers });
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    // A Buffer is a Uint8Array: @hono/node-server writes it as it is.
    return new Response(bodyOf(entry, encoding) as Uint8Array<ArrayBuffer>, { status: 200, headers });
  };

  return {
    serve: async function menuCacheServe(c, next) {
      if (c.req.method !== 'GET' || entries.size === 0) return next();
      const key = keyOf(c);
      const entry = entries.get(key);
      if (!entry) return next();
      entries.delete(key);
      entries.set(key, entry);
      return answer(c, entry, true);
    },

    remember: async function menuCacheRemember(c, next) {
      const started = generation;
      await next();
      if (c.res.status === 400) return sleep(REFUSED_READ_DELAY_MS);
      if (c.res.status !== 200 || generation !== started) return;
      const text = await c.res.text();
      const identity = Buffer.from(text);
      const entry: Entry = {
        contentType: c.res.headers.get('Content-Type') ?? 'application/json',
        tag: createHash('sha256').update(identity).digest('base64url').slice(0, 27),
        bodies: { identity },
        bytes: identity.byteLength,
      };
      if (identity.byteLength <= MAX_ENTRY_BYTES) {
        const key = keyOf(c);
        const previous = entries.get(key);
        if (previous) {
          entries.delete(key);
          bytes -= previous.bytes;
        }
        entries.set(key, entry);
        bytes += entry.bytes;
        evict();
      }
      // The first answer is built as every later one will be (the outer middleware adds the security headers);
      // clearing first stops Hono from copying the spent answer's headers onto it.
      c.res = undefined;
      c.res = answer(c, entry, false);
    },

    clear,
    get size() {
      return entries.size;
    },
  };
}

/** Under @hono/node-server the raw request is at hand: reading it skips building a Headers object per request. */
const incomingOf = (c: Context): IncomingMessage | undefined => {
  const incoming = (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming;
  // Tests hand in a stand-in that carries only the client's address.
  return incoming?.headers && typeof incoming.url === 'string' ? (incoming as IncomingMessage) : undefined;
};

function requestHeader(c: Context, name: string): string | undefined {
  const incoming = incomingOf(c);
  if (incoming) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}

/** The only query parameters a menu read answers to: anything else is ignored by the routes, and by the key. */
const KNOWN_PARAMETERS = ['page', 'page_size'] as const;

/**
 * The request as the routes read it, e.g. `/api/meal/meals/?page=1&page_size=8` for `?page_size=8&utm=x&page=1` or
 * `/api/meal/m%65als/?pag%65=1&page_size=8`: the path decoded as Hono decodes it to route, the known parameters
 * decoded, in one order, each value as given. A client varying what the routes ignore (unknown parameters, the
 * order, percent-encoding) reads the same entry instead of pushing every page out of memory
 * (docs/rules/robustness.md#limits). A number is not normalised here: the routes accept only its one spelling
 * (contract/common.ts), so `?page=01` has a key of its own that never holds an answer (a 400 is not kept), and
 * answering it from the entry of `?page=1` would make it 200.
 */
function keyOf(c: Context): string {
  const incoming = incomingOf(c);
  let raw: string;
  if (incoming?.url?.startsWith('/')) raw = incoming.url;
  else {
    const url = c.req.url;
    raw = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  }
  const query = raw.indexOf('?');
  const rawPath = query < 0 ? raw : raw.slice(0, query);
  const path = rawPath.includes('%') ? c.req.path : rawPath;
  if (query < 0) return path;
  const params = new URLSearchParams(raw.slice(query + 1));
  // A parameter given twice is refused by the routes: all its values go in the key, so it never meets an entry.
  const kept = KNOWN_PARAMETERS.flatMap((name) => params.getAll(name).map((value) => `${name}=${encodeURIComponent(value)}`));
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/** The answer a client gets is the one hono/compress would have chosen: gzip first, then deflate, by q-value. */
const chosen = new Map<string, Encoding>();
function encodingFor(header: string | undefined): Encoding {
  if (!header) return 'identity';
  let encoding = chosen.get(header);
  if (encoding) return encoding;
  const accepts = parseAccept(header);
  const wildcard = accepts.find((accept) => accept.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const candidate of ENCODINGS) {
    const q = accepts.find((accept) => accept.type.toLowerCase() === candidate)?.q ?? wildcard ?? 0;
    if (q === 1) {
      best = { encoding: candidate, q };
      break;
    }
    if (q > 0 && (!best || q > best.q)) best = { encoding: candidate, q };
  }
  encoding = best?.encoding ?? 'identity';
  // Browsers send a handful of distinct values; anything else is not worth remembering without bound.
  if (chosen.size < 64) chosen.set(header, encoding);
  return encoding;
}

/** Weak comparison (RFC 9110 §13.1.2): any representation of the same answer, or `*`. */
function matches(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  for (const candidate of ifNoneMatch.split(',')) {
    const value = candidate.trim().replace(/^W\//, '');
    if (value === '*' || value === `"${tag}"` || value === `"${tag}-gzip"` || value === `"${tag}-deflate"`) return true;
  }
  return false;
}

/**
 * On a route that changes what the menu reads answer: once the write is done (committed), every instance hears
 * `catalog`. A refusal (4xx) changed nothing; a failure (5xx) may have committed part of the write, so it counts.
 */
export const announcesCatalogChange =
  (bus: ChangeBus): MiddlewareHandler =>
  async (c, next) => {
    await next();
    if (c.res.status < 400 || c.res.status >= 500) bus.publish({ topic: 'catalog' });
  };
