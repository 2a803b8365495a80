import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, variantPath } from '../../contract/media';

const FOLDER = /^[a-z0-9-]+$/;
/** Photos of food stay good-looking at this quality and a 480-wide card stays far below 40 KB. */
const WEBP_QUALITY = 72;

export const mediaDirOf = (dataDir: string) => join(dataDir, 'media');

/**
 * Stores an image (PNG, JPEG, or SVG for the demo artwork) as WebP at each width of contract/media.ts and returns
 * the path the wire carries, `/media/<folder>/<random>.webp` (the 1200-wide image; its `.w160/.w480/.w1200`
 * siblings sit beside it). Oriented by its EXIF data, which is then dropped with all other metadata (sharp keeps
 * none unless asked), so no GPS position of a phone photo is published. Never enlarged.
 */
export async function saveImage(dataDir: string, folder: string, input: Buffer): Promise<string> {
  if (!FOLDER.test(folder)) throw new Error(`Bad media folder name: ${folder}`);
  const directory = join(mediaDirOf(dataDir), folder);
  await mkdir(directory, { recursive: true });

  // Decode (and rasterise an SVG) once; every width is resized from these pixels.
  const { data, info } = await sharp(input)
    .rotate()
    .resize({ width: IMAGE_WIDTHS.detail, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  const base = `/media/${folder}/${randomBytes(12).toString('hex')}.webp`;
  const fileOf = (path: string) => join(mediaDirOf(dataDir), ...path.split('/').slice(2));
  const outputs = await Promise.all(
    (Object.keys(IMAGE_WIDTHS) as Array<keyof typeof IMAGE_WIDTHS>).map(async (size) => ({
      size,
      bytes: await pixels()
        .resize({ width: IMAGE_WIDTHS[size], withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer(),
    })),
  );
  for (const { size, bytes } of outputs) {
    await writeFile(fileOf(variantPath(base, size)), bytes);
    if (size === 'detail') await writeFile(fileOf(base), bytes);
  }
  return base;
}
