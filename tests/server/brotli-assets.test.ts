import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { acceptsBrotli, brotliPages } from '../../server/http/brotli-assets';
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

describe('drawn pages in brotli', () => {
  // A page's worth of markup: repeated classes around text that varies, as the drawn pages are.
  const WORDS = ['momo', 'achar', 'steamed', 'jhol', 'thali', 'dal', 'bhat', 'sesame', 'timur', 'buff', 'veg', 'spicy'];
  const page = (seed: number) => {
    let n = seed;
    const word = () => WORDS[(n = (n * 1103515245 + 12345) % 2147483648) % WORDS.length];
    const card = (i: number) =>
      `<article class="card p_4" data-id="${n % 100000}"><h3>${word()} ${word()}</h3><p>${Array.from({ length: 12 }, word).join(' ')}</p><p>Rs. ${i * 10}</p></article>`;
    return `<!doctype html><main>${Array.from({ length: 150 }, (_, i) => card(i)).join('')}</main>`;
  };
  const at = (html: string, quality: number) =>
    brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }).length;

  it('the first request gets the quick bytes; once the best are made, the same page gets those', async () => {
    const pages = brotliPages();
    const html = page(1);
    expect(at(html, 11)).toBeLessThan(at(html, 5));
    const first = await pages.get(html);
    expect(first.length).toBe(at(html, 5));
    expect(brotliDecompressSync(first).toString('utf8')).toBe(html);
    await vi.waitFor(async () => expect((await pages.get(html)).length).toBe(at(html, 11)));
    expect(brotliDecompressSync(await pages.get(html)).toString('utf8')).toBe(html);
  });

  it('keeps the best bytes of the pages sent most recently, and only as many as asked', async () => {
    const pages = brotliPages(2);
    const [a, b, c] = [page(1), page(2), page(3)];
    for (const html of [a, b]) {
      await pages.get(html);
      await vi.waitFor(async () => expect((await pages.get(html)).length).toBe(at(html, 11)));
    }
    await pages.get(a);
    await pages.get(c);
    await vi.waitFor(async () => expect((await pages.get(c)).length).toBe(at(c, 11)));
    // b was sent least recently: made again, quick bytes first.
    expect((await pages.get(a)).length).toBe(at(a, 11));
    expect((await pages.get(b)).length).toBe(at(b, 5));
  });
});
