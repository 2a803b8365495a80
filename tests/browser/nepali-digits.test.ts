import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import type { Order } from '../../contract/order';
import { logInAsCustomer } from './customer-steps';
import { customerWithCart, payAtSandbox } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { api, baseUrl, SCREENSHOTS, useBrowser } from './session';

const { open } = useBrowser();

const MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b/;

/**
 * What a Nepali reader would still find in Latin on the page: each Latin digit run or English month name, with a few
 * words around it so a failure says where it is. `codes` are compared as written (an eSewa reference, a typed address).
 */
async function latinLeft(page: Page, codes: string[]): Promise<string[]> {
  let text = await page.evaluate(() => document.body.innerText);
  for (const code of codes) text = text.replaceAll(code, '');
  const found: string[] = [];
  for (const pattern of [/[0-9]+/g, new RegExp(MONTHS.source, 'g')]) {
    for (const match of text.matchAll(pattern)) {
      found.push(text.slice(Math.max(0, match.index - 25), match.index + match[0].length + 10).replace(/\s+/g, ' '));
    }
  }
  return found;
}

async function shownInNepali(page: Page, name: string, codes: string[] = []) {
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
  await page.screenshot({ path: `${SCREENSHOTS}nepali-digits-${name}.png`, fullPage: true });
  expect.soft(await latinLeft(page, codes), name).toEqual([]);
}

describe('Nepali to the last digit', () => {
  it('home, cart, the paid order and My Orders show no Latin digits and no English month names', async () => {
    openAroundTheClock();
    const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
    const customer = await customerWithCart(meal);
    const { page } = await open('/login', 'phone');
    await logInAsCustomer(page);
    await page.evaluate(() => localStorage.setItem('locale', 'ne'));

    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await shownInNepali(page, 'home');
    // What the cart link is described by (src/ui/navbar.tsx), hidden, so not in innerText: a plural whose '#' Lingui
    // writes with Intl, and Chromium has no Nepali numbers of its own (src/i18n/nepali-numbers.ts). One full plate.
    await expect.poll(() => page.locator('#cart-count').textContent()).toBe('कार्टमा १ वस्तु');

    await page.goto(`${baseUrl}/cart`, { waitUntil: 'networkidle' });
    await expect.poll(async () => /रु\. [०-९]+/.test((await page.locator('main').textContent()) ?? '')).toBe(true);
    await shownInNepali(page, 'cart');

    await page.getByRole('button', { name: /eSewa|इसेवा/i }).first().click();
    await payAtSandbox(page);
    await page.waitForURL(/\/esewa-success\?data=/);
    // The order's number heads the result once the payment is confirmed.
    await page.getByRole('heading', { level: 2, name: /#[०-९]+/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await shownInNepali(page, 'order');

    // My Orders keeps its live updates open: the page never goes quiet on the network.
    await page.goto(`${baseUrl}/orders`);
    await page.locator('article').first().waitFor();
    const { results } = await customer.call<{ results: Order[] }>('/orders/');
    // As written, not numbers of the app's: eSewa's references, and what customers typed (an address, a landmark, the
    // rider's phone, a note) on orders earlier journeys placed for the same demo customer.
    const asWritten = results.flatMap((order) =>
      [
        order.payment_ref,
        order.fulfilment.address,
        order.fulfilment.landmark,
        order.fulfilment.phone,
        order.note,
        ...order.items.map((line) => line.note),
      ].filter((text): text is string => Boolean(text)),
    );
    await shownInNepali(page, 'my-orders', asWritten);
  });
});
