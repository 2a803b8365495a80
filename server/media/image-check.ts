import sharp from 'sharp';
import { decodeSlot } from './decode-slots';
import { chargeUploader, PixelBudgetSpent } from './upload-budget';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * 50 megapixels: more than any phone photo needs, and the decoded pixels (150 MB at most) stay within what the
 * server can hold. A "pixel bomb" (a small file declaring 100000x100000) is refused from its header, before decoding.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageCheck = 'jpeg' | 'png' | 'not-an-image' | 'too-many-pixels';

/** Markup a browser or an interpreter would act on if the file were ever served as something else. */
const MARKUP = /<(?:\?php|!doctype|html|head|body|script|svg|iframe|object|embed|xml-stylesheet)\b/i;

/**
 * A JPEG or PNG by its content (docs/rules/menu.md#images), whatever its name or declared type says: the magic bytes
 * first (cheap), then the structure (no markup hidden around the pixels: a polyglot that is both an image and an HTML
 * page is refused), then a full decode, so a truncated or forged file is refused before it reaches the image store.
 */
export async function checkImage(bytes: Buffer): Promise<ImageCheck> {
  const format = bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
    ? 'png'
    : bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)
      ? 'jpeg'
      : null;
  if (!format) return 'not-an-image';
  if (hidesMarkup(bytes, format)) return 'not-an-image';
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: false });
    const metadata = await image.metadata();
    if (metadata.format !== format) return 'not-an-image';
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels > MAX_INPUT_PIXELS) return 'too-many-pixels';
    chargeUploader(pixels);
    await decodeSlot(() => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer());
    return format;
  } catch (error) {
    if (error instanceof PixelBudgetSpent) throw error;
    return 'not-an-image';
  }
}

export async function isJpegOrPng(bytes: Buffer): Promise<boolean> {
  const result = await checkImage(bytes);
  return result === 'jpeg' || result === 'png';
}

/**
 * The parts of the file that are not compressed pixels (PNG: every chunk but IDAT, and anything after IEND;
 * JPEG: the segments before the scan, and anything after the last end-of-image marker) scanned for markup. The
 * pixels themselves are left alone: compressed data is random and would match by chance.
 */
function hidesMarkup(bytes: Buffer, format: 'png' | 'jpeg'): boolean {
  const regions = format === 'png' ? pngTextRegions(bytes) : jpegTextRegions(bytes);
  return regions === null || regions.some((region) => MARKUP.test(region.toString('latin1')));
}

/** null when the chunk structure is broken or bytes follow IEND. */
function pngTextRegions(bytes: Buffer): Buffer[] | null {
  const regions: Buffer[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (type !== 'IDAT') regions.push(bytes.subarray(offset + 8, offset + 8 + length));
    offset = end;
    if (type === 'IEND') return offset === bytes.length ? regions : null;
  }
  return null;
}

function jpegTextRegions(bytes: Buffer): Buffer[] {
  const regions: Buffer[] = [];
  let offset = 2;
  // Marker segments up to the start of scan: APPn (EXIF, XMP), COM and the tables.
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] as number;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    regions.push(bytes.subarray(offset + 4, Math.min(bytes.length, offset + 2 + length)));
    offset += 2 + length;
    if (marker === 0xda) break;
  }
  const endOfImage = bytes.lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (endOfImage >= 0) regions.push(bytes.subarray(endOfImage + 2));
  return regions;
}
