/**
 * `npm run media:move -- --to database|s3`: copies the photos in DATA_DIR/media into the store named, with the
 * settings the server reads (DATA_DIR, DATABASE_URL, S3_*; docs/architecture.md#photos). Run it, then start the
 * server with MEDIA_STORE set to the same store. Safe to run again: what is there already is not copied twice.
 */
import { pathToFileURL } from 'node:url';
import { createDatabase, dialectOf } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { EnvError, loadEnv } from '../env';
import { databaseStore } from './database-store';
import { mediaDirOf } from './disk-store';
import { type MoveCounts, moveMedia } from './move-media';
import { s3Store } from './s3-store';

const USAGE = 'Usage: npm run media:move -- --to database|s3';

export async function mediaMove(args: string[], source: Record<string, string | undefined>): Promise<string> {
  const at = args.indexOf('--to');
  const to = at >= 0 ? args[at + 1] : args.find((arg) => arg.startsWith('--to='))?.slice('--to='.length);
  if (to !== 'database' && to !== 's3') throw new EnvError(USAGE);
  const env = loadEnv({ ...source, MEDIA_STORE: to });
  const from = mediaDirOf(env.dataDir);
  if (env.media.kind === 's3') {
    const counts = await moveMedia(env.dataDir, s3Store(env.media.s3));
    return `${summary(from, `the bucket ${env.media.s3.bucket}`, counts)}\nNow start the server with MEDIA_STORE=s3.`;
  }
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, dialectOf(env));
    const counts = await moveMedia(env.dataDir, databaseStore(db));
    const database = `the ${dialectOf(env) === 'postgres' ? 'PostgreSQL' : 'SQLite'} database`;
    return `${summary(from, database, counts)}\nNow start the server with MEDIA_STORE=database.`;
  } finally {
    await db.destroy();
  }
}

const summary = (from: string, to: string, { copied, already, skipped }: MoveCounts) =>
  `Photos in ${from}: ${copied} copied to ${to}, ${already} already there, ${skipped} skipped (not photos).`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mediaMove(process.argv.slice(2), process.env).then(
    (line) => process.stdout.write(`${line}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof EnvError ? error.message : `media:move failed: ${String(error)}`}\n`);
      process.exit(1);
    },
  );
}
