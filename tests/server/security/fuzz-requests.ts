import fc from 'fast-check';
import type { BodySpec, RouteSpec } from './api-routes';
import { arbitraryOf, fieldsOf } from './zod-arbitrary';

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

const HUGE = 100_000;

/** `arbitrary`'s value with probability `p`, null otherwise (fc.option's freq counts the nulls, not the values). */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, p: number): fc.Arbitrary<T | null> =>
  fc.oneof(
    { weight: Math.round((1 - p) * 100), arbitrary: fc.constant(null) },
    { weight: Math.round(p * 100), arbitrary },
  );
const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** Values of the wrong kind for any field. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, '', ' ', '0', 'null', [], {}, [[]], { '': '' }),
  fc.constant('x'.repeat(HUGE)),
  fc.constant('9'.repeat(HUGE)),
  fc.double(),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map((n) => Number(n)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('\u0000', '\ud800', '\u202e', '💥'.repeat(50), '<script>alert(1)</script>', "' OR 1=1 --"),
);

/** `{"__proto__": …}` as JSON text makes an own key, as an attacker's body would. */
const prototypeKeys = fc.constantFrom(
  '{"__proto__":{"is_admin":true,"status":"paid"}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"__proto__":null}',
  '{"prototype":1,"hasOwnProperty":"x","toString":"y","valueOf":{}}',
);

const deepNesting = fc.integer({ min: 50, max: 1000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`));

type Json = Record<string, unknown>;

/** One change to an object of fields. */
function mutateFields(fields: readonly string[]): fc.Arbitrary<{ apply: (value: Json) => Json; note: string }> {
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x');
  return fc.oneof(
    field.map((name) => ({ apply: ({ [name]: _, ...rest }: Json) => rest, note: `drop ${name}` })),
    fc.tuple(field, wrongValue).map(([name, value]) => ({
      apply: (body: Json) => ({ ...body, [name]: value }),
      note: `${name} = ${JSON.stringify(value)?.slice(0, 40)}`,
    })),
    fc.tuple(fc.string({ maxLength: 12 }), wrongValue).map(([name, value]) => ({
      apply: (body: Json) => ({ ...body, [name]: value }),
      note: `extra ${name}`,
    })),
    fc.tuple(field, deepNesting).map(([name, value]) => ({
      apply: (body: Json) => ({ ...body, [name]: value }),
      note: `${name} nested deep`,
    })),
    prototypeKeys.map((text) => ({
      apply: (body: Json) => Object.assign(JSON.parse(text) as Json, body),
      note: `prototype keys ${text}`,
    })),
    field.map((name) => ({
      apply: (body: Json) => Object.assign(JSON.parse(`{"__proto__":${JSON.stringify({ [name]: body[name] ?? 1 })}}`) as Json, { ...body, [name]: undefined }),
      note: `${name} only on __proto__`,
    })),
  );
}

/** The whole body replaced by something that is not an object. */
const wrongBody = fc.constantFrom<unknown>(null, [], [{}], 0, 'text', true, '', { items: null });

/** Broken serialisations of a JSON text. */
const textMutation = fc.oneof(
  fc.nat().map((at) => ({ apply: (text: string) => text.slice(0, at % Math.max(1, text.length)), note: 'truncated' })),
  fc.constantFrom(
    { apply: (text: string) => `${text}}`, note: 'trailing brace' },
    { apply: (text: string) => `\ufeff${text}`, note: 'BOM' },
    { apply: () => '', note: 'empty body' },
    { apply: () => '   \n', note: 'blank body' },
    { apply: (text: string) => text.replace(/"/g, "'"), note: 'single quotes' },
    { apply: (text: string) => text.replace(/:"/, ':"\\ud800'), note: 'lone surrogate' },
    { apply: (text: string) => text.replace(/:"/, ':"\\u0000'), note: 'NUL escape' },
    { apply: () => 'null', note: 'null literal' },
    { apply: () => '{"a":1,"a":2}', note: 'duplicate keys' },
    { apply: () => '{"a":"\\x41"}', note: 'bad escape' },
    { apply: () => 'NaN', note: 'NaN' },
  ),
);

/** Bytes that are not UTF-8, spliced into a body. */
const invalidUtf8 = fc.constantFrom(
  Uint8Array.of(0xff, 0xfe),
  Uint8Array.of(0xc3, 0x28),
  Uint8Array.of(0xe2, 0x82),
  Uint8Array.of(0xf0, 0x9f, 0x92),
  Uint8Array.of(0xed, 0xa0, 0x80),
  Uint8Array.of(0xc0, 0xaf),
);
const spliceBytes = (body: Uint8Array, junk: Uint8Array, at: number) => {
  const position = body.length === 0 ? 0 : at % body.length;
  return Uint8Array.from([...body.subarray(0, position), ...junk, ...body.subarray(position)]);
};

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json', 'APPLICATION/JSON'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary="unterminated',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/xml',
  '',
  '*/*',
];

interface Body {
  body?: Uint8Array;
  contentType?: string;
  note: string[];
}

function jsonBody(schema: unknown, validShare: number): fc.Arbitrary<Body> {
  const valid = arbitraryOf(schema).map((value) => (value && typeof value === 'object' ? (value as Json) : {}));
  const mutated = fc.tuple(valid, fc.array(mutateFields(fieldsOf(schema)), { minLength: 1, maxLength: 3 })).map(
    ([value, changes]) => ({ value: changes.reduce((body, change) => change.apply(body), value), note: changes.map((change) => change.note) }),
  );
  const value = fc.oneof(
    { weight: Math.round(validShare * 100), arbitrary: valid.map((body) => ({ value: body as unknown, note: ['valid'] })) },
    { weight: 70, arbitrary: mutated },
    { weight: 10, arbitrary: wrongBody.map((body) => ({ value: body, note: [`body ${JSON.stringify(body)}`] })) },
  );
  return fc
    .tuple(
      value,
      sometimes(textMutation, 0.15),
      sometimes(fc.tuple(invalidUtf8, fc.nat()), 0.08),
      fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...JSON_TYPES) }, { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES) }),
    )
    .map(([{ value: body, note }, text, junk, contentType]) => {
      let serialised = JSON.stringify(body) ?? '';
      if (text) serialised = text.apply(serialised);
      let encoded = bytes(serialised);
      if (junk) encoded = spliceBytes(encoded, junk[0], junk[1]);
      return {
        body: encoded,
        contentType,
        note: [...note, ...(text ? [text.note] : []), ...(junk ? ['invalid UTF-8'] : []), `type ${contentType}`],
      };
    });
}

/** A PNG's signature and header with nothing after: an image library's favourite way to fail. */
const PNG_START = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG_START = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

function fileBytes(realImage: Uint8Array): fc.Arbitrary<{ bytes: Uint8Array; note: string }> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant({ bytes: realImage, note: 'real png' }) },
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        { bytes: PNG_START, note: 'png header only' },
        { bytes: JPEG_START, note: 'jpeg header only' },
        { bytes: Uint8Array.from([...realImage.subarray(0, realImage.length >> 1)]), note: 'half a png' },
        { bytes: new Uint8Array(0), note: 'empty file' },
        { bytes: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), note: 'svg' },
        { bytes: bytes('GIF89a'), note: 'gif header' },
        { bytes: new Uint8Array(HUGE).fill(0x41), note: '100 KB of A' },
      ),
    },
    { weight: 2, arbitrary: fc.uint8Array({ maxLength: 200 }).map((junk) => ({ bytes: junk, note: 'random bytes' })) },
  );
}

const CRLF = '\r\n';

/** A multipart body written by hand, so that it can be wrong in every way a browser never is. */
function multipartBody(schema: unknown, files: readonly string[], realImage: Uint8Array): fc.Arbitrary<Body> {
  const fields = fc.tuple(
    arbitraryOf(schema).map((value) => (value && typeof value === 'object' ? (value as Json) : {})),
    sometimes(mutateFields(fieldsOf(schema)), 0.5),
  );
  const fileParts = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...(files.length > 0 ? files : ['file'])), fc.constantFrom('other', '__proto__', '')),
      fc.constantFrom('photo.png', '../../etc/passwd.png', '', 'a"b.png', 'x.jpg\u0000.png', 'é.png', '.hidden.png'),
      fc.constantFrom('image/png', 'image/jpeg', 'text/plain', 'application/octet-stream', ''),
      fileBytes(realImage),
    ),
    { maxLength: 3 },
  );
  const breakage = fc.constantFrom(
    'none',
    'none',
    'none',
    'no closing boundary',
    'other boundary',
    'no boundary param',
    'LF only',
    'part without name',
    'no blank line after headers',
    'forty parts',
    'garbage',
    'invalid UTF-8 in name',
  );
  return fc.tuple(fields, fileParts, breakage, fc.constantFrom('XyZ123', 'b', '----WebKitFormBoundary7MA4YWxkTrZu0gW', '"quoted boundary"')).map(
    ([[value, change], parts, broken, boundaryText]) => {
      const boundary = boundaryText.replace(/"/g, '');
      const text = change ? change.apply(value) : value;
      const chunks: Uint8Array[] = [];
      const push = (piece: string | Uint8Array) => chunks.push(typeof piece === 'string' ? bytes(piece) : piece);
      const header = (name: string, filename?: string, type?: string) =>
        `--${boundary}${CRLF}Content-Disposition: form-data${broken === 'part without name' ? '' : `; name="${name}"`}${
          filename === undefined ? '' : `; filename="${filename}"`
        }${type ? `${CRLF}Content-Type: ${type}` : ''}${broken === 'no blank line after headers' ? CRLF : CRLF + CRLF}`;
      for (const [name, field] of Object.entries(text)) {
        if (field === undefined) continue;
        push(header(name));
        push(typeof field === 'string' ? field : JSON.stringify(field) ?? '');
        push(CRLF);
      }
      for (const [name, filename, type, file] of parts) {
        push(header(name, filename, type));
        push(file.bytes);
        push(CRLF);
      }
      if (broken === 'forty parts') for (let i = 0; i < 40; i += 1) push(`${header(`f${i}`)}${i}${CRLF}`);
      if (broken === 'invalid UTF-8 in name') {
        push(`--${boundary}${CRLF}Content-Disposition: form-data; name="`);
        push(Uint8Array.of(0xff, 0xc3, 0x28));
        push(`"${CRLF}${CRLF}x${CRLF}`);
      }
      if (broken === 'garbage') push('\0\0garbage--\r\n--');
      if (broken !== 'no closing boundary') push(`--${boundary}--${CRLF}`);
      let body = Buffer.concat(chunks);
      if (broken === 'LF only') body = Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1');
      const declared = broken === 'other boundary' ? 'somethingelse' : boundaryText;
      const contentType = broken === 'no boundary param' ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`;
      return {
        body: new Uint8Array(body),
        contentType,
        note: [`multipart ${broken}`, ...(change ? [change.note] : []), ...parts.map((part) => `file ${part[0]}: ${part[3].note}`)],
      };
    },
  );
}

function urlencodedBody(schema: unknown): fc.Arbitrary<Body> {
  return fc
    .tuple(
      arbitraryOf(schema),
      sometimes(mutateFields(fieldsOf(schema)), 0.5),
      fc.constantFrom('', '', '&%zz=%', '&__proto__[x]=1&constructor=1', '&amt=1&amt=2', `&pid=${'p'.repeat(20_000)}`, '&%ff%fe=%c3%28', '&=&&='),
      fc.constantFrom('application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=utf-8', 'multipart/form-data; boundary=x', 'text/plain'),
    )
    .map(([value, change, junk, contentType]) => {
      const fields = change ? change.apply(value as Json) : (value as Json);
      const params = new URLSearchParams();
      for (const [name, field] of Object.entries(fields)) {
        if (field !== undefined) params.append(name, typeof field === 'string' ? field : JSON.stringify(field) ?? '');
      }
      return { body: bytes(params.toString() + junk), contentType, note: [`form ${junk.slice(0, 30)}`, ...(change ? [change.note] : [])] };
    });
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

const mediaTail = fc.oneof(
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

const queryJunk = fc.constantFrom(
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

function queryString(schema: unknown | undefined): fc.Arbitrary<{ query: string; note: string }> {
  const junk = queryJunk.map((query) => ({ query, note: `query junk ${query.slice(0, 30)}` }));
  if (!schema) return fc.oneof({ weight: 4, arbitrary: fc.constant({ query: '', note: 'no query' }) }, { weight: 1, arbitrary: junk });
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
function authorization(tokens: Tokens): fc.Arbitrary<{ role: Role; header?: string; note: string }> {
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

function bodyFor(spec: BodySpec, validShare: number, realImage: Uint8Array): fc.Arbitrary<Body> {
  switch (spec.kind) {
    case 'none':
      return fc.oneof(
        { weight: 9, arbitrary: fc.constant<Body>({ note: ['no body'] }) },
        { weight: 1, arbitrary: jsonBody({ _zod: { def: { type: 'unknown' } } }, 0) },
      );
    case 'json':
      return jsonBody(spec.schema, validShare);
    case 'upload':
      return fc.oneof(
        { weight: 3, arbitrary: multipartBody(spec.schema, spec.files, realImage) },
        { weight: 1, arbitrary: jsonBody(spec.schema, validShare) },
      );
    case 'urlencoded':
      return fc.oneof({ weight: 4, arbitrary: urlencodedBody(spec.schema) }, { weight: 1, arbitrary: jsonBody(spec.schema, 0.2) });
  }
}

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'TRACE-ISH'];

export interface RequestOptions {
  tokens: Tokens;
  /** Ids that exist (or not) for this route's `:id`. */
  validId: fc.Arbitrary<number>;
  realImage: Uint8Array;
}

/** Requests to one route. */
export function requestsTo(route: RouteSpec, { tokens, validId, realImage }: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const validShare = route.hashes ? 0.04 : 0.25;
  return fc
    .record({
      auth: authorization(tokens),
      id: idSegment(validId),
      media: mediaTail,
      query: queryString(route.query),
      body: bodyFor(route.body, validShare, realImage),
      method: fc.oneof({ weight: 19, arbitrary: fc.constant(route.method as string) }, { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) }),
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
      const hasBody = body.body !== undefined && !['GET', 'HEAD'].includes(method);
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
