import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
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

export interface BrotliPages {
  /** A drawn page in brotli: at the best quality once it has been made for that page, at a quick one until then. */
  get(html: string): Promise<Uint8Array<ArrayBuffer>>;
}

/** Drawn pages kept at the best quality: a few languages of a few public pages between two changes of the menu. */
const PAGES_KEPT = 64;

/**
 * A drawn page is 90–100 kB of HTML. Brotli at a middling quality takes 1–2 ms and gives 14.5 kB for `/`; at its best
 * 13.4 kB, under the 14.6 kB (ten packets) a new connection's first round trip carries, so a phone has the whole page
 * one round trip sooner — but it takes 65–100 ms. Anonymous visitors are sent the same page until the menu changes, so
 * the first of them gets the quick bytes while the best are made off the main thread, and later ones get those.
 */
export function brotliPages(kept = PAGES_KEPT): BrotliPages {
  const best = new Map<string, Uint8Array<ArrayBuffer>>();
  const pending = new Set<string>();
  const at = (html: string, quality: number) =>
    compress(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  return {
    async get(html) {
      const key = createHash('sha256').update(html).digest('base64url');
      const known = best.get(key);
      if (known) {
        // The most recently sent stay; the first in the map is the one left longest unsent.
        best.delete(key);
        best.set(key, known);
        return known;
      }
      if (!pending.has(key)) {
        pending.add(key);
        void at(html, 11)
          .then((bytes) => {
            best.set(key, new Uint8Array(bytes));
            if (best.size > kept) best.delete(best.keys().next().value!);
          })
          // Not kept: the next request makes it again.
          .catch(() => {})
          .finally(() => pending.delete(key));
      }
      return new Uint8Array(await at(html, 5));
    },
  };
}
