import type { Db } from '../db/database';

/**
 * Where stored photos live (docs/architecture.md#photos). A key is the path the wire carries, `/media/<folder>/<name>`
 * (contract/media.ts): the 1200-wide `<hex>.webp`, its `.w160/.w480/.w800/.w1200` siblings and the link previews'
 * `.preview.jpg`. Names are random and never reused, so what a key holds never changes once written.
 */
export interface MediaStore {
  /** Writes the whole object or nothing: a reader never sees half of one. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** null when there is no such object (or the key is not one of the store's). */
  get(key: string): Promise<Uint8Array | null>;
  /** Nothing happens for a key that is not there or not one of the store's. */
  delete(key: string): Promise<void>;
  /** The database store only: the same store writing through `trx`, so the seed's photos are part of its transaction. */
  within?(trx: Db): MediaStore;
}

/** A folder of lower-case letters, digits and dashes, then a file name that does not start with a dot. */
const KEY = /^\/media\/[a-z0-9-]+\/[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.(?:webp|png|jpe?g)$/;

export const isMediaKey = (key: string) => KEY.test(key);

/** The answer's Content-Type, by the key's extension. */
export function mediaTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return extension === 'webp' ? 'image/webp' : extension === 'png' ? 'image/png' : 'image/jpeg';
}

export function checkedKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}
