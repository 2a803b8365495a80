import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import type { Order } from '../../contract/order';
import { PAYMENT_MESSAGES } from '../../contract/payment';
import { codeSentTo, freshNumber } from './account-steps';
import { ADMIN } from './admin-steps';
import { CUSTOMER } from './customer-steps';
import { apiAs, payAtSandbox, returnedUuid, customerWithEmptyCart } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { halfPlateMomo } from './meals';
import { api, baseUrl, SCREENSHOTS, useBrowser } from './session';

/**
 * docs/rules/screens.md#keyboard-and-screen-readers: a customer who uses only the keyboard, and hears the page through
 * a screen reader, finishes an order: at each step the test asks where focus is (document.activeElement) and what the
 * live regions say, and axe looks at some of the states.
 */
mkdirSync(SCREENSHOTS, { recursive: true });
const { open } = useBrowser();

/** What has focus, as a screen reader names it: tag, role, accessible-ish name, and whether it is invalid. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { tag: 'body', name: '', invalid: false, inMain: false };
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      ((element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '');
    return {
      tag: element.tagName.toLowerCase(),
      name: name.trim(),
      invalid: element.getAttribute('aria-invalid') === 'true',
      inMain: element.closest('main') !== null,
    };
  });
}

/** The text of the accessible description of the focused element (aria-describedby), as read after its name. */
const focusedDescription = (page: Page) =>
  page.evaluate(() =>
    (document.activeElement?.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

/** What the route announcer (the polite live region after a navigation) says. */
const announced = (page: Page) => page.getByTestId('route-announcer').textContent();

/** After an in-app navigation: focus on the new page's h1, and the page's name announced. */
async function arrivedAt(page: Page, heading: string | RegExp) {
  await expect
    .poll(() => focused(page), { timeout: 15_000 })
    .toMatchObject({ tag: 'h1', inMain: true, name: typeof heading === 'string' ? heading : expect.stringMatching(heading) });
  await expect.poll(() => announced(page)).toBe(await page.title());
  expect(await page.title()).not.toBe('');
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user does: fails if `most` presses do not reach
 * it (it is not in the tab order).
 */
async function tabTo(page: Page, target: Locator, { most = 60, backwards = false } = {}) {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} not reached with ${most} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** axe on the page as it is now, all impacts: none. */
async function axeViolations(page: Page) {
  // A toast fading in is half transparent: axe would measure its contrast mid-way. Finite animations end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('keyboard and screen reader only, in Chromium (docs/rules/screens.md#keyboard-and-screen-readers)', () => {
  it('login → search → a meal with choices → cart → pay at eSewa → My Orders', async () => {
    openAroundTheClock();
    const customer = await customerWithEmptyCart();
    const meals = await api<MealWire[]>('/meal/meals/');
    const momo = halfPlateMomo(meals);
    expect(momo, 'the demo menu has a momo with a half plate').toBeDefined();

    const { page } = await open('/login');
    page.setDefaultTimeout(15_000);
    // The first load moves nothing: the browser starts at the top.
    expect((await focused(page)).tag).toBe('body');
    expect(await announced(page)).toBe('');

    // An empty submit: focus goes to the first refused field, read with its message.
    await tabTo(page, page.getByLabel('Phone Number'));
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).invalid).toBe(true);
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Phone Number', invalid: true });
    expect(await focusedDescription(page)).toBe('Please enter your phone number');
    await page.screenshot({ path: `${SCREENSHOTS}keyboard-login-invalid-focus.png` });
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.type(CUSTOMER.phone);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Password', invalid: true });
    expect(await focusedDescription(page)).toBe('Please enter your password');
    await page.keyboard.type(CUSTOMER.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    // Home's heading is the restaurant's name (hidden, for screen readers).
    await arrivedAt(page, /.+/);
    await page.waitForLoadState('networkidle');

    // Search, from the navigation bar, which is before the heading focus is on.
    await tabTo(page, page.getByRole('link', { name: 'Search', exact: true }), { backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/search`);
    await arrivedAt(page, 'Search Meal');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Search Meal' });
    await page.keyboard.type('momo');
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    const found = await cards.count();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: /meals? found/ }).textContent())
      .toBe(found === 1 ? '1 meal found' : `${found} meals found`);
    expect(await axeViolations(page)).toEqual([]);

    // The meal with choices, from its result.
    await tabTo(page, page.locator(`main a[href="/meal/${momo.id}"]`).first());
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/meal/${momo.id}`);
    await arrivedAt(page, momo.name);
    // The portion: Tab reaches the chosen radio, the arrows choose another.
    await tabTo(page, page.getByRole('radio', { name: /plate/, checked: true }));
    for (let press = 0; press < 3 && !/Half plate/.test((await focused(page)).name); press += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect((await focused(page)).name).toMatch(/Half plate/);
    await expect.poll(() => page.getByRole('radio', { name: /Half plate/ }).isChecked()).toBe(true);
    await tabTo(page, page.locator('main').getByRole('button', { name: 'Add to cart', exact: true }).first());
    await page.keyboard.press('Enter');
    await page.getByText('Meal added to cart!').first().waitFor();
    // The button pressed keeps focus.
    await expect.poll(async () => (await focused(page)).name).toBe('Add to cart');
    expect(await axeViolations(page)).toEqual([]);

    // The cart.
    await tabTo(page, page.getByRole('link', { name: /^Cart/ }), { most: 80, backwards: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/cart`);
    await arrivedAt(page, 'Your Cart');
    const increase = `Increase quantity of ${momo.name}`;
    await tabTo(page, page.getByRole('button', { name: increase }));
    await page.keyboard.press('Enter');
    const quantity = page.getByRole('status', { name: `Quantity of ${momo.name}` });
    await expect.poll(() => quantity.textContent()).toBe('2');
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).name).toBe(`Decrease quantity of ${momo.name}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => quantity.textContent()).toBe('1');
    // Decrease is disabled at 1: focus is on Increase, not lost to the body.
    await expect.poll(async () => (await focused(page)).name).toBe(increase);
    await page.screenshot({ path: `${SCREENSHOTS}keyboard-cart-increase-focus.png` });
    expect(await axeViolations(page)).toEqual([]);

    // Pay at eSewa's sandbox (its own page), and back.
    await tabTo(page, page.getByRole('button', { name: 'Pay with Esewa' }));
    await page.keyboard.press('Enter');
    await payAtSandbox(page);
    await page.waitForURL(/\/esewa-success\?data=/);
    const pid = returnedUuid(page.url());
    await page.getByText(PAYMENT_MESSAGES.confirmed, { exact: true }).first().waitFor();
    const paid = (await customer.call<{ results: Order[] }>('/orders/')).results.find((order) => order.pid === pid)!;
    expect(paid.status).toBe('paid');
    await page.waitForLoadState('networkidle');

    // My Orders, through the account menu: Enter opens it, the arrows move, Enter follows.
    await tabTo(page, page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` }));
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    const highlighted = () => page.locator('[role=menuitem][data-highlighted]').textContent({ timeout: 1000 }).catch(() => null);
    for (let press = 0; press < 4 && (await highlighted()) !== 'Orders'; press += 1) await page.keyboard.press('ArrowDown');
    expect(await highlighted()).toBe('Orders');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/orders`);
    // In the app, not a new document: focus on the heading, the page announced.
    await arrivedAt(page, 'My Orders');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').map((entry) => new URL(entry.name).pathname))).toEqual(['/esewa-success']);
    const card = page.getByRole('article', { name: `Order #${paid.number}` });
    await card.waitFor();
    // "Order again" is not offered on a paid order still being made; the card's buttons say which order they are for.
    for (const button of await card.getByRole('button').all()) {
      expect(await button.getAttribute('aria-describedby')).toBe(`order-${paid.id}`);
    }
    expect(await axeViolations(page)).toEqual([]);

    // The kitchen starts it: the change is announced.
    const admin = await apiAs(ADMIN);
    await admin.call(`/orders/${paid.id}/status/`, { method: 'POST', body: JSON.stringify({ status: 'preparing' }) });
    await expect.poll(() => page.getByTestId('order-news').textContent(), { timeout: 15_000 }).toBe(`Order #${paid.number}: Preparing`);
    await page.screenshot({ path: `${SCREENSHOTS}keyboard-my-orders.png` });
  }, 120_000);

  it('sign-up with a wrong code: focus on the first box, every box invalid, the message read with it', async () => {
    const phone = freshNumber();
    const { page } = await open('/signup', 'desktop', [{ path: '/api/account/signup/', status: 400 }]);
    page.setDefaultTimeout(15_000);
    await tabTo(page, page.getByLabel('Full Name'));
    await page.keyboard.type('Keyboard Tester');
    await page.keyboard.press('Tab');
    await page.keyboard.type(phone);
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('Password');
    await page.keyboard.type('secret12');
    // Past the show/hide toggle.
    await tabTo(page, page.getByLabel('Confirm Password', { exact: true }));
    await page.keyboard.type('secret13');
    await page.keyboard.press('Enter');
    // Refused here: the passwords differ; focus on Confirm Password, which is read with its message.
    await expect.poll(async () => (await focused(page)).invalid).toBe(true);
    expect((await focused(page)).name).toBe('Confirm Password');
    expect(await focusedDescription(page)).not.toBe('');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/otp`);
    // The code boxes take focus themselves; the page is announced all the same.
    await expect.poll(async () => (await focused(page)).name).toMatch(/digit 1 of 4/);
    await expect.poll(() => announced(page)).toBe(await page.title());

    const code = await codeSentTo(phone);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await page.keyboard.type(wrong);
    // Enter in a box sends the code.
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired code.' }).waitFor();
    await expect.poll(async () => (await focused(page)).name).toMatch(/digit 1 of 4/);
    expect(await focused(page)).toMatchObject({ tag: 'input', invalid: true });
    expect(await focusedDescription(page)).toBe('Invalid or expired code.');
    for (const box of await page.getByRole('textbox').all()) {
      expect(await box.getAttribute('aria-invalid')).toBe('true');
      expect(await box.inputValue()).toBe('');
    }
    await page.screenshot({ path: `${SCREENSHOTS}keyboard-otp-wrong-code.png` });
    expect(await axeViolations(page)).toEqual([]);

    // Typing again clears the error, and the right code signs in.
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${baseUrl}/`);
    await arrivedAt(page, /.+/);
  }, 90_000);
});
