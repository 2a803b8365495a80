import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { logInAsAdmin } from './admin-steps';
import { logInAsCustomer, reviewAndFavourite } from './customer-steps';
import { api, baseUrl, go, requestsSettled, seriousA11yViolations, useBrowser } from './session';

const { open } = useBrowser();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function found(text: string): Promise<MealWire[]> {
  return (await api<{ results: MealWire[] }>(`/meal/search/?search=${encodeURIComponent(text)}`)).results;
}

describe('the admin manages the menu in Chromium against the real server', () => {
  it('creates a meal with an image, sees it on home and in search, a customer reviews and favourites it, then it is edited and deleted', async () => {
    const { page } = await open('/login');
    await logInAsAdmin(page);
    const name = `Yak Cheese Momo ${Date.now() % 100_000}`;
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).png().toBuffer();

    await requestsSettled(page, () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click());
    await page.waitForURL(`${baseUrl}/route/admin/meal-list`);
    // The admin navbar's Meal menu (docs/rules/screens.md#navigation-bar) holds Add Meal.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Meal', exact: true }).click();
    await requestsSettled(page, () => page.getByRole('menuitem', { name: 'Add Meal' }).click());
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('Price', { exact: true }).fill('350');
    await page.getByLabel('Half Plate Price').fill('200');
    await page.getByLabel('Ingredients').fill('yak cheese, flour, spring onion');
    await page
      .getByLabel('Description')
      .fill('Hand-folded dumplings filled with aged yak cheese from the high pastures, steamed and served with a smoky tomato achar.');
    await page.locator('input[name="main_image"]').setInputFiles({ name: 'momo.png', mimeType: 'image/png', buffer: picture });
    await page.getByAltText('Main Image: the chosen picture').waitFor();
    await requestsSettled(page, async () => {
      await page.getByRole('button', { name: 'Add Meal', exact: true }).click();
      await toast(page, 'Meal created successfully..');
      await page.waitForURL(`${baseUrl}/route/admin/meal-list`);
    });

    const [created] = await found(name);
    expect(created).toMatchObject({ name, price: 350, half_plate_price: 200, meal_type: 'Plate' });
    expect(created!.main_image).toMatch(/^\/media\/.+\.webp$/);

    await go(page, '/');
    await page.getByText(name, { exact: true }).first().waitFor();

    await go(page, '/search');
    await requestsSettled(page, () => page.getByLabel('Search Meal').fill('yak cheese'));
    await page.getByText(name, { exact: true }).first().waitFor();

    // A customer, in a browser of their own, reviews and favourites the new meal.
    const customer = await open('/login');
    await logInAsCustomer(customer.page);
    await reviewAndFavourite(customer.page, created!);

    await go(page, `/route/admin/update-meal/${created!.id}`);
    await expect.poll(() => page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await page.getByLabel('Price', { exact: true }).fill('375');
    await requestsSettled(page, async () => {
      await page.getByRole('button', { name: 'Update Meal', exact: true }).click();
      await toast(page, 'Meal updated successfully!');
      await page.waitForURL(`${baseUrl}/route/admin/meal-list`);
    });
    expect((await found(name))[0]).toMatchObject({ id: created!.id, price: 375 });

    await requestsSettled(page, () => page.getByLabel('Search meals').fill(name));
    await page.getByText('RS 375', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this Meal?', { exact: true }).waitFor();
    await requestsSettled(page, async () => {
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(page, 'Meal deleted successfully...');
    });
    expect(await found(name)).toEqual([]);
    expect((await fetch(`${baseUrl}/api/meal/meals/${created!.id}`)).status).toBe(404);
  });

  it('adds a category and deletes it: the warning first, then the confirmation', async () => {
    const { page } = await open('/login');
    await logInAsAdmin(page);
    const name = `Soups ${Date.now() % 100_000}`;

    await go(page, '/route/admin/category');
    await page.getByLabel('Category Name').fill(name);
    await requestsSettled(page, async () => {
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await toast(page, 'Category added successfully!');
    });
    const list = page.getByRole('list', { name: 'Categories' });
    await list.getByText(name, { exact: true }).waitFor();
    await expect.poll(async () => (await api<Array<{ name: string }>>('/meal/categories/')).map((c) => c.name)).toContain(name);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await toast(page, 'All the meals of this category will also be deleted...');
    const warnedAt = Date.now();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Are you sure you want to delete this Meal Category?', { exact: true }).waitFor();
    expect(Date.now() - warnedAt).toBeGreaterThan(1_000);
    await requestsSettled(page, async () => {
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await toast(page, 'Meal Category deleted successfully...');
    });
    await expect.poll(() => list.getByText(name, { exact: true }).count()).toBe(0);
    expect((await api<Array<{ name: string }>>('/meal/categories/')).map((c) => c.name)).not.toContain(name);
  });

  it('fits a phone: the meal table scrolls inside its frame, not the page; no serious axe violations', async () => {
    const { page } = await open('/login', 'phone');
    await logInAsAdmin(page);
    for (const path of ['/route/admin/meal-list', '/route/admin/add-meal', '/route/admin/category']) {
      await go(page, path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      expect(await seriousA11yViolations(page), path).toEqual([]);
    }
  });
});
