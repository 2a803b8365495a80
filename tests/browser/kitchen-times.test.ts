import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order';
import { logInAsAdmin } from './admin-steps';
import { customerApi, customerPaysThroughSandbox } from './order-steps';
import { openAroundTheClock, withRestaurant } from './restaurant-hours';
import { go, useBrowser } from './session';

const { open } = useBrowser();

/** h:mm AM/PM of an instant on a clock in `timeZone`, as the order cards write a time. */
const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
const KATHMANDU = 'Asia/Kathmandu';

/** The restaurant in Kathmandu, taking orders at any hour, and a customer's pickup order paid just now. */
async function paidPickupInKathmandu(): Promise<Order & { fulfilment: { ready_at: string } }> {
  openAroundTheClock();
  withRestaurant((db) => db.prepare('update restaurant_info set time_zone = ?').run(KATHMANDU));
  const paid = await customerPaysThroughSandbox();
  expect(paid.fulfilment.ready_at).toEqual(expect.any(String));
  return paid as Order & { fulfilment: { ready_at: string } };
}

async function kitchenCard(order: Order, device: { timezoneId?: string } = {}) {
  const { page } = await open('/login', 'desktop', [], device);
  page.setDefaultTimeout(15_000);
  await logInAsAdmin(page);
  await go(page, '/route/admin/kitchen');
  const card = page.getByRole('article', { name: `Order #${order.number}` });
  await card.waitFor();
  return { page, card };
}

describe('the kitchen screen never misleads about time', () => {
  it("a tablet left on UTC shows the order's times on Kathmandu's clock, never its own", async () => {
    const paid = await paidPickupInKathmandu();
    const { card } = await kitchenCard(paid, { timezoneId: 'UTC' });
    await card.getByText(`ready about ${clockIn(paid.fulfilment.ready_at, KATHMANDU)}`).waitFor();
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(clockIn(paid.created_at, KATHMANDU));
    // Kathmandu is 5:45 ahead of UTC: the tablet's own clock would write other minutes.
    expect(text).not.toContain(clockIn(paid.fulfilment.ready_at, 'UTC'));
    expect(text).not.toContain(clockIn(paid.created_at, 'UTC'));
  });

  it('"+5 min" moves the ready time five minutes later than it was, for the kitchen and the customer alike', async () => {
    const paid = await paidPickupInKathmandu();
    const { card } = await kitchenCard(paid);
    const readyAt = async () =>
      (await (await customerApi()).call<Order>(`/orders/${paid.id}/`)).fulfilment.ready_at ?? '';
    let before = paid.fulfilment.ready_at;
    for (let press = 1; press <= 2; press += 1) {
      await card.getByRole('button', { name: `Order #${paid.number} ready 5 minutes later` }).click();
      await expect.poll(readyAt).not.toBe(before);
      const after = await readyAt();
      // Later by exactly five minutes: never "now + 5", which is earlier than an estimate 20 minutes out.
      expect(Date.parse(after) - Date.parse(before)).toBe(5 * 60_000);
      await card.getByText(`ready about ${clockIn(after, KATHMANDU)}`).waitFor();
      before = after;
    }
  });
});
