import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, variantPath } from '../../contract/media';
import { mediaDirOf, saveImage } from '../../server/media/image-store';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];

const fileOf = (path: string) => join(mediaDirOf(t.dataDir), ...path.split('/').slice(2));

/** A stored photo as an older build left it: every width but `large`, which came later. */
async function olderPhoto() {
  const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#d35400' } }).png().toBuffer();
  const path = await saveImage(t.dataDir, 'meals', png);
  await rm(fileOf(variantPath(path, 'large')));
  return path;
}

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env));
});
afterAll(async () => {
  await t.destroy();
});

describe('a width added after a photo was stored', () => {
  it('new photos are stored at every width, large included', async () => {
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#16a085' } }).png().toBuffer();
    const path = await saveImage(t.dataDir, 'meals', png);
    expect(IMAGE_WIDTHS.large).toBe(800);
    expect(await sharp(fileOf(variantPath(path, 'large'))).metadata()).toMatchObject({ format: 'webp', width: 800 });
  });

  it('is made from the stored photo on its first request, then kept; ten at once all get it', async () => {
    const path = await olderPhoto();
    const url = `/api${variantPath(path, 'large')}`;
    expect(existsSync(fileOf(variantPath(path, 'large')))).toBe(false);
    const answers = await Promise.all(Array.from({ length: 10 }, () => app.request(url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(answers[0]?.headers.get('content-type')).toBe('image/webp');
    expect(answers[0]?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect(existsSync(fileOf(variantPath(path, 'large')))).toBe(true);
    const leftovers = (await readdir(join(mediaDirOf(t.dataDir), 'meals'))).filter((name) => name.endsWith('.partial'));
    expect(leftovers).toEqual([]);
  });

  it.each([
    ['a width the app does not use', (path: string) => path.replace(/\.webp$/, '.w999.webp')],
    ['a photo that was never stored', () => '/media/meals/0123456789abcdef01234567.w800.webp'],
    ['another folder', (path: string) => variantPath(path, 'large').replace('/meals/', '/profiles/')],
  ])('is never made for %s: 404', async (_name, pathOf) => {
    const path = await olderPhoto();
    const response = await app.request(`/api${pathOf(path)}`);
    expect(response.status).toBe(404);
    expect(existsSync(fileOf(pathOf(path)))).toBe(false);
  });
});
