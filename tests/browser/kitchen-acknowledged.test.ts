import { describe, expect, it } from 'vitest';
import type { Order } from '../../contract/order';
import { acknowledgeLeftovers, addStaff, logInAs, logInAsAdmin } from './admin-steps';
import { customerPaysThroughSandbox } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

type Page = Awaited<ReturnType<typeof open>>['page'];

const wordsOf = (order: Order) => `New order #${order.number} · Rs. ${order.total.toFixed(2)}`;

/** A kitchen tablet on the kitchen screen, its sound allowed (the cook has touched the page). */
async function kitchenTablet(page: Page) {
  page.setDefaultTimeout(15_000);
  await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/kitchen`));
  await page.getByRole('region', { name: /^Paid/ }).waitFor();
  await page.getByRole('heading', { level: 1 }).click();
}

describe('one press silences every kitchen tablet (docs/rules/orders.md#new-order-alert)', () => {
  it('acknowledging on one tablet silences the other, and a reload rings only for what nobody acknowledged', async () => {
    openAroundTheClock();
    await acknowledgeLeftovers();
    const cook = await addStaff('kitchen', 'Hari Cook');
    const first = await open('/login');
    await logInAsAdmin(first.page);
    await kitchenTablet(first.page);
    const second = await open('/login');
    await logInAs(second.page, cook);
    await kitchenTablet(second.page);

    const order = await customerPaysThroughSandbox();
    const alertOn = (page: Page) => page.getByRole('alert', { name: 'New orders' });
    for (const { page } of [first, second]) await alertOn(page).getByText(wordsOf(order), { exact: true }).waitFor();

    // The owner's tablet acknowledges: the cook's tablet stops ringing and says why.
    await alertOn(first.page).getByRole('button', { name: 'Acknowledge' }).click();
    await alertOn(first.page).waitFor({ state: 'detached' });
    const note = second.page.getByRole('status', { name: 'New orders' });
    await note.getByText(`Order #${order.number} was acknowledged on another tablet.`).waitFor();
    await alertOn(second.page).waitFor({ state: 'detached' });

    // The cook's tablet reloads: the acknowledged order never rings again.
    await kitchenTablet(second.page);
    await second.page.getByRole('region', { name: /^Paid/ }).getByRole('article', { name: `Order #${order.number}` }).waitFor();
    expect(await alertOn(second.page).count()).toBe(0);

    // A second order nobody acknowledges: a reload rings for it, and only for it.
    const next = await customerPaysThroughSandbox();
    await alertOn(second.page).getByText(wordsOf(next), { exact: true }).waitFor();
    await kitchenTablet(second.page);
    const rang = alertOn(second.page);
    await rang.getByText(wordsOf(next), { exact: true }).waitFor();
    expect(await rang.getByText(wordsOf(order), { exact: true }).count()).toBe(0);

    // Acknowledged on the reloaded tablet, it is silenced on the first one too.
    await rang.getByRole('button', { name: 'Acknowledge' }).click();
    await rang.waitFor({ state: 'detached' });
    await first.page
      .getByRole('status', { name: 'New orders' })
      .getByText(`Order #${next.number} was acknowledged on another tablet.`)
      .waitFor();
    expect(await alertOn(first.page).count()).toBe(0);
  });
});
