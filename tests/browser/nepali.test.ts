import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { CUSTOMER } from './customer-steps';
import { demoMenu } from './meals';
import { baseUrl, seriousA11yViolations, useBrowser, VIEWPORTS } from './session';

const { open } = useBrowser();
const SCREENSHOTS = fileURLToPath(new URL('../../test-results/screenshots/', import.meta.url));

/** The Nepali of an English text, as locales/ne/<catalogue>.po has it. */
function nepali(catalogue: string, english: string): string {
  const po = PO.parse(readFileSync(new URL(`../../locales/ne/${catalogue}.po`, import.meta.url), 'utf8'));
  const translation = po.items.find((item) => item.msgid === english)?.msgstr[0];
  if (!translation) throw new Error(`no Nepali for "${english}" in ${catalogue}.po`);
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
      await nav.getByRole('link', { name: nepali('shared', link), exact: true }).waitFor();
    }
    await page.getByText(nepali('menu', 'Our Menu'), { exact: true }).waitFor();
    // Dish names are the restaurant's own words; their prices are written in Nepali digits.
    await page.getByText(meals[0]!.name).first().waitFor();
    await expect.poll(async () => DEVANAGARI_PRICE.test((await page.locator('main').textContent()) ?? '')).toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}nepali-home-desktop.png`, fullPage: true });

    // The next visit opens in Nepali straight away: the choice is kept by the browser.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
    await page.getByText(nepali('menu', 'Our Menu'), { exact: true }).waitFor();

    await page.getByRole('button', { name: /English/ }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('lets a customer sign in and fill the cart in Nepali, money in Nepali digits', async () => {
    const { page } = await open('/login', 'phone');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.evaluate(() => localStorage.setItem('locale', 'ne'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByLabel(nepali('account', 'Phone Number')).fill(CUSTOMER.phone);
    await page.getByLabel(nepali('account', 'Password'), { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: nepali('account', 'Login'), exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.waitForLoadState('networkidle');

    await page.goto(`${baseUrl}/cart`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}nepali-cart-phone.png`, fullPage: true });
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text.includes(nepali('cart', 'Your Cart')) || text.includes(nepali('cart', 'Your cart is empty.'))).toBe(true);
    if (!text.includes(nepali('cart', 'Your cart is empty.'))) expect(text).toMatch(DEVANAGARI_MONEY);
  });

  it.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
    'the menu and about pages on a %s: Devanagari screenshots and no serious accessibility violations',
    async (viewport) => {
      const { page } = await open('/menu', viewport);
      await page.evaluate(() => localStorage.setItem('locale', 'ne'));
      for (const path of ['/menu', '/about']) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
        await page.screenshot({ path: `${SCREENSHOTS}nepali${path.replace('/', '-')}-${viewport}.png`, fullPage: true });
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    },
  );
});
