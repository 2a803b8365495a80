import { describe, expect, it } from 'vitest';
import { addStaff, callAs, logInAsAdmin, tokenOf } from './admin-steps';
import { orderPlacedThroughApi } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

describe('the audit trail in the browser', () => {
  it('the owner finds who cancelled an order: the manager, by name, with the status before and after', async () => {
    openAroundTheClock();
    const { order } = await orderPlacedThroughApi();
    // The manager cancels it with the call the Order List's Cancel makes.
    const manager = await addStaff('manager', `Gita Manager ${Date.now() % 100_000}`);
    await callAs('POST', `/orders/${order.id}/status/`, { status: 'cancelled' }, await tokenOf(manager));

    for (const viewport of ['desktop', 'phone'] as const) {
      const { page } = await open('/login', viewport);
      await logInAsAdmin(page);
      if (viewport === 'desktop') {
        // The owner's Users menu offers the screen.
        await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/orders`));
        await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Users', exact: true }).click();
        await requestsSettled(page, () => page.getByRole('menuitem', { name: 'Audit trail' }).click());
        await page.waitForURL(`${baseUrl}/route/admin/audit`);
      } else await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/audit`));
      await page.getByRole('heading', { name: 'Audit trail' }).waitFor();
      await requestsSettled(page, async () => {
        await page.getByLabel('Person').selectOption({ label: manager.name });
        await page.getByLabel('Kind').selectOption({ label: 'Orders' });
      });
      const rows = page.getByRole('row').filter({ hasText: 'Order cancelled' });
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      const row = rows.first();
      await expect.poll(() => row.textContent()).toContain(manager.name);
      const text = (await row.textContent()) ?? '';
      expect(text).toContain(`Order #${order.id}`);
      expect(text).toContain(`status: ${order.status}`);
      expect(text).toContain('→ status: cancelled');
      await page.screenshot({ path: `.tmp/audit-${viewport}.png`, fullPage: true });
    }
  });
});
