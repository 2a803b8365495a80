import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_WIDTHS, type ImageSize, previewImagePath, variantPath } from '../../contract/media';
import { decodeSlot } from './decode-slots';
import { diskStore } from './disk-store';
import { MAX_INPUT_PIXELS } from './image-check';
import type { MediaStore } from './media-store';

export { mediaDirOf } from './disk-store';

const FOLDER = /^[a-z0-9-]+$/;
/** Photos of food stay good-looking at this quality and a 480-wide card stays below 40 KB (bench/card-image.mjs). */
const WEBP_QUALITY = 72;
/**
 * The encoder's slowest, best effort for the small widths a phone loads on every menu page (about 5% fewer bytes,
 * a few milliseconds at these sizes); the default for the 1200-wide detail image, where it would cost much more.
 */
const WEBP_EFFORT = { thumb: 6, card: 6, large: 4, detail: 4 } as const;

const STORED_PATH = /^\/media\/[a-z0-9-]+\/[0-9a-f]+\.webp$/;
/** A store, or a data folder for its disk store (the embedded default). */
type Target = MediaStore | string;
const storeOf = (target: Target) => (typeof target === 'string' ? diskStore(target) : target);

/**
 * Stores an image (PNG, JPEG, or SVG for the demo artwork) as WebP at each width of contract/media.ts and returns
 * the path the wire carries, `/media/<folder>/<random>.webp` (the 1200-wide image; its `.w160/.w480/.w800/.w1200`
 * siblings sit beside it) in the store (`target`; a data folder: its disk). Oriented by its EXIF data, which is then dropped with all other metadata (sharp keeps
 * none unless asked), so no GPS position of a phone photo is published. Never enlarged.
 */
export async function saveImage(target: Target, folder: string, input: Buffer): Promise<string> {
  if (!FOLDER.test(folder)) throw new Error(`Bad media folder name: ${folder}`);
  const store = storeOf(target);

  // Decode (and rasterise an SVG) once; every width is resized from these pixels. One slot for the whole job: the
  // decoded pixels are held until the last width is encoded.
  const { base, outputs } = await decodeSlot(async () => {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: IMAGE_WIDTHS.detail, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    return {
      base: `/media/${folder}/${randomBytes(12).toString('hex')}.webp`,
      outputs: await Promise.all(
        (Object.keys(IMAGE_WIDTHS) as Array<keyof typeof IMAGE_WIDTHS>).map(async (size) => ({
          size,
          bytes: await pixels()
            .resize({ width: IMAGE_WIDTHS[size], withoutEnlargement: true })
            .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT[size] })
            .toBuffer(),
        })),
      ),
    };
  });
  // The base last: a photo whose base is there has all its widths.
  for (const { size, bytes } of outputs) await store.put(variantPath(base, size), bytes);
  const detail = outputs.find((output) => output.size === 'detail');
  if (detail) await store.put(base, detail.bytes);
  return base;
}

/**
 * Removes an image saveImage stored, with all its widths. Paths it did not make are left alone, so a bad value in
 * the database can never point this at another file.
 */
export async function deleteImage(target: Target, path: string | null): Promise<void> {
  if (path === null || !STORED_PATH.test(path)) return;
  const store = storeOf(target);
  const sizes = Object.keys(IMAGE_WIDTHS) as Array<keyof typeof IMAGE_WIDTHS>;
  const keys = [path, previewImagePath(path), ...sizes.map((size) => variantPath(path, size))];
  await Promise.all(keys.map((key) => store.delete(key)));
}

const VARIANT_NAME = /^([0-9a-f]+)\.w(\d+)\.webp$/;
const PREVIEW_NAME = /^([0-9a-f]+)\.preview\.jpg$/;
/** Small enough for WhatsApp's preview (it skips pictures over about 300 KB), sharp enough for a 1200-wide card. */
const PREVIEW_JPEG = { quality: 74, mozjpeg: true } as const;
const making = new Map<string, Promise<Uint8Array | null>>();

/**
 * A width added to contract/media.ts after an image was stored (`large` came later than the others), and the JPEG
 * that link previews name, are made from the stored 1200-wide image the first time they are asked for, then stored
 * and served like the others. `key` is the missing variant's path (`/media/meals/3f9a.w800.webp`); null when it is
 * not a variant of a stored image. Requests for the same key at once share one encoding.
 */
export function makeMissingVariant(store: MediaStore, key: string): Promise<Uint8Array | null> {
  const directory = key.slice(0, key.lastIndexOf('/') + 1);
  const name = key.slice(directory.length);
  const match = VARIANT_NAME.exec(name);
  const size = match && (Object.keys(IMAGE_WIDTHS) as ImageSize[]).find((k) => String(IMAGE_WIDTHS[k]) === match[2]);
  const preview = PREVIEW_NAME.exec(name);
  const stem = size ? match?.[1] : preview?.[1];
  if (!stem || !STORED_PATH.test(`${directory}${stem}.webp`)) return Promise.resolve(null);
  const encode = (image: Sharp) =>
    size
      ? image.resize({ width: IMAGE_WIDTHS[size], withoutEnlargement: true }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT[size] })
      : image.flatten({ background: '#ffffff' }).jpeg(PREVIEW_JPEG);
  const pending = making.get(key);
  if (pending) return pending;
  const made = (async () => {
    const base = await store.get(`${directory}${stem}.webp`);
    if (!base) return null;
    const bytes = await decodeSlot(() => encode(sharp(base, { limitInputPixels: MAX_INPUT_PIXELS })).toBuffer());
    await store.put(key, bytes);
    return bytes;
  })()
    .catch(() => null)
    .finally(() => making.delete(key));
  making.set(key, made);
  return made;
}
