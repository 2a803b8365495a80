import fc from 'fast-check';
import type { RouteSpec } from './api-routes';
import type { FuzzRequest, Role, Tokens } from './fuzz-requests';
import { bytes } from './fuzz-values';
import { arbitraryOf } from './zod-arbitrary';

/**
 * Every method, with and without a body, to one route's path: the methods a route answers and the ones it does not,
 * those a fetch Request cannot carry (TRACE, a GET or HEAD with a body) and those Node's parser does not know (TRACK,
 * a made-up one). A TRACE with a JSON body once answered 500 on every /api path; only this shape of request finds it.
 * Sent over a socket (fuzz-http.ts), as an attacker sends them.
 */
export const EVERY_METHOD = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'TRACK',
  'BREW',
] as const;

const ROLES: readonly Role[] = ['visitor', 'customer', 'admin'];

/** A body shaped like the route's own (as JSON), broken JSON, a form post, or none. */
function bodiesFor(route: RouteSpec, seed: number): Array<{ body?: Uint8Array; contentType?: string; note: string }> {
  const schema = route.body.kind === 'none' ? undefined : route.body.schema;
  const [shaped] = schema ? fc.sample(arbitraryOf(schema), { seed, numRuns: 1 }) : [{ name: 'x' }];
  return [
    { note: 'no body' },
    { body: bytes(JSON.stringify(shaped) ?? '{}'), contentType: 'application/json', note: 'JSON body' },
    { body: bytes('{"'), contentType: 'application/json', note: 'broken JSON' },
    { body: bytes('a=1&b=2'), contentType: 'application/x-www-form-urlencoded', note: 'form body' },
  ];
}

/**
 * The requests of the matrix for one route, each role in turn. Ids that exist nowhere (`:id` 1000 and up): a
 * DELETE sent to a GET route's path must not delete the fixtures the rest of the fuzz reads.
 */
export function everyMethodTo(route: RouteSpec, tokens: Tokens, seed: number): FuzzRequest[] {
  const path = route.path.replace(':id', String(1000 + (seed % 100))).replace('*', 'meals/nope.webp');
  const requests: FuzzRequest[] = [];
  let turn = seed;
  for (const method of EVERY_METHOD) {
    for (const { body, contentType, note } of bodiesFor(route, seed)) {
      const role = ROLES[turn++ % ROLES.length] as Role;
      const token = role === 'visitor' ? undefined : tokens[role];
      const headers: Record<string, string> = {};
      if (token) headers.Authorization = `Bearer ${token}`;
      if (contentType) headers['Content-Type'] = contentType;
      requests.push({ role, method, url: `/api${path}`, headers, body, note: [role, `method ${method}`, note] });
    }
  }
  return requests;
}
