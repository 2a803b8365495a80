// `npm run bench:search`: median latency of GET /api/meal/search/?search=… through the real app (in process, no
// network), on a menu of 1,000 and of 100,000 meals, for a few kinds of search. Goal (docs/rules/menu.md#search): at
// 100,000 meals at most twice the time at 1,000. Each size gets a fresh temp DATA_DIR with a SQLite file (or, with
// DATABASE_URL set, a fresh database on that PostgreSQL server); meals are bulk inserted with SQL through the server's
// own Kysely and migrations, so the search index is filled by its own triggers. Results also go to bench/results/.
// Run with tsx (the server is TypeScript): `npx tsx bench/search.mjs [sizes…]`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pino from 'pino';
import { createApp } from '../server/app.ts';
import { createDatabase, dialectOf } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { loadEnv } from '../server/env.ts';
import { createThrowawayDatabase } from '../tests/server/support/test-database.ts';
import { seededRandom } from '../tests/server/support/seeded-random.ts';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const sizes = SIZES.length > 0 ? SIZES : [1_000, 100_000];
const RUNS = 41;
const GOAL_RATIO = 2;
const TERMS = [
  ['dish name', 'chicken momo'],
  ['one common word', 'momo'],
  ['a 3-letter prefix', 'pan'],
  ['a category', 'thakali'],
  ['a rare ingredient', 'jimbu'],
  ['no match', 'pizza'],
];

// A deterministic menu: dish words and ingredients of a Nepali kitchen, combined by a seeded generator.
const DISHES = ['momo', 'chowmein', 'thukpa', 'sel roti', 'dal bhat', 'sekuwa', 'choila', 'bara', 'yomari', 'aloo tama', 'gundruk', 'dhindo', 'kheer', 'lassi', 'samosa', 'pakoda', 'chatamari', 'kachila', 'sukuti', 'thenthuk', 'laphing', 'paneer tikka', 'biryani', 'pulao', 'naan', 'paratha', 'curry', 'soup', 'salad', 'tea'];
const STYLES = ['chicken', 'buff', 'veg', 'pork', 'mutton', 'fish', 'paneer', 'egg', 'mushroom', 'jhol', 'fried', 'steamed', 'kothey', 'c', 'tandoori', 'spicy', 'sweet', 'house', 'special', 'mini'];
const INGREDIENTS = ['flour', 'onion', 'garlic', 'ginger', 'tomato', 'chilli', 'coriander', 'cumin', 'turmeric', 'mustard oil', 'ghee', 'rice', 'lentils', 'potato', 'cabbage', 'carrot', 'spinach', 'yogurt', 'milk', 'sugar', 'cardamom', 'cinnamon', 'sesame', 'soy', 'vinegar', 'butter', 'cream', 'cheese', 'peas', 'beans'];
const RARE = ['timur', 'jimbu', 'szechuan pepper', 'yak cheese', 'buckwheat', 'nettle', 'fiddlehead', 'saffron'];
const CATEGORIES = ['Momo', 'Noodles', 'Thakali', 'Newari', 'Snacks', 'Curries', 'Rice', 'Breads', 'Desserts', 'Drinks', 'Soups', 'Grill'];
const ADJECTIVES = ['fresh', 'hot', 'crispy', 'tender', 'smoky', 'tangy', 'rich', 'light', 'hearty', 'homely', 'aromatic', 'golden'];

function generator(seed) {
  const next = seededRandom(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, pick };
}

function mealAt(index, categoryIds, random) {
  const style = random.pick(STYLES);
  const dish = random.pick(DISHES);
  const ingredients = [random.pick(INGREDIENTS), random.pick(INGREDIENTS), random.pick(INGREDIENTS)];
  // About one meal in 400 uses a rare ingredient, as a speciality would.
  if (random.next() < 0.0025 || index % 997 === 0) ingredients.push(random.pick(RARE));
  const name = `${style} ${dish}`.replace(/\b\w/g, (c) => c.toUpperCase()) + (index % 7 === 0 ? ` No. ${index}` : '');
  const description =
    `A ${random.pick(ADJECTIVES)} ${dish} made with ${ingredients.join(', ')}, ` +
    `cooked ${random.pick(ADJECTIVES)} and served ${random.pick(ADJECTIVES)} with a ${random.pick(ADJECTIVES)} side of achar and a smile from our kitchen.`;
  const timestamp = new Date(Date.UTC(2026, 0, 1) + index * 1000).toISOString();
  return {
    name: name.slice(0, 50),
    description: description.slice(0, 300),
    price_paisa: 10_000 + Math.floor(random.next() * 90_000),
    half_plate_price_paisa: null,
    meal_type: 'Piece',
    ingredients: ingredients.join(', '),
    main_image: null,
    image1: null,
    image2: null,
    category_id: random.pick(categoryIds),
    is_non_veg: random.next() < 0.5 ? 1 : 0,
    created_at: timestamp,
    updated_at: timestamp,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(size) {
  const dataDir = mkdtempSync(join(tmpdir(), 'restaurant-bench-'));
  const postgres = process.env.DATABASE_URL
    ? await createThrowawayDatabase(process.env.DATABASE_URL, 'restaurant_bench')
    : null;
  const env = loadEnv({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, dialectOf(env));
    const started = performance.now();
    const categoryIds = [];
    for (const name of CATEGORIES) {
      const row = await db.insertInto('categories').values({ name, created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      categoryIds.push(row.id);
    }
    const random = generator(size);
    await db.transaction().execute(async (trx) => {
      for (let offset = 0; offset < size; offset += 500) {
        const batch = Array.from({ length: Math.min(500, size - offset) }, (_, i) => mealAt(offset + i, categoryIds, random));
        await trx.insertInto('meals').values(batch).execute();
      }
    });
    // Fresh statistics, as autovacuum would have gathered on a live database.
    if (postgres) await sql`analyze meals`.execute(db);
    const seedSeconds = (performance.now() - started) / 1000;

    const app = createApp({ db, env, logger: pino({ level: 'silent' }), distDir: '/nonexistent' });
    const results = {};
    for (const [label, term] of TERMS) {
      const url = `/api/meal/search/?search=${encodeURIComponent(term)}`;
      let count = 0;
      for (let i = 0; i < 5; i++) count = (await (await app.request(url)).json()).results.length;
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const response = await app.request(url);
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      results[label] = { term, results: count, medianMs: Number(median(times).toFixed(2)) };
    }
    return { size, dialect: dialectOf(env), seedSeconds: Number(seedSeconds.toFixed(1)), results };
  } finally {
    await db.destroy();
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = [];
for (const size of sizes) {
  console.log(`Seeding ${size.toLocaleString('en')} meals…`);
  const run = await measure(size);
  runs.push(run);
  console.log(`  seeded in ${run.seedSeconds} s (${run.dialect})`);
  for (const [label, { term, results, medianMs }] of Object.entries(run.results)) {
    console.log(`  ${label.padEnd(20)} ${JSON.stringify(term).padEnd(22)} ${String(results).padStart(3)} results  median ${medianMs} ms`);
  }
}

let worst = 0;
if (runs.length >= 2) {
  const [small, large] = [runs[0], runs.at(-1)];
  console.log(`\nRatio ${large.size.toLocaleString('en')} / ${small.size.toLocaleString('en')} meals (goal ≤ ${GOAL_RATIO}×):`);
  for (const label of Object.keys(small.results)) {
    const ratio = large.results[label].medianMs / small.results[label].medianMs;
    worst = Math.max(worst, ratio);
    console.log(`  ${label.padEnd(20)} ${ratio.toFixed(2)}×`);
  }
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(`./results/search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify({ runs, worstRatio: Number(worst.toFixed(2)), goalRatio: GOAL_RATIO }, null, 2)}\n`);
console.log(`\nWritten to bench/results/${file.pathname.split('/').at(-1)}`);
if (worst > GOAL_RATIO) process.exitCode = 1;
