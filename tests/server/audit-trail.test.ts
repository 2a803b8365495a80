import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MESSAGES, auditActors, auditPage } from '../../contract/audit';
import { seedDatabase } from '../../server/demo/seed';
import { recordAudit } from '../../server/services/audit';
import { apiClient, signedUpCustomer } from './support/account-client';
import { send } from './support/meal-fixtures';
import { signedInStaff } from './support/staff-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

/** The audit trail (docs/rules/roles.md#staff-roles): written by the actions, read by the owner, changed by no one. */
let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let kitchen: Awaited<ReturnType<typeof signedInStaff>>;
const OPEN = new Date('2026-03-02T06:00:00.000Z');

beforeAll(async () => {
  t = await openTestDatabase({ DEMO_DATA: '1' });
  await seedDatabase(t.db, t.env, { dialect: t.dialect, catalog: loadTinyCatalog });
  ({ app } = makeTestApp(t.db, t.env, { clock: () => OPEN }));
  owner = await signedInStaff(app, t.db, 'owner', 'Sita Owner');
  kitchen = await signedInStaff(app, t.db, 'kitchen', 'Hari Cook');
}, 60_000);
afterAll(async () => {
  await t.destroy();
});

const trail = async (query = '') => auditPage.parse((await send(app, 'GET', `/admin/audit/${query}`, { token: owner.access })).body);

describe('the audit trail', () => {
  it('records who cancelled an order, from what to what, and finds it by person and kind', async () => {
    const customer = await signedUpCustomer(apiClient(app), t.db);
    const meals = (await send(app, 'GET', '/meal/meals/')).body as unknown as Array<{ id: number }>;
    const placed = await send(app, 'POST', '/orders/', { token: customer.access, json: { items: [{ meal: meals[0]?.id, quantity: 1 }] } });
    expect(placed.status).toBe(201);
    const orderId = (placed.body.order as unknown as { id: number }).id;
    await t.db.updateTable('orders').set({ status: 'paid', paid_at: OPEN.toISOString() }).where('id', '=', orderId).execute();
    const cancel = await send(app, 'POST', `/orders/${orderId}/status/`, { token: kitchen.access, json: { status: 'cancelled', reason: 'Out of momo' } });
    expect(cancel.status).toBe(200);
    const page = await trail(`?actor=${kitchen.id}&kind=order&from=2026-03-02&to=2026-03-02`);
    expect(page.results).toEqual([
      expect.objectContaining({
        actor_id: kitchen.id,
        actor_name: 'Hari Cook',
        kind: 'order',
        action: 'order.cancel',
        subject: `Order #${orderId}`,
        before: { status: 'paid' },
        after: { status: 'cancelled', reason: 'Out of momo' },
      }),
    ]);
    expect((await trail('?from=2026-03-03')).count).toBe(0);
    // A date of the right shape that names no day is the reader's mistake (400 naming it), never a 500.
    for (const day of ['0000-40-00', '2026-02-30']) {
      const refused = await send(app, 'GET', `/admin/audit/?from=${day}`, { token: owner.access });
      expect(refused.status, day).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(AUDIT_MESSAGES.dateInvalid);
    }
  });

  it('records menu, settings and staff changes with the value before and after', async () => {
    const category = await send(app, 'POST', '/meal/categories/', { token: owner.access, json: { name: 'Audit Trail Drinks' } });
    expect(category.status).toBe(201);
    const id = (category.body.category as unknown as { id: number }).id;
    expect((await send(app, 'PATCH', `/meal/categories/${id}/`, { token: owner.access, json: { name: '=Juices' } })).status).toBe(200);
    expect((await send(app, 'PUT', `/account/users/${kitchen.id}/role/`, { token: owner.access, json: { role: 'counter' } })).status).toBe(200);
    const menu = await trail('?kind=menu');
    expect(menu.results[0]).toMatchObject({ action: 'category.update', before: { id, name: 'Audit Trail Drinks' }, after: { id, name: '=Juices' } });
    expect((await trail('?kind=staff')).results[0]).toMatchObject({ action: 'staff.role', before: { role: 'kitchen' }, after: { role: 'counter' } });
  });

  it('downloads as CSV with formula-like cells defused', async () => {
    const sly = await signedInStaff(app, t.db, 'owner', '=HYPERLINK("http://x")');
    expect((await send(app, 'POST', '/meal/categories/', { token: sly.access, json: { name: 'Sly Category' } })).status).toBe(201);
    const response = await app.request('/api/admin/audit.csv?kind=menu', { headers: { Authorization: `Bearer ${owner.access}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(response.headers.get('Content-Disposition')).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const csv = await response.text();
    expect(csv.split('\r\n')[0]).toBe('id,at,actor_id,actor_name,kind,action,subject,before,after');
    expect(csv).toContain(`"Category #`);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
  });

  it('cannot be changed or deleted through any route, nor in the database', async () => {
    await recordAudit(t.db, { actor: null, kind: 'money', action: 'test.row', subject: 'Nothing' });
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const id = before[0]?.id ?? 1;
    const paths = ['/api/admin/audit/', `/api/admin/audit/${id}`, `/api/admin/audit/${id}/`, '/api/admin/audit.csv', '/api/admin/audit'];
    const statuses = new Set<number>();
    for (const path of paths)
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
        const response = await app.request(path, { method, headers: { Authorization: `Bearer ${owner.access}`, 'Content-Type': 'application/json' }, body: '{}' });
        statuses.add(response.status);
      }
    expect([...statuses].every((status) => status === 404 || status === 405)).toBe(true);
    // No route the app serves writes to the trail's path but its two readers.
    const auditRoutes = app.routes.filter((route) => route.path.includes('audit') && route.method !== 'ALL');
    expect(new Set(auditRoutes.map((route) => `${route.method} ${route.path}`))).toEqual(
      new Set(['GET /api/admin/audit/', 'GET /api/admin/audit.csv', 'GET /api/admin/audit/actors/']),
    );
    await expect(t.db.updateTable('audit_log').set({ subject: 'Changed' }).execute()).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect(await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).toEqual(before);
  });

  it('names each person who appears in it once, by their latest name (the server itself is no person to pick)', async () => {
    await recordAudit(t.db, { actor: null, kind: 'money', action: 'cash.received', subject: 'Order #1' });
    await recordAudit(t.db, { actor: { id: kitchen.id, name: 'Hari' }, kind: 'order', action: 'order.status', subject: 'Order #1', at: new Date(Date.now() + 60_000) });
    const answer = await send(app, 'GET', '/admin/audit/actors/', { token: owner.access });
    expect(answer.status).toBe(200);
    const actors = auditActors.parse(answer.body);
    expect(actors.filter((actor) => actor.id === kitchen.id)).toEqual([{ id: kitchen.id, name: 'Hari' }]);
    expect(actors.filter((actor) => actor.id === owner.id)).toEqual([{ id: owner.id, name: 'Sita Owner' }]);
    expect(actors.some((actor) => actor.id === null)).toBe(false);
    expect(actors.map((actor) => actor.name)).toEqual([...actors.map((actor) => actor.name)].sort((a, b) => a.localeCompare(b)));
  });

  it('is the owner’s alone to read', async () => {
    expect((await send(app, 'GET', '/admin/audit/actors/', { token: kitchen.access })).status).toBe(403);
    expect((await send(app, 'GET', '/admin/audit/', { token: kitchen.access })).status).toBe(403);
    const manager = await signedInStaff(app, t.db, 'manager');
    expect((await send(app, 'GET', '/admin/audit.csv', { token: manager.access })).status).toBe(403);
  });
});
