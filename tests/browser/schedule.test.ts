import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { formatClock } from '../../contract/opening-hours';
import { scheduleSlots } from '../../contract/schedule';
import { logInAsCustomer } from './customer-steps';
import { customerWithCart, numbered, payFromCart } from './order-steps';
import { closeUntilLaterToday, openAroundTheClock } from './restaurant-hours';
import { api, go, useBrowser } from './session';

/**
 * An order for later today (docs/rules/orders.md#later-today), in Chromium against the real server: while the kitchen
 * is closed every page says when it opens, and the cart takes an order for a time inside today's hours, paid at once.
 */
const { open } = useBrowser();

describe('ordering for later today, in Chromium', () => {
  it('a closed restaurant shows its banner before the cart, and takes a pickup order for a time later today', async () => {
    const hours = closeUntilLaterToday();
    try {
      const customer = await customerWithCart((await api<MealWire[]>('/meal/meals/'))[1]!);
      const slot = scheduleSlots({ opening_time: hours.opening, closing_time: hours.closing, time_zone: hours.timeZone }, new Date())[1]!;

      const { page } = await open('/login', 'phone');
      page.setDefaultTimeout(15_000);
      await page.getByText(`Closed now · opens at ${formatClock(hours.opening)}`, { exact: true }).waitFor();
      await logInAsCustomer(page);
      await go(page, '/cart');
      await page.getByLabel('Order for later today').selectOption(slot);
      await page.getByText(`Your order is for ${formatClock(slot)} today: you can pay now.`, { exact: true }).waitFor();
      const paid = await payFromCart(page, customer);
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
