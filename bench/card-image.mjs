// `npm run bench:image`: uploads a photo-like 4000x3000 JPEG (noise over gradients, the hardest kind of picture to
// compress) through the real POST /api/meal/meals/ as an admin, then reports the bytes of each stored WebP width,
// in particular the 480-wide card a phone loads on the menu. Goal (docs/rules/menu.md#images): the card ≤ 40 KB. Runs
// on a temp DATA_DIR with a SQLite file. Results also go to bench/results/. Run with tsx (the server is TypeScript).
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { IMAGE_WIDTHS, variantPath } from '../contract/media.ts';
import { createApp } from '../server/app.ts';
import { createDatabase, dialectOf } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { seedDatabase } from '../server/demo/seed.ts';
import { loadEnv } from '../server/env.ts';
import { mediaDirOf } from '../server/media/image-store.ts';

const GOAL_CARD_BYTES = 40 * 1000;
const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * Gradients, a plate, per-pixel grain and blotchy texture at 16, 32 and 128 px (rice, sauce, a cloth): detail at
 * every scale, so downscaling to 480 px does not average it all away as it would plain noise.
 */
async function photoLikeJpeg() {
  const channels = 3;
  const pixels = Buffer.alloc(WIDTH * HEIGHT * channels);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return (seed >>> 24) - 128;
  };
  const hash = (x, y, scale) => {
    let h = Math.imul(x >> scale, 374761393) ^ Math.imul(y >> scale, 668265263) ^ Math.imul(scale, 2246822519);
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^ (h >>> 16)) & 255) - 128;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const texture = hash(x, y, 4) * 0.2 + hash(x, y, 5) * 0.3 + hash(x, y, 7) * 0.3;
      const i = (y * WIDTH + x) * channels;
      const dx = x - WIDTH * 0.55;
      const dy = y - HEIGHT * 0.5;
      const plate = dx * dx + dy * dy < (HEIGHT * 0.35) ** 2 ? 60 : 0;
      const grain = noise() * 0.25 + texture;
      pixels[i] = Math.max(0, Math.min(255, 90 + (x / WIDTH) * 120 + plate + grain));
      pixels[i + 1] = Math.max(0, Math.min(255, 50 + (y / HEIGHT) * 110 + plate * 0.8 + grain));
      pixels[i + 2] = Math.max(0, Math.min(255, 30 + ((x + y) / (WIDTH + HEIGHT)) * 90 + plate * 0.5 + grain));
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels } }).blur(1.5).jpeg({ quality: 92 }).toBuffer();
}

const dataDir = mkdtempSync(join(tmpdir(), 'restaurant-bench-image-'));
const env = loadEnv({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent' });
const db = createDatabase(env);
let exitCode = 0;
try {
  await migrateToLatest(db, dialectOf(env));
  // DEMO_DATA=0: only the first admin is made, the demo catalog is never loaded.
  await seedDatabase(db, env, { dialect: dialectOf(env), catalog: () => import('../server/demo/catalog.ts') });
  const app = createApp({ db, env, logger: pino({ level: 'silent' }), distDir: '/nonexistent', sleep: async () => {} });
  const json = async (response) => {
    const body = await response.json();
    if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const { access_token: token } = await json(
    await app.request('/api/account/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: env.adminPhone, password: env.adminPassword }),
    }),
  );
  const auth = { Authorization: `Bearer ${token}` };
  const { category } = await json(
    await app.request('/api/meal/categories/', {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Momo' }),
    }),
  );

  const photo = await photoLikeJpeg();
  const form = new FormData();
  const fields = {
    name: 'Chicken Momo',
    price: '250',
    half_plate_price: '140',
    meal_type: 'Plate',
    ingredients: 'chicken, flour, onion',
    description: 'Steamed dumplings folded by hand every morning, filled with spiced chicken and served with tomato sesame chutney.',
    category_id: String(category.id),
    is_non_veg: 'true',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('main_image', new File([photo], 'photo.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  const { meal } = await json(await app.request('/api/meal/meals/', { method: 'POST', headers: auth, body: form }));
  const uploadMs = performance.now() - started;

  const fileOf = (path) => join(mediaDirOf(dataDir), ...path.split('/').slice(2));
  const variants = Object.fromEntries(
    Object.keys(IMAGE_WIDTHS).map((size) => [size, statSync(fileOf(variantPath(meal.main_image, size))).size]),
  );
  const card = variants.card;
  const result = {
    upload: { width: WIDTH, height: HEIGHT, bytes: photo.length },
    uploadMs: Math.round(uploadMs),
    variants,
    cardBytes: card,
    goalCardBytes: GOAL_CARD_BYTES,
  };
  console.log(`Upload: ${WIDTH}x${HEIGHT} JPEG, ${(photo.length / 1e6).toFixed(2)} MB, stored in ${result.uploadMs} ms`);
  for (const [size, bytes] of Object.entries(variants)) {
    console.log(`  ${size.padEnd(6)} w${IMAGE_WIDTHS[size]}: ${(bytes / 1000).toFixed(1)} KB`);
  }
  console.log(`Card (w480): ${(card / 1000).toFixed(1)} KB (goal ≤ ${GOAL_CARD_BYTES / 1000} KB) ${card <= GOAL_CARD_BYTES ? 'OK' : 'OVER'}`);
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  const file = new URL(`./results/card-image-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (card > GOAL_CARD_BYTES) exitCode = 1;
} finally {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = exitCode;
