import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type ImageSize, previewImagePath, variantPath } from '../../contract/media';
import { getRestaurantInfo } from '../../server/db/repositories/restaurant-info';
import { seedDatabase } from '../../server/demo/seed';
import { databaseStore } from '../../server/media/database-store';
import { diskStore, mediaDirOf } from '../../server/media/disk-store';
import { deleteImage, saveImage } from '../../server/media/image-store';
import type { MediaStore } from '../../server/media/media-store';
import { s3Store } from '../../server/media/s3-store';
import { startS3Server } from './support/s3-server';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/**
 * One contract for every MEDIA_STORE (docs/architecture.md#photos): the data folder's disk, the database (SQLite here,
 * PostgreSQL under `npm run test:postgres`) and an S3-compatible bucket (s3rver, on a free 127.0.0.1 port). Each
 * keeps what it is given under the wire's path, and the app serves it from there with immutable caching and ETags.
 */

let t: TestDatabase;
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  [t, s3] = await Promise.all([openTestDatabase(), startS3Server()]);
});
afterAll(async () => {
  await Promise.all([t?.destroy(), s3?.close()]);
});

const kinds: Record<string, () => MediaStore> = {
  disk: () => diskStore(t.dataDir),
  database: () => databaseStore(t.db),
  s3: () => s3Store(s3.settings),
};
const SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c0392b' } }).png().toBuffer();

describe.each(Object.keys(kinds))('the %s store', (kind) => {
  let store: MediaStore;
  beforeAll(() => {
    store = kinds[kind]?.() as MediaStore;
  });

  it('gives back what was put under a key, null for a key never put, and the newest bytes of a key put twice', async () => {
    const key = `/media/meals/${kind}0a1b2c.webp`.replace(/[^/a-z0-9.]/g, '');
    expect(await store.get('/media/meals/0123456789abcdef.webp')).toBeNull();
    await store.put(key, new Uint8Array([1, 2, 3]));
    expect(Buffer.from((await store.get(key)) ?? [])).toEqual(Buffer.from([1, 2, 3]));
    await store.put(key, new Uint8Array([4, 5]));
    expect(Buffer.from((await store.get(key)) ?? [])).toEqual(Buffer.from([4, 5]));
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('refuses to write what is not a photo path, and finds nothing there', async () => {
    for (const key of ['/media/../jwt-secret', '/media/meals/.hidden.webp', 'media/meals/a.webp', '/media/meals/a.txt', '/media/a/b/c.webp']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/Not a media key/);
      expect(await store.get(key)).toBeNull();
      await expect(store.delete(key)).resolves.toBeUndefined();
    }
  });

  it('holds a saved photo at every width; deleting it removes every width and the link preview', async () => {
    const path = await saveImage(store, 'meals', await photo());
    expect(path).toMatch(/^\/media\/meals\/[0-9a-f]{24}\.webp$/);
    for (const size of SIZES) {
      const bytes = await store.get(variantPath(path, size));
      expect(await sharp(bytes ?? Buffer.alloc(0)).metadata(), size).toMatchObject({ format: 'webp', width: IMAGE_WIDTHS[size] });
    }
    expect(await store.get(path)).not.toBeNull();
    const { app } = makeTestApp(t.db, t.env, { media: store });
    expect((await app.request(`/api${previewImagePath(path)}`)).status).toBe(200);
    expect(await store.get(previewImagePath(path))).not.toBeNull();

    await deleteImage(store, path);
    const left = await Promise.all([path, previewImagePath(path), ...SIZES.map((size) => variantPath(path, size))].map((key) => store.get(key)));
    expect(left.filter((bytes) => bytes !== null)).toEqual([]);
  });

  it('is served with immutable caching and an ETag; the ETag sent back gets a 304 without the bytes', async () => {
    const path = await saveImage(store, 'meals', await photo());
    const { app } = makeTestApp(t.db, t.env, { media: store });
    const url = `/api${variantPath(path, 'card')}`;
    const first = await app.request(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from((await store.get(variantPath(path, 'card'))) ?? []));

    for (const sent of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await app.request(url, { headers: { 'If-None-Match': sent } });
      expect(again.status, sent).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    const other = await app.request(url, { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
    // Another width is another answer, with its own tag.
    expect((await app.request(`/api${variantPath(path, 'thumb')}`)).headers.get('etag')).not.toBe(etag);
    expect((await app.request('/api/media/meals/0123456789abcdef01234567.webp')).status).toBe(404);
  });

  it('makes a width missing from an older photo from its 1200-wide image on the first request, and keeps it', async () => {
    const path = await saveImage(store, 'meals', await photo());
    await store.delete(variantPath(path, 'large'));
    const { app } = makeTestApp(t.db, t.env, { media: store });
    const answers = await Promise.all([1, 2, 3].map(() => app.request(`/api${variantPath(path, 'large')}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await sharp(Buffer.from(await (answers[0] as Response).arrayBuffer())).metadata()).toMatchObject({ width: 800 });
    expect(await store.get(variantPath(path, 'large'))).not.toBeNull();
  });
});

describe('the demo seed with MEDIA_STORE=database', () => {
  it('puts its photos in the media table, in the seed transaction, and none on disk', async () => {
    const fresh = await openTestDatabase({ DEMO_DATA: '1' });
    try {
      const media = databaseStore(fresh.db);
      const seeded = await seedDatabase(fresh.db, fresh.env, { dialect: fresh.dialect, catalog: loadTinyCatalog, media });
      expect(seeded.demoLoaded).toBe(true);
      const info = await getRestaurantInfo(fresh.db);
      expect(await media.get(info?.image ?? '')).not.toBeNull();
      const rows = await fresh.db.selectFrom('media').select('key').execute();
      // 1 restaurant picture + 6 meal pictures, each as its base and one object per width.
      expect(rows).toHaveLength(7 * (1 + SIZES.length));
      expect(await readdir(mediaDirOf(fresh.dataDir)).catch(() => [])).toEqual([]);
    } finally {
      await fresh.destroy();
    }
  });
});
