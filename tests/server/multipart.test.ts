import { describe, expect, it } from 'vitest';
import { boundaryOf, type MultipartLimits, readMultipart } from '../../server/http/multipart';

const limits: MultipartLimits = { maxBodyBytes: 1 << 20, maxFileBytes: 1000, maxFieldBytes: 100, maxParts: 10 };

/** A form as the platform encodes it, and its bytes. */
async function encoded(form: FormData) {
  const response = new Response(form);
  const bytes = Buffer.from(await response.arrayBuffer());
  const boundary = boundaryOf(response.headers.get('Content-Type') ?? undefined);
  if (!boundary) throw new Error('no boundary');
  return { bytes, boundary };
}

/** The bytes as a stream of chunks of `size`. */
const chunked = (bytes: Buffer, size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += size) controller.enqueue(bytes.subarray(offset, offset + size));
      controller.close();
    },
  });

const sample = () => {
  const form = new FormData();
  form.append('name', 'Chicken Momo');
  form.append('empty', '');
  form.append('unicode', 'मोमो – "quoted"\r\n--not a boundary');
  // Bytes that look like line ends and dashes, to trip a careless delimiter search.
  form.append('main_image', new File([new Uint8Array([13, 10, 45, 45, 0, 255, 13, 10, 13, 10, 45])], 'a.png', { type: 'image/png' }));
  // undici sends an empty file input as a plain part (no filename); browsers send filename="" and no bytes.
  form.append('image1', new File([], ''));
  return form;
};

describe('readMultipart', () => {
  it.each([1, 2, 3, 5, 7, 13, 64, 4096])('reads the same form whatever the chunk size (%i)', async (size) => {
    const { bytes, boundary } = await encoded(sample());
    const result = await readMultipart(chunked(bytes, size), boundary, limits);
    expect(result).toEqual({
      ok: true,
      form: {
        fields: { name: 'Chicken Momo', empty: '', unicode: 'मोमो – "quoted"\r\n--not a boundary', image1: '' },
        files: {
          main_image: { filename: 'a.png', type: 'image/png', bytes: Buffer.from([13, 10, 45, 45, 0, 255, 13, 10, 13, 10, 45]) },
        },
      },
    });
  });

  it('reads a browser file input left empty as no file', async () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="image1"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--b--\r\n',
    );
    expect(await readMultipart(chunked(body, 7), 'b', limits)).toEqual({ ok: true, form: { fields: {}, files: {} } });
  });

  it('stops at the first file over its limit and names the field', async () => {
    const form = new FormData();
    form.append('main_image', new File([new Uint8Array(1001)], 'big.png'));
    const { bytes, boundary } = await encoded(form);
    expect(await readMultipart(chunked(bytes, 100), boundary, limits)).toEqual({
      ok: false,
      reason: 'file-too-large',
      field: 'main_image',
    });
  });

  it('takes a file of exactly the limit', async () => {
    const form = new FormData();
    form.append('main_image', new File([new Uint8Array(1000)], 'big.png'));
    const { bytes, boundary } = await encoded(form);
    const result = await readMultipart(chunked(bytes, 100), boundary, limits);
    expect(result.ok && result.form.files.main_image?.bytes.length).toBe(1000);
  });

  it('refuses a field over its limit, a body over its limit, too many parts and a body cut short', async () => {
    const long = new FormData();
    long.append('name', 'x'.repeat(101));
    const a = await encoded(long);
    expect(await readMultipart(chunked(a.bytes, 50), a.boundary, limits)).toMatchObject({ reason: 'field-too-large' });
    expect(await readMultipart(chunked(a.bytes, 50), a.boundary, { ...limits, maxBodyBytes: 100 })).toMatchObject({
      reason: 'body-too-large',
    });

    const many = new FormData();
    for (let i = 0; i < 11; i++) many.append(`f${i}`, 'v');
    const b = await encoded(many);
    expect(await readMultipart(chunked(b.bytes, 50), b.boundary, limits)).toMatchObject({ reason: 'malformed' });

    const c = await encoded(sample());
    expect(await readMultipart(chunked(c.bytes.subarray(0, c.bytes.length - 10), 50), c.boundary, limits)).toMatchObject({
      reason: 'malformed',
    });
    expect(await readMultipart(chunked(Buffer.from('no boundary here at all'), 5), c.boundary, limits)).toMatchObject({
      reason: 'malformed',
    });
  });

  it('finds the boundary of a Content-Type, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc123')).toBe('abc123');
    expect(boundaryOf('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });
});
