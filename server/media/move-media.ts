import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mediaDirOf } from './disk-store';
import { isMediaKey, type MediaStore } from './media-store';

export interface MoveCounts {
  /** Written to the store. */
  copied: number;
  /** The store held the same bytes already (a second run, or a run cut off half-way). */
  already: number;
  /** Files of the folder that are no photo of the store's (a half-written `.partial`, a note someone left). */
  skipped: number;
}

/**
 * Copies every photo in `${dataDir}/media` into `to` under the same key, so every URL stored in the database keeps
 * working. Idempotent: what the store already holds as it is on disk is not written again. The disk's files stay
 * where they are, as a backup, until the owner deletes them.
 */
export async function moveMedia(dataDir: string, to: MediaStore, onProgress?: (counts: MoveCounts) => void): Promise<MoveCounts> {
  const counts: MoveCounts = { copied: 0, already: 0, skipped: 0 };
  const root = mediaDirOf(dataDir);
  const folders = await readdir(root, { withFileTypes: true }).catch(() => []);
  for (const folder of folders) {
    if (!folder.isDirectory()) {
      counts.skipped++;
      continue;
    }
    for (const file of await readdir(join(root, folder.name), { withFileTypes: true })) {
      const key = `/media/${folder.name}/${file.name}`;
      if (!file.isFile() || !isMediaKey(key)) {
        counts.skipped++;
        continue;
      }
      const bytes = await readFile(join(root, folder.name, file.name));
      const held = await to.get(key);
      if (held && Buffer.from(held).equals(bytes)) counts.already++;
      else {
        await to.put(key, bytes);
        counts.copied++;
      }
      onProgress?.(counts);
    }
  }
  return counts;
}
