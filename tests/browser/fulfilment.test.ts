import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE, FULFILMENT_MESSAGES, type ServiceSettings } from '../../contract/fulfilment';
import type { MealWire } from '../../contract/meal';
import { ADMIN, logInAsAdmin } from './admin-steps';
import { logInAsCustomer } from './customer-steps';
import { apiAs, customerWithCart, numbered, payFromCart } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { api, baseUrl, go, useBrowser } from './session';

/**
 * How the food reaches the customer (docs/rules/orders.md#ways-to-order), in Chromium against the real server: a guest
 * at a table orders through its QR code's link, and a delivery under the restaurant's minimum is refused until the cart
 * reaches it.
 */
const { open } = useBrowser();

async function setService(settings: Partial<ServiceSettings>) {
  const admin = await apiAs(ADMIN);
  await admin.call('/about/service/', { method: 'PUT', body: JSON.stringify({ ...DEFAULT_SERVICE, ...settings }) });
}
afterAll(() => setService({}));

/** The demo customer's cart holding just `meal`, and their browser signed in on a phone. */
async function customerWith(meal: MealWire, start = '/login', expected: Array<{ path: string; status: number }> = []) {
  const customer = await customerWithCart(meal);
  const visit = await open(start, 'phone', expected);
  visit.page.setDefaultTimeout(15_000);
  return { customer, ...visit };
}

describe('pickup, table or delivery, in Chromium', () => {
  it("a guest scans table 6's code, pays with a note, and the kitchen screen shows the table and the note", async () => {
    openAroundTheClock();
    await setService({ dine_in: true, tables: 12 });
    const meal = (await api<MealWire[]>('/meal/meals/'))[1]!;
    const { customer, page } = await customerWith(meal, '/table/6');

    await page.getByRole('heading', { name: 'Welcome to table 6' }).waitFor();
    await go(page, '/login');
    await logInAsCustomer(page);
    await go(page, '/cart');
    await expect.poll(() => page.getByRole('radio', { name: /Dine-in/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Table number').inputValue()).toBe('6');
    await page.getByLabel('Note for the kitchen (optional)').fill('No onion, please');
    const paid = await payFromCart(page, customer);
    expect(paid).toMatchObject({ status: 'paid', note: 'No onion, please', fulfilment: { type: 'dine_in', table: 6 } });

    const kitchen = await open('/login');
    kitchen.page.setDefaultTimeout(15_000);
    await logInAsAdmin(kitchen.page);
    await go(kitchen.page, '/route/admin/kitchen');
    const card = kitchen.page.getByRole('article', { name: `Order #${paid.number}` });
    await card.getByText('Dine-in · table 6', { exact: true }).waitFor();
    await card.getByText('Note: No onion, please', { exact: true }).waitFor();

    await go(page, '/orders');
    await page.locator('article').filter({ hasText: numbered(paid.number) }).getByText('Dine-in · table 6').waitFor();
  });

  it('a delivery under the minimum is refused saying how much is missing; at the minimum its fee is paid', async () => {
    openAroundTheClock();
    const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
    const price = Number(meal.price);
    const minimum = Math.ceil(price * 2.5);
    await setService({ delivery: true, delivery_fee: 60, delivery_minimum: minimum });
    // The refusal is the server's answer, expected: not a failed request.
    const { customer, page } = await customerWith(meal, '/login', [{ path: '/api/orders/', status: 409 }]);
    await logInAsCustomer(page);
    await go(page, '/cart');

    await page.getByRole('radiogroup').getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Delivery address').fill('Jhamsikhel Road 12, Lalitpur');
    await page.getByLabel('Landmark (optional)').fill('opposite the school');
    await page.getByLabel('Phone for the rider').fill('9801234567');
    await page.getByText(`Total Price: Rs. ${(price + 60).toFixed(2)}`, { exact: true }).waitFor();
    const refusal = FULFILMENT_MESSAGES.belowMinimum(minimum, minimum - price);
    // The summary says so before Pay, and the server refuses it after.
    await page.getByRole('complementary', { name: 'Cart Summary' }).getByText(refusal, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay with Esewa' }).click();
    // The toast repeats the summary's words: two on the page.
    await expect.poll(() => page.getByText(refusal, { exact: true }).count()).toBe(2);
    expect(page.url()).toBe(`${baseUrl}/cart`);

    for (let step = 0; step < 2; step += 1)
      await page.getByRole('button', { name: `Increase quantity of ${meal.name}` }).click();
    await page.getByText(`Total Price: Rs. ${(price * 3 + 60).toFixed(2)}`, { exact: true }).waitFor();
    const paid = await payFromCart(page, customer);
    expect(paid).toMatchObject({
      status: 'paid',
      total: price * 3 + 60,
      delivery_fee: 60,
      fulfilment: { type: 'delivery', address: 'Jhamsikhel Road 12, Lalitpur', landmark: 'opposite the school', phone: '9801234567' },
    });
  });
});
