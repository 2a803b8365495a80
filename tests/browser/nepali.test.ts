import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { CUSTOMER } from './customer-steps';
import { demoMenu } from './meals';
import { baseUrl, SCREENSHOTS, seriousA11yViolations, useBrowser, VIEWPORTS } from './session';

const { open } = useBrowser();

const CATALOGUES = ['shared', 'chrome', 'contract', 'menu', 'account', 'cart', 'orders', 'admin'];
const translations = new Map(
  CATALOGUES.flatMap((name) =>
    PO.parse(readFileSync(new URL(`../../locales/ne/${name}.po`, import.meta.url), 'utf8')).items.map(
      (item) => [item.msgid, item.msgstr[0] ?? ''] as const,
    ),
  ),
);

/** The Nepali of an English text, as locales/ne/*.po has it. */
function nepali(english: string): string {
  const translation = translations.get(english);
  if (!translation) throw new Error(`no Nepali for "${english}" in locales/ne`);
  return translation;
}

const DEVANAGARI_PRICE = /रु [०-९]+/;
const DEVANAGARI_MONEY = /रु\. [०-९]+\.[०-९]{2}/;

async function chooseNepali(page: Page) {
  await page.getByRole('button', { name: /नेपाली/ }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ne');
}

describe('the site in Nepali', () => {
  it('switches from the navbar, speaks Nepali with Devanagari prices, and remembers it on the next visit', async () => {
    const { meals } = await demoMenu();
    const { page } = await open('/');
    await page.getByText('Our Menu', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await chooseNepali(page);
    const nav = page.getByRole('navigation').first();
    for (const link of ['Home', 'Menu', 'About', 'Book Table']) {
      await nav.getByRole('link', { name: nepali(link), exact: true }).waitFor();
    }
    await page.getByText(nepali('Our Menu'), { exact: true }).waitFor();
    // Dish names are the restaurant's own words; their prices are written in Nepali digits.
    await page.getByText(meals[0]!.name).first().waitFor();
    await expect.poll(async () => DEVANAGARI_PRICE.test((await page.locator('main').textContent()) ?? '')).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}nepali-home-desktop.png`, fullPage: true });

    // The next visit opens in Nepali straight away: the choice is kept by the browser.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    await page.getByText(nepali('Our Menu'), { exact: true }).waitFor();

    await page.getByRole('button', { name: /English/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('lets a customer sign in and fill the cart in Nepali, money in Nepali digits', async () => {
    const { page } = await open('/login', 'phone');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.setItem('locale', 'ne'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByLabel(nepali('Phone Number')).fill(CUSTOMER.phone);
    await page.getByLabel(nepali('Password'), { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: nepali('Login'), exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');

    await page.getByRole('link', { name: nepali('Cart'), exact: true }).click();
    await page.waitForURL(`${baseUrl}/cart`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // The cart has loaded once it shows its total, or says it is empty.
    const cart = async () => (await page.locator('main').textContent()) ?? '';
    await expect
      .poll(async () => DEVANAGARI_MONEY.test(await cart()) || (await cart()).includes(nepali('Your cart is empty.')))
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: `${SCREENSHOTS}nepali-cart-phone.png`, fullPage: true });
  });

  it.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
    'the menu and about pages on a %s: Devanagari screenshots and no serious accessibility violations',
    async (viewport) => {
      const { page } = await open('/menu', viewport);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => localStorage.setItem('locale', 'ne'));
      for (const path of ['/menu', '/about']) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
        // The Devanagari face arrives as the page first needs it: in the picture, and not cut off by the next page.
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `${SCREENSHOTS}nepali${path.replace('/', '-')}-${viewport}.png`, fullPage: true });
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    },
  );
});
