import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import type { Order } from '../../contract/order';
import { checkout, httpClient } from '../../bench/checkout-flow.mjs';
import { logInAsAdmin } from './admin-steps';
import { CUSTOMER } from './customer-steps';
import { openAroundTheClock } from './restaurant-hours';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

describe('the kitchen cannot miss an order (issue 13)', () => {
  it('an admin on the Category page sees and hears a customer pay, and the tab counts it until the Order List', async () => {
    openAroundTheClock();
    const { page } = await open('/login');
    page.setDefaultTimeout(15_000);
    // Counts the chime's notes: Chromium plays Web Audio headless, but a test cannot listen.
    await page.addInitScript(() => {
      const scope = window as unknown as { notes: number };
      scope.notes = 0;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        scope.notes += 1;
        return create.call(this);
      };
    });
    await logInAsAdmin(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/category`));
    await page.getByRole('list', { name: 'Categories' }).waitFor();
    // Browsers play sound only after the page has been used: the admin has clicked something.
    await page.getByRole('heading', { level: 1 }).click();

    // A customer pays, the way the browser does it, through the sandbox.
    const client = httpClient({ maxSockets: 2 });
    let paid: Order | null = null;
    try {
      const login = await fetch(`${baseUrl}/api/account/login/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone_number: CUSTOMER.phone, password: CUSTOMER.password }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
      await checkout(client, baseUrl, token, [meal.id], () => 0, {
        acknowledged: (what, order) => {
          if (what === 'paid') paid = order as Order;
        },
      });
    } finally {
      client.destroy();
    }
    const order = paid as Order | null;
    expect(order?.status).toBe('paid');

    const toast = `New order #${order!.number} · Rs. ${order!.total.toFixed(2)}`;
    await page.getByText(toast, { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { notes: number }).notes)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.title()).toMatch(/^\(1\) Category/);

    // The Order List shows it highlighted as new; the count in the tab has done its work.
    await page.getByRole('link', { name: 'Orders waiting for the kitchen' }).click();
    await page.waitForURL(`${baseUrl}/route/admin/orders`);
    const listed = page.locator('article').filter({ hasText: new RegExp(`#${order!.number}(?!\\d)`) });
    await listed.getByText('New', { exact: true }).waitFor();
    expect(await listed.getAttribute('data-fresh')).toBe('true');
    await expect.poll(() => page.title()).not.toMatch(/^\(\d+\)/);

    // The kitchen wall: the order is in the Paid column, and its next step moves it along.
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/kitchen`));
    const card = page.getByRole('region', { name: /^Paid/ }).getByRole('article', { name: `Order #${order!.number}` });
    await card.getByRole('button', { name: 'Start preparing' }).click();
    await page.getByRole('region', { name: /^Preparing/ }).getByRole('article', { name: `Order #${order!.number}` }).waitFor();
  });
});
