import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_ROUTES } from '../../../contract/api/api-routes';
import { PERMISSIONS, STAFF_ROLES, type StaffRole } from '../../../contract/permissions';
import { ROUTE_PERMISSIONS, routeKey } from '../../../contract/route-permissions';
import { fromAddress, signedUpCustomer, apiClient } from '../support/account-client';
import { documentPathOf } from '../support/openapi-validator';
import { signedInStaff } from '../support/staff-fixtures';
import { makeTestApp } from '../support/test-app';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Staff roles (docs/rules/roles.md#staff-roles, deny by default): every route the app serves × visitor, customer and
 * the four roles.
 * An admin route admits exactly the roles of its permission in contract/route-permissions.ts, and turns every
 * other role away with 403 {detail}; a route the table does not name fails here. Ids in paths name no row and no
 * body is sent, so an admitted call is answered 400/404 after the role check and changes nothing.
 */
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
const shutdown = new AbortController();
type Caller = 'visitor' | 'customer' | StaffRole;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env, { shutdown: shutdown.signal }));
  tokens.customer = (await signedUpCustomer(apiClient(app), t.db)).access;
  for (const role of STAFF_ROLES) tokens[role] = (await signedInStaff(app, t.db, role)).access;
}, 60_000);
afterAll(async () => {
  shutdown.abort();
  await t?.destroy();
});

const served = () =>
  [
    ...new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path}`),
    ),
  ]
    .map((each) => {
      const [method = '', path = ''] = each.split(' ');
      return { method, path };
    })
    // Logging out ends the caller's session: last, so every other route is called signed in.
    .sort((a, b) => Number(a.path.includes('/logout')) - Number(b.path.includes('/logout')));

let calls = 0;
async function call(method: string, honoPath: string, caller: Caller) {
  const path = honoPath.replace(/:\w+/g, '999999').replace(/\*$/, 'none.webp');
  const headers: Record<string, string> = tokens[caller] ? { Authorization: `Bearer ${tokens[caller]}` } : {};
  calls += 1;
  const response = await app.request(path, { method, headers }, fromAddress(`198.51.100.${(calls % 250) + 1}`));
  if (response.headers.get('Content-Type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: null };
  }
  const text = await response.text();
  const body: unknown = (() => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  })();
  return { status: response.status, body };
}

it('names a permission for every admin route, and only routes the app serves', () => {
  const missing: string[] = [];
  for (const route of served()) {
    const documented = API_ROUTES.find((each) => each.method === route.method && each.path === documentPathOf(route.path));
    if (!documented) missing.push(`${route.method} ${route.path}: not in contract/api/`);
    else if (documented.access === 'admin' && !ROUTE_PERMISSIONS[routeKey(route.method, documentPathOf(route.path))])
      missing.push(`${route.method} ${route.path}: no permission in contract/route-permissions.ts`);
  }
  expect(missing).toEqual([]);
  const keys = new Set(served().map((route) => routeKey(route.method, documentPathOf(route.path))));
  expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => !keys.has(key))).toEqual([]);
});

it('admits each role to exactly the routes its permissions name, on every route', async () => {
  const wrong: string[] = [];
  for (const route of served()) {
    const documented = API_ROUTES.find((each) => each.method === route.method && each.path === documentPathOf(route.path));
    const access = documented?.access ?? 'admin';
    const permission = ROUTE_PERMISSIONS[routeKey(route.method, documentPathOf(route.path))];
    const admitted: readonly StaffRole[] =
      access === 'admin' ? (permission ? PERMISSIONS[permission] : ['owner']) : access === 'customer' ? [] : STAFF_ROLES;
    const name = `${route.method} ${route.path}`;
    const visitor = await call(route.method, route.path, 'visitor');
    if ((visitor.status === 401) !== (access !== 'public')) wrong.push(`${name} visitor: ${visitor.status}`);
    const customer = await call(route.method, route.path, 'customer');
    const customerRefused = customer.status === 401 || customer.status === 403;
    if (access !== 'public' && (access === 'admin' ? customer.status !== 403 : customerRefused)) wrong.push(`${name} customer: ${customer.status}`);
    for (const role of STAFF_ROLES) {
      const { status, body } = await call(route.method, route.path, role);
      if (access === 'public') continue;
      const refused = status === 401 || status === 403;
      if (admitted.includes(role) ? refused : status !== 403) wrong.push(`${name} ${role}: ${status}`);
      if (status === 403 && (typeof body !== 'object' || body === null || Object.keys(body).join() !== 'detail'))
        wrong.push(`${name} ${role}: 403 without a lone detail`);
    }
  }
  expect(wrong).toEqual([]);
}, 120_000);
