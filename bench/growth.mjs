// `npm run bench:growth [orders…]`: how the cost of the screens grows with history. For each size (default 10,000,
// 100,000 and 1,000,000 orders over 90 days, 2–3 lines each, one customer per 20 orders, a menu of 60 meals) it
// builds a fresh database, then times through the real app (in process, no network; medians of 25 warm requests):
// the menu, a search, a customer's My Orders, every tab of the admin order list (first page and page 50), the order
// counts, the kitchen screen and the dashboard. Goal (docs/rules/limits.md#growth): each within 2× of the smallest
// size. SQLite by default; with DATABASE_URL naming a PostgreSQL server, a throwaway database on it.
// Results also go to bench/results/. Run with tsx: `npx tsx bench/growth.mjs [sizes…]`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import pino from 'pino';
import { createApp } from '../server/app.ts';
import { createDatabase, dialectOf } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { apiClient, PASSWORD, signedUpCustomer } from '../tests/server/support/account-client.ts';
import { makeTestEnv } from '../tests/server/support/test-database.ts';
import { signedInAdmin } from '../tests/server/support/user-fixtures.ts';
import { seededRandom } from '../tests/server/support/seeded-random.ts';

const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const sizes = SIZES.length > 0 ? SIZES : [10_000, 100_000, 1_000_000];
const RUNS = 25;
const GOAL_RATIO = 2;
const DAYS = 90;
const MEALS = 60;
const ORDERS_PER_CUSTOMER = 20;
const NOW = Date.now();

/**
 * What becomes of an order, by its age: nearly every old order was collected; a few were cancelled (some refunded,
 * some still owed a refund), some never paid; only the last hour's are still in the kitchen or awaiting payment.
 */
function statusOf(ageMs, random) {
  const roll = random();
  if (ageMs < 60 * 60 * 1000) {
    if (roll < 0.15) return { status: 'pending_payment', paid: false };
    if (roll < 0.3) return { status: 'paid', paid: true };
    if (roll < 0.5) return { status: 'preparing', paid: true };
    if (roll < 0.6) return { status: 'ready', paid: true };
  }
  if (roll < 0.86) return { status: 'completed', paid: true };
  if (roll < 0.9) return { status: 'cancelled', paid: true, refund: random() < 0.05 ? 'due' : 'refunded' };
  if (roll < 0.95) return { status: 'expired', paid: false };
  if (roll < 0.97) return { status: 'payment_failed', paid: false };
  return { status: 'cancelled', paid: false };
}

async function seed(db, dialect, size, userIds, mealRows) {
  const random = seededRandom(size);
  const iso = (ms) => new Date(ms).toISOString();
  const BATCH = dialect === 'postgres' ? 2000 : 500;
  let lineId = 0;
  for (let first = 0; first < size; first += BATCH) {
    const count = Math.min(BATCH, size - first);
    await db.transaction().execute(async (trx) => {
      const orders = [];
      const lines = [];
      for (let i = 0; i < count; i++) {
        const n = first + i;
        // Oldest first, evenly over the 90 days, so ids grow with time as they do in a live restaurant.
        const createdMs = NOW - DAYS * 86_400_000 + Math.floor(((n + 0.5) / size) * DAYS * 86_400_000);
        const fate = statusOf(NOW - createdMs, random);
        const lineCount = 2 + (random() < 0.5 ? 1 : 0);
        let total = 0;
        for (let l = 0; l < lineCount; l++) {
          const meal = mealRows[Math.floor(random() * mealRows.length)];
          const quantity = 1 + Math.floor(random() * 3);
          total += meal.price_paisa * quantity;
          lines.push({
            order_id: n + 1,
            meal_id: meal.id,
            name: meal.name,
            unit_price_paisa: meal.price_paisa,
            quantity,
            line_total_paisa: meal.price_paisa * quantity,
          });
          lineId += 1;
        }
        orders.push({
          id: n + 1,
          user_id: userIds[Math.floor(random() * userIds.length)],
          pid: `ORD-GROWTH-${n + 1}`,
          number: 1000 + n,
          status: fate.status,
          total_paisa: total,
          created_at: iso(createdMs),
          updated_at: iso(createdMs + 60_000),
          paid_at: fate.paid ? iso(createdMs + 60_000) : null,
          expires_at: fate.status === 'pending_payment' ? iso(createdMs + 30 * 60_000) : null,
          refund_status: fate.refund ?? null,
          refund_amount_paisa: fate.refund ? total : null,
          refund_reason: fate.refund ? 'Kitchen closed early' : null,
          refund_reference: fate.refund === 'refunded' ? `RF-${n}` : null,
          refunded_at: fate.refund === 'refunded' ? iso(createdMs + 3_600_000) : null,
          esewa_ref_id: fate.paid ? `GROWTH-${n + 1}` : null,
        });
      }
      await trx.insertInto('orders').values(orders).execute();
      for (let at = 0; at < lines.length; at += BATCH) {
        await trx.insertInto('order_lines').values(lines.slice(at, at + BATCH)).execute();
      }
    });
  }
  await sql`update counters set value = ${1000 + size} where name = 'order_number'`.execute(db);
  if (dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('orders', 'id'), ${size})`.execute(db);
    await sql`analyze`.execute(db);
  } else {
    await sql`analyze`.execute(db);
  }
  return lineId;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(size) {
  const { env, dropDatabase } = await makeTestEnv({ DEMO_DATA: '0', MAX_UNPAID_ORDERS: '3' });
  const db = createDatabase(env);
  const dialect = dialectOf(env);
  try {
    await migrateToLatest(db, dialect);
    const app = createApp({ db, env, logger: pino({ level: 'silent' }), distDir: '/nonexistent' });
    const started = performance.now();
    const admin = await signedInAdmin(app, db);
    const customer = await signedUpCustomer(apiClient(app), db);
    const at = new Date(NOW).toISOString();
    const category = await db
      .insertInto('categories')
      .values({ name: 'Momo', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const meals = Array.from({ length: MEALS }, (_, n) => ({
      name: `Dish number ${n + 1}`,
      description: `A house speciality, number ${n + 1}, steamed and served hot with tomato achar.`,
      price_paisa: 15_000 + n * 1_000,
      half_plate_price_paisa: null,
      meal_type: 'Plate',
      ingredients: 'flour, onion, garlic, ginger',
      main_image: null,
      image1: null,
      image2: null,
      category_id: category.id,
      is_non_veg: n % 2,
      created_at: at,
      updated_at: at,
    }));
    const mealRows = await db.insertInto('meals').values(meals).returning(['id', 'name', 'price_paisa']).execute();
    const customers = Math.max(1, Math.round(size / ORDERS_PER_CUSTOMER) - 1);
    const users = [];
    for (let n = 0; n < customers; n += 1) {
      users.push({
        name: `Customer ${n}`,
        phone_number: `97${String(n).padStart(8, '0')}`,
        password_hash: 'x',
        is_admin: 0,
        created_at: at,
      });
    }
    const userIds = [customer.user.id];
    for (let first = 0; first < users.length; first += 1000) {
      const rows = await db.insertInto('users').values(users.slice(first, first + 1000)).returning('id').execute();
      userIds.push(...rows.map((row) => row.id));
    }
    const lines = await seed(db, dialect, size, userIds, mealRows);
    const seedSeconds = (performance.now() - started) / 1000;

    // Signed in again: the tokens from before the build may have run out while it ran.
    const tokenOf = async (phone_number) => {
      const login = await apiClient(app).post('/account/login/', { phone_number, password: PASSWORD });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      return String(login.body.access_token);
    };
    const asAdmin = { headers: { Authorization: `Bearer ${await tokenOf(admin.phoneNumber)}` } };
    const asCustomer = { headers: { Authorization: `Bearer ${await tokenOf(customer.phoneNumber)}` } };
    const targets = [
      ['menu (first page)', '/api/meal/meals/', {}],
      ['search', '/api/meal/search/?search=dish', {}],
      ['My Orders', '/api/orders/', asCustomer],
      ['order counts', '/api/orders/counts/', asAdmin],
      ['kitchen screen', '/api/orders/?group=active&page_size=100', asAdmin],
      ['dashboard', '/api/dashboard/', asAdmin],
    ];
    for (const [tab, query] of [
      ['All', ''],
      ['Kitchen', 'group=kitchen&'],
      ['Unpaid', 'group=unpaid&'],
      ['Refund due', 'group=refund_due&'],
      ['Completed', 'status=completed&'],
    ]) {
      targets.push([`admin ${tab}, page 1`, `/api/orders/?${query}page=1`, asAdmin]);
      targets.push([`admin ${tab}, page 50`, `/api/orders/?${query}page=50`, asAdmin]);
    }
    const results = {};
    for (const [label, url, init] of targets) {
      let status = 0;
      for (let i = 0; i < 3; i++) status = (await app.request(url, init)).status;
      if (status !== 200) throw new Error(`${label}: ${url} answered ${status}`);
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        const response = await app.request(url, init);
        await response.arrayBuffer();
        times.push(performance.now() - start);
      }
      results[label] = Number(median(times).toFixed(2));
    }
    return { size, lines, customers: userIds.length, dialect, seedSeconds: Number(seedSeconds.toFixed(1)), results };
  } finally {
    await db.destroy();
    await dropDatabase();
  }
}

const runs = [];
for (const size of sizes) {
  console.log(`Building ${size.toLocaleString('en')} orders…`);
  const run = await measure(size);
  runs.push(run);
  console.log(`  built in ${run.seedSeconds} s (${run.dialect}, ${run.lines.toLocaleString('en')} lines)`);
}
const labels = Object.keys(runs[0].results);
const header = ['', ...runs.map((run) => `${run.size.toLocaleString('en')} orders`)];
console.log(`\n${header.map((cell, i) => (i === 0 ? cell.padEnd(26) : cell.padStart(16))).join('')}${runs.length > 1 ? '   ratio' : ''}`);
let worst = 0;
for (const label of labels) {
  const cells = runs.map((run) => `${run.results[label]} ms`.padStart(16));
  const ratio = runs.at(-1).results[label] / runs[0].results[label];
  if (runs.length > 1) worst = Math.max(worst, ratio);
  console.log(`${label.padEnd(26)}${cells.join('')}${runs.length > 1 ? `   ${ratio.toFixed(2)}×` : ''}`);
}
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
const file = new URL(`./results/growth-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
writeFileSync(file, `${JSON.stringify({ runs, worstRatio: Number(worst.toFixed(2)), goalRatio: GOAL_RATIO }, null, 2)}\n`);
console.log(`\nWorst ratio ${worst.toFixed(2)}× (goal ≤ ${GOAL_RATIO}×). Written to bench/results/${file.pathname.split('/').at(-1)}`);
if (worst > GOAL_RATIO) process.exitCode = 1;
