import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { notFound } from './errors';

/**
 * TRACE asks a server to echo the request back: nothing here answers it, and a fetch Request cannot even carry it.
 * @hono/node-server hands a TRACE to the app dressed as a GET without its body, so any middleware that rebuilt the
 * request with the body it read threw (a 500 on every /api path for a TRACE with a JSON body). Refused before
 * anything reads the request: 405 with the methods the path does answer (RFC 9110 §15.5.6 asks for them in `Allow`),
 * or 404 where nothing answers at all, as for any other method. CONNECT never reaches the app (Node hands it to its
 * `connect` event, answered in client-errors.ts), nor does TRACK (Node's parser refuses it).
 */
const UNSERVED = new Set(['TRACE']);
/** The methods routes are registered for, in the order `Allow` lists them. */
const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface Pattern {
  method: string;
  path: RegExp;
  api: boolean;
}

/** Hono's `:name` matches one segment, `*` the rest. */
const patternOf = (route: RouterRoute): Pattern => ({
  method: route.method,
  path: new RegExp(
    `^${route.path
      .split(/(:\w+|\*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  ),
  api: route.path.startsWith('/api/'),
});

/** `routes` is read when the first such request comes, once every route is registered. */
export function refuseUnservedMethods(routes: () => readonly RouterRoute[]): MiddlewareHandler {
  let patterns: Pattern[] | undefined;
  return async function refuseUnservedMethods(c, next) {
    const method = c.req.method;
    if (!UNSERVED.has(method)) return next();
    patterns ??= routes()
      .filter((route) => route.method !== 'ALL')
      .map(patternOf);
    const path = c.req.path;
    // Under /api the API's own 404 answers every path it has no route for; the app's pages answer the rest.
    const api = path === '/api' || path.startsWith('/api/');
    const allowed = new Set(
      patterns.filter((pattern) => pattern.api === api && pattern.path.test(path)).map((pattern) => pattern.method),
    );
    if (allowed.size === 0) return notFound(c);
    if (allowed.has('GET')) allowed.add('HEAD');
    const allow = ORDER.filter((name) => allowed.has(name)).join(', ');
    c.header('Allow', allow);
    return c.json({ detail: `This server does not answer ${method} requests. This address answers ${allow}.` }, 405);
  };
}
