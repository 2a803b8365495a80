import { send } from './support/meal-fixtures';
import * as world from './support/order-lifetime-world';
import { describe, expect, it } from 'vitest';

world.useOrderLifetimeWorld();

// The sales register and the credit notes as CSV for a range of days (dated in Nepal): admins only, every cell
// safe to open in a spreadsheet, a bad date answered 400 naming it.

const csv = (path: string, token = world.admin) => send(world.app, 'GET', `/admin/money/${path}`, { token });

/** Rows of a CSV this server writes: every cell quoted, "" inside one. */
const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"')));

async function paidOrderOf(name: string) {
  const token = await world.newCustomer();
  const placed = await world.placeOrder(token);
  await world.t.db
    .updateTable('users')
    .set({ name })
    .where('id', '=', (eb) => eb.selectFrom('orders').select('user_id').where('id', '=', placed.order.id))
    .execute();
  expect((await world.payInFull(token, placed)).answer.status).toBe(200);
  return placed.order.id;
}

describe('GET /admin/money/register.csv and credit-notes.csv', () => {
  it('lists the receipts of the days asked with BS and AD dates, split and total; formulas are defused', async () => {
    world.setNow(world.START);
    const plain = await paidOrderOf('Sita Sharma');
    const formula = await paidOrderOf('=HYPERLINK("http://evil.example","x")');
    await paidOrderOf('@SUM(A1)');
    const answer = await csv('register.csv?from=2026-03-02&to=2026-03-02');
    expect(answer.status).toBe(200);
    const text = String(answer.body);
    const rows = rowsOf(text);
    expect(rows[0]).toEqual(['Date (BS)', 'Date (AD)', 'Receipt number', 'Customer', 'Taxable amount', 'VAT', 'Total']);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual(['2082-11-18', '2026-03-02', '2082/83-000001', 'Sita Sharma', '500.00', '0.00', '500.00']);
    expect(rows[2]![3]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(rows[3]![3]).toBe(`'@SUM(A1)`);
    expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
    // A day without receipts: the header alone.
    expect(rowsOf(String((await csv('register.csv?from=2026-03-03&to=2026-03-04')).body))).toHaveLength(1);

    // Cancelling the first paid order: its credit note, naming its receipt, is on the credit-notes list.
    expect(
      (await send(world.app, 'POST', `/orders/${plain}/status/`, { token: world.admin, json: { status: 'cancelled', reason: 'Out of gas.' } }))
        .status,
    ).toBe(200);
    const notes = rowsOf(String((await csv('credit-notes.csv?from=2026-03-01&to=2026-03-02')).body));
    expect(notes).toEqual([
      ['Date (BS)', 'Date (AD)', 'Receipt number', 'Customer', 'Taxable amount', 'VAT', 'Total', 'Credit for receipt'],
      ['2082-11-18', '2026-03-02', 'CN-2082/83-000001', 'Sita Sharma', '500.00', '0.00', '500.00', '2082/83-000001'],
    ]);
    expect(formula).toBeGreaterThan(plain);
  });

  it('answers as a CSV attachment', async () => {
    const response = await world.app.request('/api/admin/money/register.csv?from=2026-03-01&to=2026-03-31', {
      headers: { Authorization: `Bearer ${world.admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="sales-register-2026-03-01-2026-03-31.csv"');
  });

  it('answers 400 naming a bad or missing date, 401 without a token and 403 to a customer', async () => {
    expect(await csv('register.csv?from=2026-13-01&to=2026-03-02')).toMatchObject({
      status: 400,
      body: { from: [expect.stringMatching(/^from /)] },
    });
    expect(await csv('credit-notes.csv?from=2026-03-02')).toMatchObject({ status: 400, body: { to: [expect.stringMatching(/^to /)] } });
    expect(await csv('register.csv?from=2026-03-05&to=2026-03-02')).toMatchObject({
      status: 400,
      body: { to: ['from must not be after to.'] },
    });
    expect(await csv('register.csv?from=2026-02-30&to=2026-03-02')).toMatchObject({
      status: 400,
      body: { from: ['from is not a date in the calendar.'] },
    });
    expect((await send(world.app, 'GET', '/admin/money/register.csv?from=2026-03-01&to=2026-03-02')).status).toBe(401);
    expect((await csv('register.csv?from=2026-03-01&to=2026-03-02', await world.newCustomer())).status).toBe(403);
  });
});
