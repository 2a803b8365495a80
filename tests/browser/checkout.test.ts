import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { formatClock } from '../../contract/opening-hours';
import type { Order } from '../../contract/order';
import { PAYMENT_MESSAGES } from '../../contract/payment';
import { V2_OUTCOMES } from '../../server/services/esewa-sandbox-v2';
import { logInAsAdmin } from './admin-steps';
import { logInAsCustomer, customerOnPhone } from './customer-steps';
import { closeForNow, openAroundTheClock } from './restaurant-hours';
import { numbered, orderPlacedThroughApi, payAtSandbox, payFromCart, customerWithEmptyCart } from './order-steps';
import { api, go, useBrowser } from './session';

const { open } = useBrowser();
const badge = (page: Page) => page.getByTestId('cart-badge');

describe('checkout in Chromium against the real server and its eSewa sandbox', () => {
  it('a customer pays two meals; the admin sees the order arrive without a reload and completes it', async () => {
    openAroundTheClock();
    const customer = await customerWithEmptyCart();
    const meals = await api<MealWire[]>('/meal/meals/');

    const kitchen = await open('/login');
    kitchen.page.setDefaultTimeout(15_000);
    await logInAsAdmin(kitchen.page);
    await go(kitchen.page, '/route/admin/orders');

    const { page } = await customerOnPhone(open);
    await go(page, '/menu');
    // docs/rules/robustness.md#screens: beside a signed-in customer's icons the restaurant's name is whole on a phone,
    // never "Himalaya…".
    const brandName = page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().locator('span');
    const whole = (name: HTMLElement) => name.scrollWidth <= name.clientWidth && name.getBoundingClientRect().right <= innerWidth;
    expect(await brandName.evaluate(whole)).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/phone-header-signed-in.png', clip: { x: 0, y: 0, width: 390, height: 80 } });
    const [first, second] = meals;
    for (const meal of [first!, second!]) {
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: meal.name, exact: true }) });
      await card.getByRole('button', { name: /add to cart/i }).first().click();
      await page.getByText('Meal added to cart!', { exact: true }).first().waitFor();
    }
    await expect.poll(() => badge(page).textContent()).toBe('2');

    await go(page, '/cart');
    await page.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
    await page.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
    await page.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).click();
    const total = Number(first!.price) * 2 + Number(second!.price);
    await page.getByText(`Total Price: Rs. ${total.toFixed(2)}`, { exact: true }).waitFor();

    const paid = await payFromCart(page, customer);
    await expect.poll(() => badge(page).count()).toBe(0);

    expect(paid.status).toBe('paid');
    expect(paid.total).toBe(total);
    expect(paid.items.map((line) => [line.meal, line.quantity])).toEqual([
      [first!.id, 2],
      [second!.id, 1],
    ]);
    expect(await customer.call<unknown[]>('/cart/cart/')).toEqual([]);

    // The kitchen's list was open all along: the paid order arrives live.
    const ticket = kitchen.page.locator('article').filter({ hasText: numbered(paid.number) });
    await ticket.waitFor();
    for (const action of ['Start preparing', 'Mark ready', 'Complete']) {
      await ticket.getByRole('button', { name: action }).click();
      await expect.poll(async () => (await customer.call<Order>(`/orders/${paid.id}`)).status).not.toBe(paid.status);
    }
    await expect.poll(async () => (await customer.call<Order>(`/orders/${paid.id}`)).status).toBe('completed');

    await go(page, '/orders');
    await page.locator('article').filter({ hasText: numbered(paid.number) }).getByText('Completed', { exact: true }).waitFor();
  });

  it('a customer pays and closes the tab before the shop hears back; opening My Orders finds the order paid', async () => {
    openAroundTheClock();
    const customer = await customerWithEmptyCart();
    const meal = (await api<MealWire[]>('/meal/meals/'))[2]!;

    const { page, context } = await customerOnPhone(open);
    await go(page, '/menu');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: meal.name, exact: true }) });
    await card.getByRole('button', { name: /add to cart/i }).first().click();
    await page.getByText('Meal added to cart!', { exact: true }).first().waitFor();
    await go(page, '/cart');
    await page.getByRole('button', { name: 'Pay with Esewa' }).click();
    await payAtSandbox(page, V2_OUTCOMES.lose);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect(page.url()).not.toMatch(/esewa-success/);

    // Nothing told the shop: the order still waits for its payment until someone asks eSewa.
    const unpaid = (await customer.call<{ results: Order[] }>('/orders/')).results[0]!;
    expect(unpaid.items.map((line) => line.meal)).toEqual([meal.id]);
    await page.close();

    const again = await context.newPage();
    again.setDefaultTimeout(15_000);
    await go(again, '/orders');
    const order = again.locator('article').filter({ hasText: numbered(unpaid.number) });
    await order.getByText('Paid', { exact: true }).waitFor();
    const paid = await customer.call<Order>(`/orders/${unpaid.id}`);
    expect(paid.status).toBe('paid');
    expect(paid.payment_ref).toBeTruthy();
  });

  it('a closed restaurant says so on every page before the cart; the cart fills, and Pay waits for opening', async () => {
    const opening = closeForNow();
    try {
      const customer = await customerWithEmptyCart();
      const meal = (await api<MealWire[]>('/meal/meals/'))[1]!;
      const banner = `Closed now · opens at ${formatClock(opening)}`;

      const { page } = await open('/login', 'phone');
      page.setDefaultTimeout(15_000);
      await page.getByText(banner, { exact: true }).waitFor();
      await logInAsCustomer(page);
      await go(page, '/menu');
      await page.getByText(banner, { exact: true }).waitFor();
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: meal.name, exact: true }) });
      await card.getByRole('button', { name: /add to cart/i }).first().click();
      await page.getByText('Meal added to cart!', { exact: true }).first().waitFor();

      await go(page, '/cart');
      await page.getByText(`We take orders from ${formatClock(opening)}: you can pay then.`, { exact: true }).waitFor();
      // Nothing the server would take until it opens (or a time later today is chosen): Pay is not offered.
      expect(await page.getByRole('button', { name: 'Pay with Esewa' }).isDisabled()).toBe(true);
      expect(await page.getByText(/minutes after you pay/).count()).toBe(0);
      await customer.emptyCart();
    } finally {
      openAroundTheClock();
    }
  });

  it('opening /esewa-success with forged parameters pays nothing', async () => {
    openAroundTheClock();
    const { customer, order } = await orderPlacedThroughApi();

    const { page } = await open('/login', 'desktop', [{ path: '/api/payment/esewa/verify/', status: 402 }]);
    await logInAsCustomer(page);
    await go(page, `/esewa-success?oid=${order.pid}&amt=${order.total}&refId=FORGED-${Date.now()}`);
    await page.getByText(PAYMENT_MESSAGES.notConfirmed, { exact: true }).first().waitFor();
    expect(await page.getByText(PAYMENT_MESSAGES.confirmed, { exact: true }).count()).toBe(0);
    expect((await customer.call<Order>(`/orders/${order.id}`)).status).not.toBe('paid');

    await go(page, `/esewa-success?oid=${order.pid}&amt=1&refId=FORGED-${Date.now()}`);
    await page.getByText(PAYMENT_MESSAGES.amountMismatch, { exact: true }).first().waitFor();
    expect((await customer.call<Order>(`/orders/${order.id}`)).status).not.toBe('paid');
  });
});
