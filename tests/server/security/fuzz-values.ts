import fc from 'fast-check';

/** The broken values, bodies and content types the fuzzer splices into a route's requests. */

export const HUGE = 100_000;

/** `arbitrary`'s value with probability `p`, null otherwise (fc.option's freq counts the nulls, not the values). */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, p: number): fc.Arbitrary<T | null> =>
  fc.oneof(
    { weight: Math.round((1 - p) * 100), arbitrary: fc.constant(null) },
    { weight: Math.round(p * 100), arbitrary },
  );
export const encoder = new TextEncoder();
export const bytes = (text: string) => encoder.encode(text);

/** Values of the wrong kind for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
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
export const prototypeKeys = fc.constantFrom(
  '{"__proto__":{"is_admin":true,"status":"paid"}}',
  '{"constructor":{"prototype":{"is_admin":true}}}',
  '{"__proto__":null}',
  '{"prototype":1,"hasOwnProperty":"x","toString":"y","valueOf":{}}',
);

export const deepNesting = fc
  .integer({ min: 50, max: 1000 })
  .map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`));

export type Json = Record<string, unknown>;

/** One change to an object of fields. */
export function mutateFields(fields: readonly string[]): fc.Arbitrary<{ apply: (value: Json) => Json; note: string }> {
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
      apply: (body: Json) =>
        Object.assign(JSON.parse(`{"__proto__":${JSON.stringify({ [name]: body[name] ?? 1 })}}`) as Json, {
          ...body,
          [name]: undefined,
        }),
      note: `${name} only on __proto__`,
    })),
  );
}

/** The whole body replaced by something that is not an object. */
export const wrongBody = fc.constantFrom<unknown>(null, [], [{}], 0, 'text', true, '', { items: null });

/** Broken serialisations of a JSON text. */
export const textMutation = fc.oneof(
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
export const invalidUtf8 = fc.constantFrom(
  Uint8Array.of(0xff, 0xfe),
  Uint8Array.of(0xc3, 0x28),
  Uint8Array.of(0xe2, 0x82),
  Uint8Array.of(0xf0, 0x9f, 0x92),
  Uint8Array.of(0xed, 0xa0, 0x80),
  Uint8Array.of(0xc0, 0xaf),
);
export const spliceBytes = (body: Uint8Array, junk: Uint8Array, at: number) => {
  const position = body.length === 0 ? 0 : at % body.length;
  return Uint8Array.from([...body.subarray(0, position), ...junk, ...body.subarray(position)]);
};

export const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
];
export const OTHER_TYPES = [
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
