import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli } from '../../server/http/brotli-assets';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let t: TestDatabase;
let distDir: string;
let app: ReturnType<typeof makeTestApp>['app'];

const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ dish: `dish ${i}`, price: i * 10 })))};\n`;
const TINY = 'export const x = 1;\n';
const CHROME = 'gzip, deflate, br, zstd';

beforeAll(async () => {
  t = await openTestDatabase();
  distDir = await mkdtemp(join(tmpdir(), 'restaurant-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await writeFile(join(distDir, 'assets', 'index-a1.js'), SCRIPT);
  await writeFile(join(distDir, 'assets', 'tiny-b2.js'), TINY);
  ({ app } = makeTestApp(t.db, t.env, { distDir }));
});
afterAll(async () => {
  await t.destroy();
  await rm(distDir, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

/** The file once its brotli copy is ready (made in the background after the first request). */
async function brotliAnswer(path: string) {
  for (let i = 0; i < 100; i++) {
    const response = await get(path, CHROME);
    if (response.headers.get('content-encoding') === 'br') return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was never answered in brotli`);
}

describe('hashed assets in brotli', () => {
  it('the first request gets gzip at once; later ones brotli, the same bytes, smaller, cached for a year', async () => {
    const first = await get('/assets/index-a1.js', CHROME);
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const gzipBytes = Buffer.from(await first.arrayBuffer());
    expect(gunzipSync(gzipBytes).toString()).toBe(SCRIPT);

    const later = await brotliAnswer('/assets/index-a1.js');
    expect(later.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(later.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(later.headers.get('vary')).toBe('Accept-Encoding');
    const brotliBytes = Buffer.from(await later.arrayBuffer());
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(SCRIPT);
    expect(brotliBytes.length).toBeLessThan(gzipBytes.length);
  });

  it('its ETag differs from the plain file and revalidates to 304', async () => {
    const br = await brotliAnswer('/assets/index-a1.js');
    const etag = br.headers.get('etag') as string;
    const plain = await get('/assets/index-a1.js');
    expect(plain.headers.get('etag')).not.toBe(etag);
    const again = await app.request('/assets/index-a1.js', { headers: { 'Accept-Encoding': CHROME, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['no Accept-Encoding', undefined, null],
    ['gzip only', 'gzip, deflate', 'gzip'],
    ['br refused with q=0', 'gzip, br;q=0', 'gzip'],
  ])('never to a browser that does not take it: %s', async (_name, acceptEncoding, expected) => {
    await brotliAnswer('/assets/index-a1.js');
    const response = await get('/assets/index-a1.js', acceptEncoding);
    expect(response.headers.get('content-encoding')).toBe(expected);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect((expected === 'gzip' ? gunzipSync(bytes) : bytes).toString()).toBe(SCRIPT);
  });

  it('leaves tiny files and index.html to the gzip middleware', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await get('/assets/tiny-b2.js', CHROME)).headers.get('content-encoding')).not.toBe('br');
      expect((await get('/', CHROME)).headers.get('content-encoding')).not.toBe('br');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('BR;q=0.5')).toBe(true);
    expect(acceptsBrotli('br;q=0')).toBe(false);
    expect(acceptsBrotli('br;q=0.0, gzip')).toBe(false);
    expect(acceptsBrotli('gzip, brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });
});
