import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import type { MealWithOptions } from '../../contract/meal-options';
import { logInAsAdmin } from './admin-steps';
import { customerOnPhone } from './customer-steps';
import { numbered, payFromCart, customerWithEmptyCart } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { halfPlateMomo } from './meals';
import { api, go, SCREENSHOTS, useBrowser } from './session';

/**
 * Portions and options (docs/rules/orders.md#options), in Chromium against the real server and its demo menu: a
 * customer orders a half plate of momo, hot, with cheese and a note, for pickup; the server prices it, and the kitchen
 * screen reads it out.
 */
const { open } = useBrowser();

describe('a half plate with options and a note, in Chromium', () => {
  it('is chosen on the meal page, shown and priced in the cart, paid for pickup and read by the kitchen', async () => {
    openAroundTheClock();
    const meals = await api<MealWire[]>('/meal/meals/');
    const listed = halfPlateMomo(meals);
    const momo = await api<MealWithOptions>(`/meal/meals/${listed.id}/`);
    const cheese = momo.option_groups?.flatMap((group) => group.options).find((option) => option.name === 'Cheese');
    expect(cheese, 'the demo momo offers cheese').toBeDefined();
    const unit = Number(momo.half_plate_price) + Number(cheese!.price);

    const customer = await customerWithEmptyCart();
    const { page } = await customerOnPhone(open);
    await go(page, `/meal/${momo.id}`);
    const choices = page.getByRole('region', { name: 'Your choices' });
    // Each choice is a label a thumb presses (Ark's inputs themselves are visually hidden).
    const press = (text: string | RegExp) => choices.locator('label').filter({ hasText: text }).click();
    await press(/^Half plate/);
    await press(/^Hot$/);
    await press(/Cheese/);
    await expect.poll(() => choices.getByRole('checkbox', { name: /Cheese/ }).isChecked()).toBe(true);
    await choices.getByLabel(/Note for this dish/).fill('No onion');
    await choices.getByText(`Rs ${Math.floor(unit)}`, { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}meal-choices-phone.png`, fullPage: true });
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Meal added to cart!').first().waitFor();

    await go(page, '/cart');
    const line = page.locator('li').filter({ has: page.getByRole('link', { name: momo.name }) });
    await line.getByText('Half plate · Spice level: Hot · Extras: Cheese').waitFor();
    await line.getByText('“No onion”').waitFor();
    await page.getByText(`Total Price: Rs. ${unit.toFixed(2)}`, { exact: true }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}cart-choices-phone.png`, fullPage: true });

    const paid = await payFromCart(page, customer);
    expect(paid).toMatchObject({ status: 'paid', total: unit, fulfilment: { type: 'pickup' } });
    expect(paid.items).toEqual([
      expect.objectContaining({
        meal: momo.id,
        quantity: 1,
        unit_price: unit,
        choices: ['Half plate', 'Spice level: Hot', 'Extras: Cheese'],
        note: 'No onion',
      }),
    ]);

    const kitchen = await open('/login');
    kitchen.page.setDefaultTimeout(15_000);
    await logInAsAdmin(kitchen.page);
    await go(kitchen.page, '/route/admin/kitchen');
    const card = kitchen.page.getByRole('article', { name: `Order #${paid.number}` });
    await card.getByText('Half plate · Spice level: Hot · Extras: Cheese · “No onion”').waitFor();

    await go(page, '/orders');
    await page.locator('article').filter({ hasText: numbered(paid.number) }).getByText('“No onion”').waitFor();
  });
});
