import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import type { Order } from '../../contract/order';
import { PAYMENT_MESSAGES } from '../../contract/payment';
import { logInAsCustomer } from './customer-steps';
import { openAroundTheClock } from './restaurant-hours';
import { customerWithCart, numbered, payAtKhaltiStandIn, returnedFromKhalti } from './order-steps';
import { api, go, useBrowser } from './session';

const { open } = useBrowser();

/** Signed in with one meal in the cart, Khalti chosen on /cart and paid for: the browser is at the stand-in. */
async function payWithKhaltiFromCart(viewport: 'phone' | 'desktop', mealIndex: number, expected: Parameters<typeof open>[2] = []) {
  openAroundTheClock();
  const meal = (await api<MealWire[]>('/meal/meals/'))[mealIndex]!;
  const customer = await customerWithCart(meal);
  const { page } = await open('/login', viewport, expected);
  page.setDefaultTimeout(15_000);
  await logInAsCustomer(page);
  await go(page, '/cart');
  // Ark's radio is a hidden input under its label: the label is what a person presses.
  await page.getByRole('radiogroup').getByText('Khalti', { exact: true }).click();
  await expect.poll(() => page.getByRole('radio', { name: 'Khalti' }).isChecked()).toBe(true);
  await page.screenshot({ path: `test-results/screenshots/cart-khalti-${viewport}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Pay with Khalti' }).click();
  return { page, customer, meal };
}

describe('Khalti in Chromium against the real server and its offline stand-in (KHALTI_MODE=sandbox)', () => {
  it('a customer pays with Khalti at the stand-in, lands on the paid page, and My Orders shows the order paid', async () => {
    const { page, customer, meal } = await payWithKhaltiFromCart('phone', 0);
    await payAtKhaltiStandIn(page);
    const order = await returnedFromKhalti(page, customer);
    await page.getByRole('heading', { level: 1, name: PAYMENT_MESSAGES.confirmed }).waitFor();
    await page.screenshot({ path: 'test-results/screenshots/khalti-return-paid-phone.png', fullPage: true });
    expect(order).toMatchObject({ status: 'paid', payment_method: 'khalti' });
    expect(order.items.map((line) => line.meal)).toEqual([meal.id]);
    expect(await customer.call<unknown[]>('/cart/cart/')).toEqual([]);

    await page.getByRole('link', { name: 'View My Orders' }).click();
    await page.locator('article').filter({ hasText: numbered(order.number) }).getByText('Paid', { exact: true }).waitFor();
  });

  it('a customer cancels at the stand-in: not completed, the order unpaid; Pay again from My Orders pays it', async () => {
    // The server refuses the cancelled return (402: Khalti did not confirm it), as it should.
    const { page, customer } = await payWithKhaltiFromCart('desktop', 1, [{ path: '/api/payment/khalti/verify/', status: 402 }]);
    await payAtKhaltiStandIn(page, 'cancel');
    const cancelled = await returnedFromKhalti(page, customer);
    await page.getByText(PAYMENT_MESSAGES.failed, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).waitFor();
    await page.screenshot({ path: 'test-results/screenshots/khalti-return-cancelled-desktop.png', fullPage: true });
    expect(cancelled.status).toBe('payment_failed');
    expect(await page.getByText(PAYMENT_MESSAGES.confirmed, { exact: true }).count()).toBe(0);

    await page.getByRole('link', { name: 'My Orders' }).click();
    const card = page.locator('article').filter({ hasText: numbered(cancelled.number) });
    await card.getByRole('button', { name: 'Pay again' }).click();
    await payAtKhaltiStandIn(page);
    await returnedFromKhalti(page, customer);
    await page.getByRole('heading', { level: 1, name: PAYMENT_MESSAGES.confirmed }).waitFor();
    await expect.poll(async () => (await customer.call<Order>(`/orders/${cancelled.id}`)).status).toBe('paid');
  });
});
