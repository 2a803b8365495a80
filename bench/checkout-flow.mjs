// A browser's checkout against the really started server, shared by bench/checkout.mjs (how many per second) and
// tests/server/crash-recovery.test.ts (what survives kill -9): the database prepared for it, the HTTP client, the
// logins and the checkout itself.
import { Agent, request } from 'node:http';
import { hash } from '@node-rs/argon2';
import { createDatabase, dialectOf } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

export const PASSWORD = 'Bench@1234';
const SANDBOX_ACCOUNT = { esewa_id: '9806800001', password: 'Nepal@123' };

const hhmm = (date) => date.toISOString().slice(11, 16);

/**
 * Migrates the database of `env` and fills it for checkouts: a restaurant open from two hours ago to two hours from
 * now (UTC, so an order is taken whatever the time of day), four meals and `customers` customers with PASSWORD.
 */
export async function prepareCheckoutDatabase(env, customers) {
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, dialectOf(env));
    const now = new Date();
    const timestamp = now.toISOString();
    await db
      .insertInto('restaurant_info')
      .values({
        id: 1,
        name: 'Bench Kitchen',
        description: 'Orders as fast as they come.',
        contact_number: '9800000001',
        email: 'bench@example.com',
        image: null,
        opening_time: hhmm(new Date(now.getTime() - 2 * 3600_000)),
        closing_time: hhmm(new Date(now.getTime() + 2 * 3600_000)),
        time_zone: 'UTC',
        facebook_url: null,
        instagram_url: null,
        tiktok_url: null,
        latitude: null,
        longitude: null,
        updated_at: timestamp,
      })
      .execute();
    const { id: categoryId } = await db
      .insertInto('categories')
      .values({ name: 'Momo', created_at: timestamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    const meals = await db
      .insertInto('meals')
      .values(
        [['Chicken Momo', 25_000], ['Veg Momo', 18_050], ['Buff Momo', 22_000], ['Jhol Momo', 27_550]].map(([name, price]) => ({
          name,
          description: `${name} steamed to order.`,
          price_paisa: price,
          half_plate_price_paisa: null,
          meal_type: 'Plate',
          ingredients: 'flour, onion',
          main_image: null,
          image1: null,
          image2: null,
          category_id: categoryId,
          is_non_veg: 1,
          created_at: timestamp,
          updated_at: timestamp,
        })),
      )
      .returning('id')
      .execute();
    const passwordHash = await hash(PASSWORD);
    const phones = Array.from({ length: customers }, (_, i) => String(9_700_000_000 + i));
    await db
      .insertInto('users')
      .values(phones.map((phone_number, i) => ({
        name: `Customer ${i + 1}`,
        phone_number,
        password_hash: passwordHash,
        is_admin: 0,
        profile_picture: null,
        created_at: timestamp,
      })))
      .execute();
    return { mealIds: meals.map((meal) => meal.id), phones };
  } finally {
    await db.destroy();
  }
}

/**
 * Requests over node:http with keep-alive rather than fetch: the load generator shares the cores with the server,
 * and fetch's streams cost it several times the CPU per request. `destroy` closes the kept sockets.
 */
export function httpClient({ maxSockets }) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  /** One request; the answer's status, headers and body as text. */
  const send = (url, { method = 'GET', headers = {}, body } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const outgoing = request(
        url,
        { method, agent, headers: payload ? { ...headers, 'Content-Length': payload.length } : headers },
        (incoming) => {
          const chunks = [];
          incoming.on('data', (chunk) => chunks.push(chunk));
          incoming.on('end', () =>
            resolve({ status: incoming.statusCode, headers: incoming.headers, text: Buffer.concat(chunks).toString() }),
          );
          incoming.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  return { send, destroy: () => agent.destroy() };
}

const json = (value) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(value) });
const form = (fields) => ({
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

export class CheckoutError extends Error {}

function expectStatus(response, status, step) {
  if (response.status !== status) throw new CheckoutError(`${step} answered ${response.status}: ${response.text.slice(0, 200)}`);
  return response;
}

/** Each phone's access token, logged in one after the other. */
export async function logIn(client, base, phones) {
  const tokens = [];
  for (const phone_number of phones) {
    const response = await client.send(`${base}/api/account/login/`, { method: 'POST', ...json({ phone_number, password: PASSWORD }) });
    tokens.push(JSON.parse(expectStatus(response, 200, 'login').text).access_token);
  }
  return tokens;
}

/**
 * One checkout as the browser makes it: POST /api/orders/, the gateway form posted to the sandbox's page, its Pay
 * button, then POST /api/payment/esewa/verify/ with the return's query; it must end with the order paid. The time of
 * each step goes to `steps`; `acknowledged` hears each answer the server gave: ('order', the 201's order) and
 * ('paid', the verified order).
 */
export async function checkout(client, base, token, mealIds, random, { steps = {}, acknowledged = () => {} } = {}) {
  const { send } = client;
  const timed = async (step, run) => {
    const started = performance.now();
    const result = await run();
    (steps[step] ??= []).push(performance.now() - started);
    return result;
  };
  const authorized = ({ headers, body }) => ({ method: 'POST', headers: { ...headers, Authorization: `Bearer ${token}` }, body });
  const count = 1 + Math.floor(random() * 3);
  const items = mealIds.slice(0, count).map((meal) => ({ meal, quantity: 1 + Math.floor(random() * 4) }));

  const placed = await timed('order', async () => {
    const response = await send(`${base}/api/orders/`, authorized(json({ items })));
    return JSON.parse(expectStatus(response, 201, 'POST /orders/').text);
  });
  acknowledged('order', placed.order);
  const fields = Object.fromEntries(Object.entries(placed.payment.fields).map(([name, value]) => [name, String(value)]));

  await timed('gateway page', async () => {
    expectStatus(await send(placed.payment.action, { method: 'POST', ...form(fields) }), 200, 'sandbox form');
  });
  // ePay v2 (the default) carries a transaction_uuid and returns a signed `data`; v1 returns oid, amt and refId.
  const v2 = 'transaction_uuid' in fields;
  const location = await timed('pay', async () => {
    const response = await send(placed.payment.action.replace(/form$/, 'pay'), {
      method: 'POST',
      ...form({ ...fields, ...SANDBOX_ACCOUNT, choice: 'pay' }),
    });
    return new URL(expectStatus(response, 303, 'sandbox pay').headers.location);
  });
  const paid = await timed('verify', async () => {
    const names = v2 ? ['data'] : ['oid', 'amt', 'refId'];
    const query = Object.fromEntries(names.map((name) => [name, location.searchParams.get(name)]));
    const response = await send(`${base}/api/payment/esewa/verify/`, authorized(json(query)));
    return JSON.parse(expectStatus(response, 200, 'verify').text);
  });
  if (paid.order.status !== 'paid' || paid.order.id !== placed.order.id) {
    throw new CheckoutError(`verify answered order ${paid.order.id} ${paid.order.status}`);
  }
  acknowledged('paid', paid.order);
}
