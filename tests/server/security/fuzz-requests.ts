import fc from 'fast-check';
import { type RouteSpec } from './api-routes';
import { arbitraryOf, fieldsOf } from './zod-arbitrary';
import { HUGE, sometimes, type Json, mutateFields } from './fuzz-values';
import { bodyFor } from './fuzz-bodies';

/**
 * Requests to one route: a contract-shaped body, query and path, then (most of the time) broken on purpose: wrong
 * types, huge and empty values, prototype keys, deep nesting, missing and extra fields, malformed or mis-encoded
 * bodies, wrong content types, multipart junk, junk path ids and query strings, odd methods and tokens.
 */
export type Role = 'visitor' | 'customer' | 'admin';

export interface FuzzRequest {
  role: Role;
  method: string;
  /** Under /api, with the query string. */
  url: string;
  headers: Record<string, string>;
  body?: Uint8Array;
  /** What was done to it, for the failure message. */
  note: string[];
}

/** Path segments where an id goes. */
export const idSegment = (valid: fc.Arbitrary<number>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: valid.map(String) },
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '-2147483648',
        '2147483647',
        '2147483648',
        '9007199254740993',
        '99999999999999999999999999999999',
        '1e3',
        '1.5',
        '0x10',
        '+1',
        '%201',
        '１２３',
        '١٢٣',
        'abc',
        'null',
        'NaN',
        'Infinity',
        '%',
        '%zz',
        '%00',
        '%c3%28',
        '%ff%fe',
        '%2e%2e',
        '%2f',
        '%5c',
        '%F0%9F%92%A5',
        "'%20OR%201=1--",
        '__proto__',
        'constructor',
        '9'.repeat(5000),
      ),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeURIComponent) },
  );

export const mediaTail = fc.oneof(
  fc.constantFrom(
    'meals/nope.webp',
    'meals/x.png',
    '..%2f..%2fjwt-secret',
    '%2e%2e/%2e%2e/restaurant.sqlite',
    'meals/%00.webp',
    'meals/%zz.webp',
    'meals/.hidden.webp',
    '%5c..%5c..%5cx.webp',
    'a/b/c/d/e/f.jpeg',
    '',
    `${'x'.repeat(5000)}.webp`,
  ),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((name) => `meals/${encodeURIComponent(name)}.webp`),
);

export const queryJunk = fc.constantFrom(
  '',
  '%',
  '%zz=1',
  'page=%ff',
  '__proto__=1&constructor[prototype]=x',
  'page=1&page=2',
  'page[]=1',
  'search=%00',
  `q=${'x'.repeat(HUGE)}`,
  '&&=&',
  'meal_id=1&meal_id=abc',
  'status=paid&status=',
  'page_size=1e2',
  'page=-1&page_size=0',
);

export function queryString(schema: unknown | undefined): fc.Arbitrary<{ query: string; note: string }> {
  const junk = queryJunk.map((query) => ({ query, note: `query junk ${query.slice(0, 30)}` }));
  if (!schema)
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant({ query: '', note: 'no query' }) },
      { weight: 1, arbitrary: junk },
    );
  const valid = fc.tuple(arbitraryOf(schema), sometimes(mutateFields(fieldsOf(schema)), 0.5)).map(([value, change]) => {
    const fields = change ? change.apply(value as Json) : (value as Json);
    const params = new URLSearchParams();
    for (const [name, field] of Object.entries(fields)) {
      if (field !== undefined) params.append(name, typeof field === 'string' ? field : JSON.stringify(field) ?? '');
    }
    return { query: params.toString(), note: `query ${change?.note ?? 'valid'}` };
  });
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: junk });
}

export interface Tokens {
  customer: string;
  admin: string;
}

/** The bearer header a role sends, sometimes broken. */
export function authorization(tokens: Tokens): fc.Arbitrary<{ role: Role; header?: string; note: string }> {
  const role = fc.constantFrom<Role>('visitor', 'customer', 'admin');
  return fc
    .tuple(
      role,
      sometimes(
        fc.constantFrom(
          'tampered',
          'no scheme',
          'Basic',
          'empty bearer',
          'three dots',
          'alg none',
          'huge',
          'latin-1',
          'two tokens',
          'signature only',
        ),
        0.2,
      ),
    )
    .map(([who, broken]) => {
      const token = who === 'visitor' ? undefined : tokens[who];
      if (!broken) return { role: who, header: token && `Bearer ${token}`, note: who };
      const real = token ?? tokens.customer;
      const header = {
        tampered: `Bearer ${real.slice(0, -3)}${real.endsWith('AAA') ? 'BBB' : 'AAA'}`,
        'no scheme': real,
        Basic: `Basic ${Buffer.from('admin:Pass@123').toString('base64')}`,
        'empty bearer': 'Bearer ',
        'three dots': 'Bearer a.b.c',
        'alg none': `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${real.split('.')[1]}.`,
        huge: `Bearer ${'x'.repeat(HUGE)}`,
        'latin-1': 'Bearer \u00ff\u00e9\u00e0',
        'two tokens': `Bearer ${real} ${real}`,
        'signature only': `Bearer ${real.split('.')[2]}`,
      }[broken];
      return { role: who, header, note: `${who} token ${broken}` };
    });
}

/** TRACE and a GET or HEAD with a body go over a socket (fuzz-http.ts): a fetch Request cannot carry them. */
export const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'TRACE', 'TRACE-ISH'];

export interface RequestOptions {
  tokens: Tokens;
  /** Ids that exist (or not) for this route's `:id`. */
  validId: fc.Arbitrary<number>;
  realImage: Uint8Array;
}

/** Requests to one route. */
export function requestsTo(
  route: RouteSpec,
  { tokens, validId, realImage }: RequestOptions,
): fc.Arbitrary<FuzzRequest> {
  const validShare = route.hashes ? 0.04 : 0.25;
  return fc
    .record({
      auth: authorization(tokens),
      id: idSegment(validId),
      media: mediaTail,
      query: queryString(route.query),
      body: bodyFor(route.body, validShare, realImage),
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(route.method as string) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      extra: sometimes(
        fc.constantFrom<Record<string, string>>(
          { 'Content-Length': 'abc' },
          { 'Content-Length': '99999999999' },
          { 'Content-Length': '-1' },
          { 'X-Forwarded-For': '1.2.3.4, %zz, ::1' },
          { 'Accept-Encoding': 'gzip, deflate, br' },
          { Accept: 'text/event-stream' },
          { Cookie: 'session=abc; __proto__=x' },
          { 'Transfer-Encoding': 'chunked' },
        ),
        0.15,
      ),
    })
    .map(({ auth, id, media, query, body, method, extra }) => {
      const path = route.path.replace(':id', id).replace('*', media);
      const headers: Record<string, string> = { ...extra };
      if (auth.header !== undefined) headers.Authorization = auth.header;
      const hasBody = body.body !== undefined;
      if (hasBody && body.contentType) headers['Content-Type'] = body.contentType;
      return {
        role: auth.role,
        method,
        url: `/api${path}${query.query ? `?${query.query}` : ''}`,
        headers,
        body: hasBody ? body.body : undefined,
        note: [auth.note, method !== route.method ? `method ${method}` : '', query.note, ...body.note].filter(Boolean),
      };
    });
}
