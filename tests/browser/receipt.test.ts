import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { BillingSettings } from '../../contract/billing';
import type { MealWire } from '../../contract/meal';
import type { MealWithOptions } from '../../contract/meal-options';
import type { ReceiptDocument } from '../../contract/receipt';
import type { RestaurantInfo } from '../../contract/restaurant-info';
import { ADMIN, logInAsAdmin } from './admin-steps';
import { logInAsCustomer } from './customer-steps';
import { apiAs, payFromCart, customerWithEmptyCart } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { halfPlateMomo } from './meals';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

/**
 * A receipt at the counter (Nepal's bill: the restaurant, its PAN/VAT number, the day in BS and AD, the lines, the
 * tax split inside the menu prices, how it was paid): on the 80 mm roll as the printer gets it, then printed again as
 * a marked copy, the count kept by the server. The PNGs go to test-results/receipts/ (git-ignored) to be looked at.
 */
const PICTURES = fileURLToPath(new URL('../../test-results/receipts/', import.meta.url));
const { open } = useBrowser();
const BILLING = {
  vat_registered: true,
  pan_number: '301234567',
  address: 'Jhamsikhel, Lalitpur',
  service_percent_dine_in: 10,
  service_percent_pickup: 10,
  service_percent_delivery: 0,
};
/** 80 mm at the 96 px to the inch the browser lays out print in. */
const ROLL_PX = Math.round((80 / 25.4) * 96);
const PRINT_MARGIN_PX = Math.floor((4 / 25.4) * 96);

let restoreBilling: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await restoreBilling?.();
  restoreBilling = null;
});

/** What the page hands the browser's print dialog, each time it opens it: the sheet that prints, as text. */
async function recordPrints(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as { printed: string[] };
    scope.printed = [];
    window.print = () => void scope.printed.push(document.querySelector('[data-print-receipt]')?.textContent ?? '');
  });
  return () => page.evaluate(() => (window as unknown as { printed: string[] }).printed);
}

describe('a receipt at the counter', () => {
  it('is printed on the 80 mm roll with everything a Nepali bill needs, then again as a numbered copy', async () => {
    openAroundTheClock();
    const admin = await apiAs(ADMIN);
    const before = await admin.call<BillingSettings>('/about/billing/');
    restoreBilling = () => admin.call('/about/billing/', { method: 'PUT', body: JSON.stringify(before) });
    await admin.call('/about/billing/', { method: 'PUT', body: JSON.stringify(BILLING) });

    // A half plate of momo, hot, with cheese, and another dish: paid by eSewa from the customer's phone.
    const meals = await api<MealWire[]>('/meal/meals/');
    const listed = halfPlateMomo(meals);
    const momo = await api<MealWithOptions>(`/meal/meals/${listed.id}/`);
    const option = (name: string) => momo.option_groups!.flatMap((group) => group.options).find((each) => each.name === name)!.id;
    const other = meals.find((meal) => meal.id !== momo.id)!;
    const customer = await customerWithEmptyCart();
    await customer.call('/cart/cart/', {
      method: 'POST',
      body: JSON.stringify({ meal: momo.id, portion: 'half', options: [option('Hot'), option('Cheese')], note: '' }),
    });
    await customer.call('/cart/cart/', { method: 'POST', body: JSON.stringify({ meal: other.id }) });
    const { page: phone } = await open('/login', 'phone');
    phone.setDefaultTimeout(15_000);
    await logInAsCustomer(phone);
    await requestsSettled(phone, () => phone.goto(`${baseUrl}/cart`));
    const order = await payFromCart(phone, customer);
    expect(order.status).toBe('paid');

    // The counter opens its receipt.
    const { page } = await open('/login');
    page.setDefaultTimeout(15_000);
    const printed = await recordPrints(page);
    await logInAsAdmin(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/orders/${order.id}/receipt`));
    const issued = await admin.call<ReceiptDocument>(`/orders/${order.id}/receipt/`);
    const paper = page.locator('main').getByRole('article', { name: `Receipt ${issued.number}` });
    await paper.waitFor();
    expect(await page.getByRole('button', { name: '80 mm roll' }).getAttribute('aria-pressed')).toBe('true');
    expect(issued.times_printed).toBe(0);
    const { name } = await api<RestaurantInfo>('/about/about/');
    const text = await paper.innerText();
    const expected = [
      name,
      BILLING.address,
      `PAN/VAT No. ${BILLING.pan_number}`,
      `Receipt no. ${issued.number}`,
      `Date: ${issued.date_bs} BS (${issued.date_ad} AD)`,
      `Order #${order.number}`,
      momo.name,
      'Half plate',
      'Spice level: Hot',
      'Extras: Cheese',
      other.name,
      'Base amount',
      'Service charge (10%)',
      'Taxable amount',
      'VAT (13%)',
      `Total\nRs. ${order.total.toFixed(2)}`,
      'Paid by eSewa',
      `Reference: ${order.payment_ref}`,
    ];
    for (const line of expected) expect(text).toContain(line);
    expect(text).not.toContain('Copy of Original');
    const split = issued.snapshot.split!;
    expect(split.base_paisa + split.service_paisa + split.vat_paisa!).toBe(issued.snapshot.total_paisa);

    // As the printer gets it: only the sheet, 80 mm wide, no page around it.
    await page.setViewportSize({ width: ROLL_PX, height: 900 });
    await page.emulateMedia({ media: 'print' });
    const sheet = page.locator('[data-print-receipt]');
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(ROLL_PX);
    // Nothing sticks out of the roll: a long word or a wide number would be cut off by the printer.
    expect(await sheet.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    // An 80 mm thermal printer prints only the middle 72 mm: every word stays 4 mm clear of either edge.
    const clear = await sheet.evaluate((node, edge) => {
      const paper = node.getBoundingClientRect();
      const texts = [...node.querySelectorAll('p, span, th, td')].map((each) => each.getBoundingClientRect());
      return Math.min(...texts.flatMap((text) => [text.left - paper.left, paper.right - text.right])) >= edge;
    }, PRINT_MARGIN_PX);
    expect(clear).toBe(true);
    // Each column's words stand apart from the next one's ("1 Rs. 230.00", never "1Rs. 230.00").
    const gaps = await sheet.evaluate((node) =>
      [...node.querySelectorAll('tr')].flatMap((row) => {
        const words = [...row.children].map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell.firstChild ?? cell);
          return range.getBoundingClientRect();
        });
        return words.slice(1).map((word, index) => word.left - words[index]!.right);
      }),
    );
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(PRINT_MARGIN_PX / 2);
    // Only the paper prints: no page colour around it.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
    await page.screenshot({ path: `${PICTURES}receipt-80mm-original.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1366, height: 900 });

    // The first print is the original; the page then shows the next as a copy, and the second print carries it.
    await page.getByRole('button', { name: 'Print' }).click();
    await paper.getByText('Copy of Original (1)', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Print' }).click();
    await paper.getByText('Copy of Original (2)', { exact: true }).waitFor();
    const prints = await printed();
    expect(prints).toHaveLength(2);
    expect(prints[0]).not.toContain('Copy of Original');
    expect(prints[1]).toContain('Copy of Original (1)');
    expect((await admin.call<ReceiptDocument>(`/orders/${order.id}/receipt/`)).times_printed).toBe(2);

    // The count is the server's: opened afresh, the next print is still the second copy.
    await requestsSettled(page, () => page.reload());
    await paper.getByText('Copy of Original (2)', { exact: true }).waitFor();
    await page.setViewportSize({ width: ROLL_PX, height: 900 });
    await page.emulateMedia({ media: 'print' });
    await page.screenshot({ path: `${PICTURES}receipt-80mm-copy.png`, fullPage: true });
  });
});
