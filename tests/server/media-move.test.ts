import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type ImageSize, variantPath } from '../../contract/media';
import { createDatabase } from '../../server/db/database';
import type { Env } from '../../server/env';
import { databaseStore } from '../../server/media/database-store';
import { diskFileOf, mediaDirOf } from '../../server/media/disk-store';
import { saveImage } from '../../server/media/image-store';
import type { MediaStore } from '../../server/media/media-store';
import { mediaMove } from '../../server/media/move-command';
import { s3Store } from '../../server/media/s3-store';
import { variablesOf } from './support/run-main';
import { startS3Server } from './support/s3-server';
import { makeTestEnv } from './support/test-database';

/**
 * `npm run media:move -- --to database|s3` (docs/architecture.md#photos): every photo of DATA_DIR/media lands in the
 * store under the same path, byte for byte; a second run copies nothing; what is not a photo is left out and counted.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const SIZES = Object.keys(IMAGE_WIDTHS) as ImageSize[];

let env: Env;
let dropDatabase: () => Promise<void>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let photos: string[];

beforeAll(async () => {
  [{ env, dropDatabase }, s3] = await Promise.all([makeTestEnv(), startS3Server()]);
  const png = (background: string) => sharp({ create: { width: 900, height: 600, channels: 3, background } }).png().toBuffer();
  photos = [
    await saveImage(env.dataDir, 'meals', await png('#27ae60')),
    await saveImage(env.dataDir, 'meals', await png('#2980b9')),
    await saveImage(env.dataDir, 'about', await png('#8e44ad')),
  ];
  // What a store never holds: a half-written file and a note.
  await writeFile(`${diskFileOf(env.dataDir, photos[0] as string)}.1a2b3c4d.partial`, 'half');
  await writeFile(`${mediaDirOf(env.dataDir)}/meals/README.txt`, 'not a photo');
}, 60_000);
afterAll(async () => {
  await Promise.all([dropDatabase?.(), s3?.close()]);
});

/** Every key a saved photo has on disk: the base and each width. */
const keys = () => photos.flatMap((path) => [path, ...SIZES.map((size) => variantPath(path, size))]);

async function expectSameAsDisk(store: MediaStore) {
  for (const key of keys()) {
    expect(Buffer.from((await store.get(key)) ?? []), key).toEqual(await readFile(diskFileOf(env.dataDir, key)));
  }
}

const source = () => ({ ...variablesOf(env), LOG_LEVEL: 'silent' });
const line = (copied: number, already: number) => new RegExp(`: ${copied} copied to .*, ${already} already there, 2 skipped \\(not photos\\)\\.`);

describe('npm run media:move', () => {
  it('--to database copies every photo, then copies nothing the second time', async () => {
    expect(await mediaMove(['--to', 'database'], source())).toMatch(line(keys().length, 0));
    const db = createDatabase(env);
    try {
      await expectSameAsDisk(databaseStore(db));
    } finally {
      await db.destroy();
    }
    const again = await mediaMove(['--to=database'], source());
    expect(again).toMatch(line(0, keys().length));
    expect(again).toContain('Now start the server with MEDIA_STORE=database.');
  });

  it('--to s3 copies them into the bucket under the same paths, and is idempotent too', async () => {
    expect(await mediaMove(['--to', 's3'], { ...source(), ...s3.variables })).toMatch(line(keys().length, 0));
    await expectSameAsDisk(s3Store(s3.settings));
    // A photo lost from the bucket since (or a run cut off half-way) is copied again, and only it.
    await s3Store(s3.settings).delete(photos[1] as string);
    expect(await mediaMove(['--to', 's3'], { ...source(), ...s3.variables })).toMatch(line(1, keys().length - 1));
  });

  it('says how to use it, and names what the store still needs', async () => {
    await expect(mediaMove([], source())).rejects.toThrow('Usage: npm run media:move -- --to database|s3');
    await expect(mediaMove(['--to', 'disk'], source())).rejects.toThrow('Usage');
    await expect(mediaMove(['--to', 's3'], source())).rejects.toThrow('S3_BUCKET must be set when MEDIA_STORE is s3');
  });

  it('runs as the npm script, printing its counts', { timeout: 60_000 }, async () => {
    const child = spawn('npm', ['run', '--silent', 'media:move', '--', '--to', 'database'], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', ...source() },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code, output).toBe(0);
    expect(output).toMatch(line(0, keys().length));
  });
});
