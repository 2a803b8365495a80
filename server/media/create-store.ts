import type { Db } from '../db/database';
import type { Env } from '../env';
import { databaseStore } from './database-store';
import { diskStore } from './disk-store';
import type { MediaStore } from './media-store';
import { s3Store } from './s3-store';

/** The store MEDIA_STORE names (server/env.ts). */
export function createMediaStore(env: Pick<Env, 'media' | 'dataDir'>, db: Db): MediaStore {
  switch (env.media.kind) {
    case 'database':
      return databaseStore(db);
    case 's3':
      return s3Store(env.media.s3);
    default:
      return diskStore(env.dataDir);
  }
}

/** What the services hold: their store, or the data folder's disk when a test built the context without one. */
export const mediaOf = (ctx: { dataDir: string; media?: MediaStore }): MediaStore => ctx.media ?? diskStore(ctx.dataDir);
