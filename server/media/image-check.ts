import sharp from 'sharp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * A JPEG or PNG by its content (decisions §4), whatever its name or declared type says: the magic bytes first
 * (cheap), then a full decode, so a truncated or forged file is refused before it reaches the image store.
 */
export async function isJpegOrPng(bytes: Buffer): Promise<boolean> {
  const format = bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)
    ? 'png'
    : bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)
      ? 'jpeg'
      : null;
  if (!format) return false;
  try {
    const image = sharp(bytes, { failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== format) return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}
