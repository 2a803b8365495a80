import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, variantPath } from '../../contract/media';
import { mediaDirOf, saveImage } from '../../server/media/image-store';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'restaurant-images-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const fileOf = (path: string) => join(mediaDirOf(dataDir), ...path.split('/').slice(2));
const metadataOf = async (path: string) => sharp(await readFile(fileOf(path))).metadata();

/** A 2000x1500 JPEG as a phone stores it: to be shown rotated a quarter turn, with EXIF data attached. */
let photo: Promise<Buffer> | undefined;
const phonePhoto = () =>
  (photo ??= sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#c0392b' } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'GPS 27.7N 85.3E' } } })
    .toBuffer());

describe('saveImage', () => {
  it('stores WebP at every width, the base being the 1200-wide one', async () => {
    const path = await saveImage(dataDir, 'meals', await phonePhoto());
    expect(path).toMatch(/^\/media\/meals\/[0-9a-f]{24}\.webp$/);
    for (const [size, width] of Object.entries(IMAGE_WIDTHS) as Array<[keyof typeof IMAGE_WIDTHS, number]>) {
      const metadata = await metadataOf(variantPath(path, size));
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
    }
    expect(await readFile(fileOf(path))).toEqual(await readFile(fileOf(variantPath(path, 'detail'))));
  });

  it('turns the picture upright and drops its metadata', async () => {
    const path = await saveImage(dataDir, 'meals', await phonePhoto());
    const metadata = await metadataOf(path);
    // Stored 2000x1500 with orientation 6: shown 1500 wide and 2000 high, so 1200x1600 at the detail width.
    expect([metadata.width, metadata.height]).toEqual([1200, 1600]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('never enlarges a small picture', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#d35400' } })
      .png()
      .toBuffer();
    const path = await saveImage(dataDir, 'avatars', small);
    expect((await metadataOf(variantPath(path, 'card'))).width).toBe(300);
    expect((await metadataOf(variantPath(path, 'thumb'))).width).toBe(160);
  });

  it('renders SVG artwork', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="teal"/></svg>',
    );
    const path = await saveImage(dataDir, 'meals', svg);
    expect(await metadataOf(path)).toMatchObject({ width: 1200, height: 900 });
  });

  it('refuses a folder name that could leave the media folder', async () => {
    await expect(saveImage(dataDir, '../outside', Buffer.from(''))).rejects.toThrow(/folder/);
  });
});
