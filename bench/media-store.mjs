// `npm run bench:media`: how long the server takes to answer a menu card's photo (GET /api/media/…w480.webp, a few
// KB) from each MEDIA_STORE: the disk, the database (SQLite here; PostgreSQL too when DATABASE_URL names a server)
// and an S3-compatible bucket (s3rver on 127.0.0.1, so a real service adds its network time). Medians of 200 warm
// requests through the app, full answers and 304s (If-None-Match). Results also go to bench/results/. Run with tsx.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { variantPath } from '../contract/media.ts';
import { createApp } from '../server/app.ts';
import { createDatabase, dialectOf } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';
import { createMediaStore } from '../server/media/create-store.ts';
import { saveImage } from '../server/media/image-store.ts';
import { startS3Server } from '../tests/server/support/s3-server.ts';
import { createThrowawayDatabase } from '../tests/server/support/test-database.ts';

const REQUESTS = 200;
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

async function timeStore(name, variables) {
  const dataDir = mkdtempSync(join(tmpdir(), 'restaurant-bench-media-'));
  const env = loadEnv({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', ...variables });
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, dialectOf(env));
    const media = createMediaStore(env, db);
    // Grain over a gradient, blurred a little: about the bytes of a real photo's card.
    const [width, height] = [1600, 1200];
    const pixels = Buffer.alloc(width * height * 3);
    let seed = 7;
    for (let i = 0; i < pixels.length; i++) {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      pixels[i] = Math.min(255, ((i / 3) % width) / 10 + (seed >>> 25));
    }
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } }).blur(2).png().toBuffer();
    const path = await saveImage(media, 'meals', photo);
    const app = createApp({ db, env, logger: pino({ level: 'silent' }), distDir: '/nonexistent', media });
    const url = `/api${variantPath(path, 'card')}`;
    const first = await app.request(url);
    const bytes = (await first.arrayBuffer()).byteLength;
    const etag = first.headers.get('etag');
    const time = async (headers) => {
      const times = [];
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        const response = await app.request(url, { headers });
        await response.arrayBuffer();
        times.push(performance.now() - started);
      }
      return Number(median(times).toFixed(2));
    };
    return { store: name, bytes, full_ms: await time({}), not_modified_ms: await time({ 'If-None-Match': etag }) };
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const s3 = await startS3Server('bench-media');
const rows = [];
try {
  rows.push(await timeStore('disk', {}));
  rows.push(await timeStore('database (SQLite)', { MEDIA_STORE: 'database' }));
  if (process.env.DATABASE_URL) {
    const database = await createThrowawayDatabase(process.env.DATABASE_URL, 'restaurant_bench_media');
    try {
      rows.push(await timeStore('database (PostgreSQL)', { MEDIA_STORE: 'database', DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
  rows.push(await timeStore('s3 (s3rver, local)', s3.variables));
} finally {
  await s3.close();
}
console.table(rows);
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(`./results/media-store-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify({ requests: REQUESTS, rows }, null, 2)}\n`);
