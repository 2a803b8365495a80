import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailError } from '../../contract/common';
import { variantPath } from '../../contract/media';
import { createDatabase } from '../../server/db/database';
import { JSON_TOO_LARGE, MAX_JSON_BYTES } from '../../server/http/errors';
import { contentSecurityPolicy, securityHeadersFor } from '../../server/http/security-headers';
import { mediaDirOf, saveImage } from '../../server/media/image-store';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let t: TestDatabase;
let distDir: string;
let imagePath: string;
let built: ReturnType<typeof makeTestApp>;
let unbuilt: ReturnType<typeof makeTestApp>;

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `dish ${i}`))};\n`;

beforeAll(async () => {
  t = await openTestDatabase();
  distDir = await mkdtemp(join(tmpdir(), 'restaurant-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'assets', 'index-a1b2c3.js'), SCRIPT);
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(distDir, 'robots.txt'), 'User-agent: *\n');
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#e67e22' } })
    .png()
    .toBuffer();
  imagePath = await saveImage(t.dataDir, 'meals', png);
  await writeFile(join(mediaDirOf(t.dataDir), 'meals', 'notes.txt'), 'not an image');
  built = makeTestApp(t.db, t.env, { distDir });
  unbuilt = makeTestApp(t.db, t.env, { distDir: join(distDir, 'missing') });
});
afterAll(async () => {
  await t.destroy();
  await rm(distDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => built.app.request(path, { headers });

/** A database that was open once and is closed now: every query fails. */
async function closedDatabase() {
  const db = createDatabase(t.env);
  await sql`select 1`.execute(db);
  await db.destroy();
  return db;
}

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(securityHeadersFor(t.env))) expect(response.headers.get(name), name).toBe(value);
}

describe('security headers', () => {
  it('are on API answers, errors, images and the app alike', async () => {
    const responses = [
      await get('/api/health'),
      await get('/api/meal/meals/999'),
      await get('/api/no-such-thing'),
      await get(`/api${imagePath}`),
      await get('/'),
      await get('/menu'),
      await get('/assets/index-a1b2c3.js'),
      await get('/assets/gone.js'),
      await unbuilt.app.request('/'),
    ];
    expect(responses.map((response) => response.status)).toEqual([200, 404, 404, 200, 200, 200, 200, 404, 503]);
    responses.forEach(expectSecurityHeaders);
  });

  it('allow no inline script and no framing', () => {
    const csp = contentSecurityPolicy({ esewaMode: 'sandbox' });
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("let forms go to the app itself, and to eSewa's payment form when the real eSewa is used", async () => {
    const formAction = (csp: string | null) => csp?.split('; ').find((directive) => directive.startsWith('form-action'));
    expect(formAction(contentSecurityPolicy({ esewaMode: 'sandbox' }))).toBe("form-action 'self'");
    expect(formAction(contentSecurityPolicy({ esewaMode: 'test' }))).toBe("form-action 'self' https://rc-epay.esewa.com.np");
    expect(formAction(contentSecurityPolicy({ esewaMode: 'production' }))).toBe(
      "form-action 'self' https://epay.esewa.com.np",
    );
    const v1 = { esewaApi: 'v1' } as const;
    expect(formAction(contentSecurityPolicy({ esewaMode: 'test', ...v1 }))).toBe("form-action 'self' https://uat.esewa.com.np");
    expect(formAction(contentSecurityPolicy({ esewaMode: 'production', ...v1 }))).toBe(
      "form-action 'self' https://esewa.com.np",
    );
    const { app } = makeTestApp(t.db, { ...t.env, esewaMode: 'production', esewaMerchantCode: 'HIMALAYAN_01' }, { distDir });
    const response = await app.request('/');
    expect(formAction(response.headers.get('Content-Security-Policy'))).toBe("form-action 'self' https://esewa.com.np");
  });
});

describe('API errors', () => {
  it.each(['/api/no-such-thing', '/api', '/api/meal/meals', '/api/meal/categories'])(
    'answer 404 JSON for %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(detailError.parse(await response.json())).toEqual({ detail: 'Not found.' });
    },
  );

  // The menu's and the spec's account path (otp_validation): each route meets the one check before its own.
  it.each([
    ['/api/meal/meals/', '{"name": "Momo",'],
    ['/api/account/otp_validation/', '{"account_type": "admin",'],
  ])('answer 400 JSON for malformed JSON (POST %s)', async (path, body) => {
    const headers = { 'Content-Type': 'application/json' };
    const response = await built.app.request(path, { method: 'POST', headers, body });
    expect(response.status).toBe(400);
    expect(detailError.parse(await response.json()).detail).toMatch(/JSON/);
  });

  it('refuse a JSON body over 1 MB with 413 while reading it, with or without a Content-Length', async () => {
    const huge = JSON.stringify({ phone_number: '9'.repeat(MAX_JSON_BYTES) });
    const declared = await built.app.request('/api/account/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(huge.length) },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect(detailError.parse(await declared.json()).detail).toBe(JSON_TOO_LARGE);

    let sent = 0;
    const chunk = new TextEncoder().encode('9'.repeat(64 * 1024));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const streamed = await built.app.request('/api/account/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    // It stopped reading soon after the cap instead of waiting for an end that never comes.
    expect(sent).toBeLessThan(MAX_JSON_BYTES * 2);
  });

  it('still hand a JSON body under the cap to the route whole', async () => {
    const response = await built.app.request('/api/account/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: '98', password: 'x'.repeat(200_000) }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys(await response.json())).toContain('phone_number');
  });

  it('answer 500 with no details when something breaks, and log it', async () => {
    const { app, logLines } = makeTestApp(await closedDatabase(), t.env);
    const response = await app.request('/api/meal/categories/');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Internal server error' });
    expect(text).not.toMatch(/ at |destroyed|driver/i);
    expectSecurityHeaders(response);
    expect(logLines.some((line) => line.msg === 'unhandled error' && line.err)).toBe(true);
  });

  it('report an unreachable database on /api/health as 503', async () => {
    const response = await makeTestApp(await closedDatabase(), t.env).app.request('/api/health');
    expect(response.status).toBe(503);
    expect(detailError.parse(await response.json())).toEqual({ detail: 'Database unavailable' });
  });
});

describe('images', () => {
  it('are served as WebP, cached for good', async () => {
    for (const path of [imagePath, variantPath(imagePath, 'thumb'), variantPath(imagePath, 'card')]) {
      const response = await get(`/api${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('webp');
    }
  });

  it.each([
    '/api/media/meals/nope.webp',
    '/api/media/meals',
    '/api/media/meals/notes.txt',
    '/api/media/..%2fjwt-secret',
    '/api/media/%2e%2e/jwt-secret',
    '/api/media/meals/..%2f..%2fjwt-secret',
    '/api/media/meals/..%5c..%5cjwt-secret',
    '/api/media/%2e%2e%2frestaurant.sqlite',
  ])('answer 404 JSON for %s', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('the app', () => {
  it.each(['/', '/menu', '/meal/3', '/route/admin/meal-list', '/no/such/page'])(
    'answers index.html for %s',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // Home, menu and meal pages also name what they load first (page-hints.test.ts): the page is index.html still.
      expect((await response.text()).replace(/<link [^>]*>/g, '')).toBe(INDEX_HTML);
    },
  );

  it('serves its files with their types', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    // The built file's rules, and the sitemap that only the server can name with an absolute URL (link-previews.test.ts).
    expect(await robots.text()).toMatch(/^User-agent: \*\n\nSitemap: http:\/\/localhost:\d+\/sitemap\.xml\n$/);
  });

  it('caches hashed assets for a year and never answers index.html for a missing one', async () => {
    const script = await get('/assets/index-a1b2c3.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(SCRIPT);
    expect((await get('/assets/index-old999.js')).status).toBe(404);
  });

  it('answers 304 when index.html has not changed', async () => {
    const etag = (await get('/cart')).headers.get('etag') as string;
    expect(etag).toBeTruthy();
    expect((await get('/about', { 'If-None-Match': etag })).status).toBe(304);
  });

  it('compresses text when the browser accepts gzip', async () => {
    const script = await get('/assets/index-a1b2c3.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await script.arrayBuffer())).toString()).toBe(SCRIPT);

    const api = await get('/api/meal/categories/', { 'Accept-Encoding': 'gzip' });
    expect(api.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await api.arrayBuffer())).toString())).toEqual([]);

    expect((await get('/assets/index-a1b2c3.js')).headers.get('content-encoding')).toBeNull();
  });

  it('leaves the small answers of other methods alone: compressing them costs more than it saves', async () => {
    const response = await built.app.request('/api/account/login/', {
      method: 'POST',
      headers: { 'Accept-Encoding': 'gzip', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-encoding')).toBeNull();
  });

  it('says how to build it when it has not been built', async () => {
    for (const path of ['/', '/menu']) {
      const response = await unbuilt.app.request(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toMatch(/npm run build/);
    }
  });
});

describe('request logs', () => {
  it('have one line per request with method, path, status and time, and nothing private', async () => {
    const { app, logLines } = makeTestApp(t.db, t.env, { distDir });
    await app.request('/api/meal/meals/?page=1&page_size=secret-query', {
      headers: { Authorization: 'Bearer secret-token', Cookie: 'access=secret-cookie' },
    });
    await app.request('/api/meal/meals/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer secret-token' },
      body: JSON.stringify({ password: 'secret-password' }),
    });
    const requests = logLines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/meal/meals/', status: 400, ms: expect.any(Number) }),
      expect.objectContaining({ method: 'POST', path: '/api/meal/meals/', status: 401, ms: expect.any(Number) }),
    ]);
    expect(JSON.stringify(logLines)).not.toMatch(/secret/);
  });
});
