import fc from 'fast-check';
import { type BodySpec } from './api-routes';
import { arbitraryOf, fieldsOf } from './zod-arbitrary';
import {
  HUGE,
  sometimes,
  bytes,
  type Json,
  mutateFields,
  wrongBody,
  textMutation,
  invalidUtf8,
  spliceBytes,
  JSON_TYPES,
  OTHER_TYPES,
} from './fuzz-values';

/** Bodies for a route: JSON, multipart and form posts from its contract, most of them broken on purpose. */

export interface Body {
  body?: Uint8Array;
  contentType?: string;
  note: string[];
}

export function jsonBody(schema: unknown, validShare: number): fc.Arbitrary<Body> {
  const valid = arbitraryOf(schema).map((value) => (value && typeof value === 'object' ? (value as Json) : {}));
  const mutated = fc
    .tuple(valid, fc.array(mutateFields(fieldsOf(schema)), { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) => ({
      value: changes.reduce((body, change) => change.apply(body), value),
      note: changes.map((change) => change.note),
    }));
  const value = fc.oneof(
    {
      weight: Math.round(validShare * 100),
      arbitrary: valid.map((body) => ({ value: body as unknown, note: ['valid'] })),
    },
    { weight: 70, arbitrary: mutated },
    { weight: 10, arbitrary: wrongBody.map((body) => ({ value: body, note: [`body ${JSON.stringify(body)}`] })) },
  );
  return fc
    .tuple(
      value,
      sometimes(textMutation, 0.15),
      sometimes(fc.tuple(invalidUtf8, fc.nat()), 0.08),
      fc.oneof(
        { weight: 8, arbitrary: fc.constantFrom(...JSON_TYPES) },
        { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES) },
      ),
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
export const PNG_START = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
export const JPEG_START = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export function fileBytes(realImage: Uint8Array): fc.Arbitrary<{ bytes: Uint8Array; note: string }> {
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

export const CRLF = '\r\n';

/** A multipart body written by hand, so that it can be wrong in every way a browser never is. */
export function multipartBody(schema: unknown, files: readonly string[], realImage: Uint8Array): fc.Arbitrary<Body> {
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
  return fc
    .tuple(
      fields,
      fileParts,
      breakage,
      fc.constantFrom('XyZ123', 'b', '----WebKitFormBoundary7MA4YWxkTrZu0gW', '"quoted boundary"'),
    )
    .map(([[value, change], parts, broken, boundaryText]) => {
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
      const contentType =
        broken === 'no boundary param' ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`;
      return {
        body: new Uint8Array(body),
        contentType,
        note: [
          `multipart ${broken}`,
          ...(change ? [change.note] : []),
          ...parts.map((part) => `file ${part[0]}: ${part[3].note}`),
        ],
      };
    });
}

export function urlencodedBody(schema: unknown): fc.Arbitrary<Body> {
  return fc
    .tuple(
      arbitraryOf(schema),
      sometimes(mutateFields(fieldsOf(schema)), 0.5),
      fc.constantFrom(
        '',
        '',
        '&%zz=%',
        '&__proto__[x]=1&constructor=1',
        '&amt=1&amt=2',
        `&pid=${'p'.repeat(20_000)}`,
        '&%ff%fe=%c3%28',
        '&=&&=',
      ),
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'application/x-www-form-urlencoded; charset=utf-8',
        'multipart/form-data; boundary=x',
        'text/plain',
      ),
    )
    .map(([value, change, junk, contentType]) => {
      const fields = change ? change.apply(value as Json) : (value as Json);
      const params = new URLSearchParams();
      for (const [name, field] of Object.entries(fields)) {
        if (field !== undefined) params.append(name, typeof field === 'string' ? field : JSON.stringify(field) ?? '');
      }
      return {
        body: bytes(params.toString() + junk),
        contentType,
        note: [`form ${junk.slice(0, 30)}`, ...(change ? [change.note] : [])],
      };
    });
}

export function bodyFor(spec: BodySpec, validShare: number, realImage: Uint8Array): fc.Arbitrary<Body> {
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
      return fc.oneof(
        { weight: 4, arbitrary: urlencodedBody(spec.schema) },
        { weight: 1, arbitrary: jsonBody(spec.schema, 0.2) },
      );
  }
}
