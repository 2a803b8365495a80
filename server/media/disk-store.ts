import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, isMediaKey, type MediaStore } from './media-store';

export const mediaDirOf = (dataDir: string) => join(dataDir, 'media');

/** `/media/meals/3f9a.webp` → `${DATA_DIR}/media/meals/3f9a.webp`. */
export const diskFileOf = (dataDir: string, key: string) => join(mediaDirOf(dataDir), ...key.split('/').slice(2));

/** The embedded default: files in `${DATA_DIR}/media`, one machine's disk (one instance, or a shared folder). */
export function diskStore(dataDir: string): MediaStore {
  return {
    async put(key, bytes) {
      const file = diskFileOf(dataDir, checkedKey(key));
      await mkdir(dirname(file), { recursive: true });
      // Whole or not at all: a reader never sees half a file.
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      try {
        return await readFile(diskFileOf(dataDir, key));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async delete(key) {
      if (isMediaKey(key)) await rm(diskFileOf(dataDir, key), { force: true });
    },
  };
}
