import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** Scripts, styles and SVG: the hashed files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json)$/;
/** Under this size the saving is less than a packet. */
const MIN_BYTES = 1024;

/** Whether the request's Accept-Encoding takes brotli (`br`, not refused with q=0). */
export function acceptsBrotli(header: string | undefined) {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (name?.toLowerCase() !== 'br') return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

export interface BrotliAssets {
  /** The brotli bytes of a hashed file when they are ready; otherwise starts making them and answers undefined. */
  get(found: { file: string; mtimeMs: number; size: number }): Uint8Array<ArrayBuffer> | undefined;
}

/**
 * Brotli at its best quality is about 12 % smaller than the gzip the compress middleware streams (263 kB against
 * 299 kB for the whole build), but takes ~2 s for the build: far too slow per request. Hashed files never change,
 * so each is compressed once, off the main thread, after its first request (which still gets gzip), and kept in
 * memory (the build is about 1 MB raw, a quarter of that compressed).
 */
export function brotliAssets(): BrotliAssets {
  const ready = new Map<string, Uint8Array<ArrayBuffer> | null>();
  const pending = new Set<string>();
  return {
    get(found) {
      if (!COMPRESSIBLE.test(found.file) || found.size < MIN_BYTES) return undefined;
      const key = `${found.file}:${found.mtimeMs}`;
      const known = ready.get(key);
      if (known !== undefined) return known ?? undefined;
      if (!pending.has(key)) {
        pending.add(key);
        void readFile(found.file)
          .then((bytes) =>
            compress(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }).then((compressed) => ready.set(key, compressed.length < bytes.length ? new Uint8Array(compressed) : null)),
          )
          // A file that cannot be read or compressed is served as before, through the gzip middleware.
          .catch(() => ready.set(key, null))
          .finally(() => pending.delete(key));
      }
      return undefined;
    },
  };
}
