import { afterAll, beforeAll, expect, it } from 'vitest';
import { mealList } from '../../../contract/meal';
import { gatewayCheckout as checkout } from '../../../contract/order';
import { seedDatabase } from '../../../server/demo/seed';
import { apiClient, freshNumber, fromAddress, latestCode, PASSWORD, signedUpCustomer } from '../support/account-client';
import { mealForm, roles, send } from '../support/meal-fixtures';
import {
  PUBLIC_URL,
  pageForm,
  postForm,
  SANDBOX_FORM_URL,
  successQuery,
  throughSandbox,
} from '../support/sandbox-esewa';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { loadTinyCatalog } from '../support/tiny-catalog';
import { insertTestUser } from '../support/user-fixtures';
import {
  type Body,
  CALLERS,
  type Caller,
  type MatrixContext,
  PERMISSION_MATRIX,
  type SignedIn,
  type Vars,
} from './permission-matrix';

// The tiny catalog's restaurant opens 10:00–22:00 in Asia/Kathmandu; this is 11:45 there, so checkout is open.
const OPEN = new Date('2026-03-02T06:00:00.000Z');

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
const shutdown = new AbortController();
let ctx: MatrixContext;
const tokens: Partial<Record<Caller, string>> = {};

/**
 * Each call comes from an address of its own: the code-sending calls count per address, and a matrix that ran out
 * of codes would read as a permission answer.
 */
let addresses = 0;
const nextAddress = () => {
  addresses += 1;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

async function request(method: string, path: string, token: string | undefined, body?: Body, stream = false) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.json);
  } else if (body && 'form' in body) {
    payload = body.form;
  } else if (body && 'urlencoded' in body) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(body.urlencoded);
  }
  const response = await app.request(`/api${path}`, { method, headers, body: payload }, fromAddress(nextAddress()));
  // A live stream never ends by itself: its status is all the matrix needs.
  const live = stream && response.status === 200;
  if (live) await response.body?.cancel();
  const text = live ? '' : await response.text();
  return { status: response.status, text };
}

/** A refusal says why and nothing else: no part of what was asked for rides along. */
const onlyDetail = (text: string) => {
  try {
    const body: unknown = JSON.parse(text);
    return (
      typeof body === 'object' &&
      body !== null &&
      Object.keys(body).join() === 'detail' &&
      typeof (body as { detail: unknown }).detail === 'string'
    );
  } catch {
    return false;
  }
};

const fill = (template: string, vars: Vars) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in vars)) throw new Error(`no value for {${name}} in ${template}`);
    return String(vars[name]);
  });

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1', PUBLIC_URL });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock: () => OPEN, shutdown: shutdown.signal }));
  const api = apiClient(app);
  const { admin } = await roles(app, t.db, t.env);
  const [a, b] = [await signedUpCustomer(api, t.db), await signedUpCustomer(api, t.db)];
  Object.assign(tokens, { admin, customerA: a.access, customerB: b.access });
  const meals = Object.fromEntries(
    mealList.parse((await send(app, 'GET', '/meal/meals/')).body).map((m) => [m.name, m]),
  );
  const mealOf = (name: string) => {
    const meal = meals[name];
    if (!meal) throw new Error(`no meal ${name}`);
    return meal;
  };
  const credentials: Record<SignedIn, { phone_number: string; password: string }> = {
    customerA: { phone_number: a.phoneNumber, password: PASSWORD },
    customerB: { phone_number: b.phoneNumber, password: PASSWORD },
    admin: { phone_number: t.env.adminPhone, password: t.env.adminPassword },
  };
  const categoryId = mealOf('Chicken Momo').category?.id;
  if (categoryId === undefined) throw new Error('Chicken Momo has no category');
  const adminId = (await send(app, 'GET', '/account/user-profile/', { token: admin })).body.id;

  const placeOrder = async (token: string, meal: number) => {
    const response = await send(app, 'POST', '/orders/', { token, json: { items: [{ meal, quantity: 1 }] } });
    if (response.status !== 201) throw new Error(`order answered ${response.status}: ${JSON.stringify(response.body)}`);
    const placed = checkout.parse(response.body);
    const fields = Object.fromEntries(Object.entries(placed.payment.fields).map(([k, v]) => [k, String(v)]));
    return { id: placed.order.id, pid: placed.order.pid, fields };
  };
  const addToCart = async (token: string, meal: number) => {
    const added = await send(app, 'POST', '/cart/cart/', { token, json: { meal } });
    if (added.status !== 200) throw new Error(`cart answered ${added.status}`);
  };

  // A has Chicken Momo in the cart, B has Veg Momo; each has one order of it.
  await addToCart(a.access, mealOf('Chicken Momo').id);
  await addToCart(b.access, mealOf('Veg Momo').id);
  const orderA = await placeOrder(a.access, mealOf('Chicken Momo').id);
  const orderB = await placeOrder(b.access, mealOf('Veg Momo').id);

  let names = 0;
  const uniqueName = (prefix: string) => `${prefix} ${(names += 1)}`;
  const sendCode: MatrixContext['sendCode'] = async (phoneNumber, type) => {
    const path = type === 'password_reset' ? '/account/forgot-password/' : '/account/send-otp/';
    const json =
      type === 'password_reset' ? { phone_number: phoneNumber } : { phone_number: phoneNumber, otp_type: type };
    const { status: sent } = await request('POST', path, type === 'admin' ? tokens.admin : undefined, { json });
    if (sent !== 200) throw new Error(`sending a ${type} code answered ${sent}`);
    return latestCode(t.db, phoneNumber);
  };

  ctx = {
    vars: {
      mealChicken: mealOf('Chicken Momo').id,
      mealVeg: mealOf('Veg Momo').id,
      mealSelRoti: mealOf('Sel Roti').id,
      category: categoryId,
      userA: a.user.id,
      userB: b.user.id,
      adminId,
      orderA: orderA.id,
      orderB: orderB.id,
      phoneA: a.phoneNumber,
      merchantCode: t.env.esewaMerchantCode,
      mealImage: mealOf('Chicken Momo').main_image?.replace(/^\/media\//, ''),
    },
    passwordOf: (caller) => credentials[caller],
    tokenOf: (caller) => tokens[caller],
    freshNumber,
    codeFor: (phoneNumber) => latestCode(t.db, phoneNumber),
    sendCode,
    newUser: async () => insertTestUser(t.db, { name: 'Throwaway User' }),
    newMeal: async () => {
      const form = await mealForm(categoryId, { name: uniqueName('Throwaway Meal') });
      const created = await send(app, 'POST', '/meal/meals/', { token: tokens.admin, form });
      if (created.status !== 201) throw new Error(`meal answered ${created.status}`);
      return (created.body.meal as unknown as { id: number }).id;
    },
    newCategory: async () => {
      const json = { name: uniqueName('Throwaway Category') };
      const created = await send(app, 'POST', '/meal/categories/', { token: tokens.admin, json });
      if (created.status !== 201) throw new Error(`category answered ${created.status}`);
      return (created.body.category as unknown as { id: number }).id;
    },
    uniqueName,
    mealForm: (name) => mealForm(categoryId, { name }),
    newOrderOfA: () => placeOrder(tokens.customerA as string, mealOf('Chicken Momo').id),
    payInSandbox: async (fields) => {
      const { answer, location } = await throughSandbox(app, fields);
      if (answer.status !== 303) throw new Error(`the sandbox answered ${answer.status}`);
      const { oid, amt, refId } = successQuery(location);
      return { oid, amt, refId };
    },
    sandboxPage: async (fields) => {
      const page = await postForm(app, SANDBOX_FORM_URL, fields);
      return pageForm(page.html, SANDBOX_FORM_URL).hidden;
    },
    setOrderStatus: async (orderId, status) => {
      await t.db
        .updateTable('orders')
        .set({ status: status as 'paid' })
        .where('id', '=', orderId)
        .execute();
    },
    cancelPaid: async (orderId) => {
      await t.db.updateTable('orders').set({ paid_at: new Date().toISOString() }).where('id', '=', orderId).execute();
      const response = await send(app, 'POST', `/orders/${orderId}/status/`, {
        token: tokens.admin as string,
        json: { status: 'cancelled', reason: 'The momo ran out.' },
      });
      if (response.status !== 200) throw new Error(`cancel answered ${response.status}`);
    },
    addToCart: (caller, meal) => addToCart(tokens[caller] as string, meal),
    async cartLineOf(caller, meal) {
      await addToCart(tokens[caller] as string, meal);
      const lines = (await send(app, 'GET', '/cart/cart/', { token: tokens[caller] })).body as unknown as Array<{ id: number; meal: { id: number } }>;
      const line = lines.find((each) => each.meal.id === meal);
      if (!line) throw new Error('the meal is not in the cart');
      return line.id;
    },
  };
});
afterAll(async () => {
  shutdown.abort();
  await t?.destroy();
});

async function signIn(caller: SignedIn) {
  const login = await apiClient(app).post('/account/login/', ctx.passwordOf(caller), { address: nextAddress() });
  if (login.status !== 200) throw new Error(`${caller} login answered ${login.status}`);
  return { access: String(login.body.access_token), refresh: String(login.body.refresh_token) };
}

it('has a row for every route the server has', () => {
  // A route added later without a row fails here, so the matrix stays the whole API.
  const templates = PERMISSION_MATRIX.map((row) => ({
    method: row.method,
    path: row.path.split('?')[0]?.replace(/\{\w+\}/g, 'x1') ?? '',
  }));
  const missing = app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => `${route.method} ${route.path.slice('/api'.length)}`)
    .filter((route, index, all) => all.indexOf(route) === index)
    .filter((route) => {
      const [method, path = ''] = route.split(' ');
      const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+').replace(/\*/g, '.*')}$`);
      return !templates.some((row) => row.method === method && pattern.test(row.path));
    });
  expect(missing).toEqual([]);
});

it('answers every route as the matrix says, for a visitor, customer A, customer B and an admin', async () => {
  const deviations: string[] = [];
  let calls = 0;
  for (const row of PERMISSION_MATRIX) {
    for (const [index, caller] of CALLERS.entries()) {
      const expected = row.expect[index];
      if (expected === null || expected === undefined) continue;
      const vars: Vars = { ...ctx.vars, ...(row.prepare ? await row.prepare(ctx, caller) : {}) };
      let token = tokens[caller];
      if (row.session === 'fresh' && caller !== 'visitor') {
        const session = await signIn(caller);
        Object.assign(vars, session);
        token = session.access;
      }
      const path = fill(row.path, vars);
      const body = row.body ? await row.body(vars, caller, ctx) : undefined;
      const { status, text } = await request(row.method, path, token, body, row.stream);
      calls += 1;
      if (status !== expected)
        deviations.push(`${row.method} ${path} as ${caller}: expected ${expected} got ${status}`);
      else if ((status === 401 || status === 403) && row.method !== 'HEAD' && !onlyDetail(text))
        deviations.push(`${row.method} ${path} as ${caller}: refused with more than a detail: ${text.slice(0, 200)}`);
      if (row.endsSessions && caller !== 'visitor') tokens[caller] = (await signIn(caller)).access;
    }
  }
  expect(deviations).toEqual([]);
  // Every row ran for every caller but the one the table leaves out.
  expect(calls).toBe(PERMISSION_MATRIX.length * CALLERS.length - 1);
}, 180_000);
