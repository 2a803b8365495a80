import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { formatClock } from '../../contract/opening-hours';
import { scheduleSlots } from '../../contract/schedule';
import type { Order } from '../../contract/order';
import { PAYMENT_MESSAGES } from '../../contract/payment';
import { logInAsCustomer } from './customer-steps';
import { customerApi, numbered, payAtSandbox, returnedUuid } from './order-steps';
import { closeUntilLaterToday, openAroundTheClock } from './restaurant-hours';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

/**
 * An order for later today (issue 13), in Chromium against the real server: while the kitchen is closed every page
 * says when it opens, and the cart takes an order for a time inside today's hours, paid at once.
 */
const { open } = useBrowser();
const go = (page: Page, path: string) => requestsSettled(page, () => page.goto(`${baseUrl}${path}`));

describe('ordering for later today, in Chromium', () => {
  it('a closed restaurant shows its banner before the cart, and takes a pickup order for a time later today', async () => {
    const hours = closeUntilLaterToday();
    try {
      const customer = await customerApi();
      await customer.emptyCart();
      const meal = (await api<MealWire[]>('/meal/meals/'))[1]!;
      await customer.call('/cart/cart/', { method: 'POST', body: JSON.stringify({ meal: meal.id }) });
      const slot = scheduleSlots({ opening_time: hours.opening, closing_time: hours.closing, time_zone: hours.timeZone }, new Date())[1]!;

      const { page } = await open('/login', 'phone');
      page.setDefaultTimeout(15_000);
      await page.getByText(`Closed now · opens at ${formatClock(hours.opening)}`, { exact: true }).waitFor();
      await logInAsCustomer(page);
      await go(page, '/cart');
      await page.getByLabel('Order for later today').selectOption(slot);
      await page.getByText(`Your order is for ${formatClock(slot)} today: you can pay now.`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Pay with Esewa' }).click();
      await payAtSandbox(page);
      await page.waitForURL(/\/esewa-success\?data=/);
      const pid = returnedUuid(page.url());
      await page.getByText(PAYMENT_MESSAGES.confirmed, { exact: true }).first().waitFor();

      const paid = (await customer.call<{ results: Order[] }>('/orders/')).results.find((order) => order.pid === pid)!;
      expect(paid.status).toBe('paid');
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: hours.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
      expect(local.format(new Date(paid.scheduled_for!))).toBe(slot);
      expect(paid.fulfilment.ready_at).toBe(paid.scheduled_for);

      await go(page, '/orders');
      const card = page.locator('article').filter({ hasText: numbered(paid.number) });
      await card.getByText(/^Pickup · for /).waitFor();
    } finally {
      openAroundTheClock();
    }
  });
});
