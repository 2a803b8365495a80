import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { customerOnPhone } from './customer-steps';
import { numbered, payFromCart, customerWithEmptyCart } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { halfPlateMomo } from './meals';
import { api, go, SCREENSHOTS, useBrowser } from './session';

/**
 * Cart lines, not cart dishes (docs/rules/orders.md#cart-lines), in Chromium against the real server and its demo menu:
 * a half plate of momo Hot with a note and a full plate Mild are two lines, ordered together, and "Order again" puts
 * both back as they were, each at its quantity.
 */
const { open } = useBrowser();

describe('two lines of one dish, in Chromium', () => {
  it('are ordered and reordered intact: portion, options, note and quantity of each', async () => {
    openAroundTheClock();
    const meals = await api<MealWire[]>('/meal/meals/');
    const momo = halfPlateMomo(meals);
    const customer = await customerWithEmptyCart();
    const { page } = await customerOnPhone(open);

    const addWith = async (picks: RegExp[], note?: string) => {
      await go(page, `/meal/${momo.id}`);
      const choices = page.getByRole('region', { name: 'Your choices' });
      for (const pick of picks) await choices.locator('label').filter({ hasText: pick }).click();
      if (note) await choices.getByLabel(/Note for this dish/).fill(note);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.getByText('Meal added to cart!').first().waitFor();
    };
    await addWith([/^Half plate/, /^Hot$/], 'Extra chutney');
    await addWith([/^Full plate/, /^Mild$/]);

    await go(page, '/cart');
    const half = `${momo.name} (Half plate · Spice level: Hot)`;
    const full = `${momo.name} (Spice level: Mild)`;
    await page.getByText('“Extra chutney”').waitFor();
    await page.getByRole('button', { name: `Increase quantity of ${half}` }).click();
    await expect.poll(() => page.getByRole('status', { name: `Quantity of ${half}` }).textContent()).toBe('2');
    expect(await page.getByRole('status', { name: `Quantity of ${full}` }).textContent()).toBe('1');
    await page.screenshot({ path: `${SCREENSHOTS}cart-two-lines-phone.png`, fullPage: true });

    const paid = await payFromCart(page, customer);
    expect(paid.items).toEqual([
      expect.objectContaining({ meal: momo.id, quantity: 2, choices: ['Half plate', 'Spice level: Hot'], note: 'Extra chutney' }),
      expect.objectContaining({ meal: momo.id, quantity: 1, choices: ['Spice level: Mild'], note: null }),
    ]);

    await go(page, '/orders');
    const card = page.locator('article').filter({ hasText: numbered(paid.number) });
    await card.getByRole('button', { name: 'Order again' }).click();
    await page.waitForURL(/\/cart$/);
    await page.getByText('“Extra chutney”').waitFor();
    await expect.poll(() => page.getByRole('status', { name: `Quantity of ${half}` }).textContent()).toBe('2');
    expect(await page.getByRole('status', { name: `Quantity of ${full}` }).textContent()).toBe('1');
    await page.screenshot({ path: `${SCREENSHOTS}cart-reordered-phone.png`, fullPage: true });
  });
});
