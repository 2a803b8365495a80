import { type Db, now } from '../db/database';
import { checkedKey, isMediaKey, type MediaStore } from './media-store';

/** Photos as rows of the `media` table (migration 0027), on SQLite or PostgreSQL. */
export function databaseStore(db: Db): MediaStore {
  return {
    async put(key, bytes) {
      const row = { key: checkedKey(key), bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), created_at: now() };
      await db
        .insertInto('media')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ bytes: row.bytes }))
        .execute();
    },
    async get(key) {
      if (!isMediaKey(key)) return null;
      const row = await db.selectFrom('media').select('bytes').where('key', '=', key).executeTakeFirst();
      return row?.bytes ?? null;
    },
    async delete(key) {
      if (isMediaKey(key)) await db.deleteFrom('media').where('key', '=', key).execute();
    },
    within: (trx) => databaseStore(trx),
  };
}
