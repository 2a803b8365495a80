import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { api, baseUrl, useBrowser } from './session';

const { open } = useBrowser();

/** The demo customer (README 'Demo accounts'). */
const CUSTOMER = { phone: '9811111111', password: 'Demo@1234', name: 'Sita Sharma' };

async function logIn(page: Page) {
  await page.getByLabel('Phone Number').fill(CUSTOMER.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` }).waitFor();
  // Home's requests finish: leaving mid-download would count as failed requests.
  await page.waitForLoadState('networkidle');
}

describe('meals for a visitor', () => {
  it("opens a meal from the home grid and sees its page", async () => {
    const { page } = await open('/');
    const card = page.locator('article').filter({ has: page.getByRole('heading', { level: 3 }) }).first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
    await card.getByRole('link').first().click();
    await page.waitForURL(/\/meal\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const meal = await api<MealWire>(`/meal/meals/${id}`);
    await page.getByText(`Rs ${Math.floor(Number(meal.price))}`, { exact: true }).first().waitFor();
    await page.getByText(meal.meal_type === 'Plate' ? 'per plate' : 'per piece', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Add a review' }).waitFor();
  });

  it("searches 'momo' and gets momo, then 'zzzz' finds nothing", async () => {
    const { page } = await open('/search');
    const box = page.getByLabel('Search Meal');
    await box.fill('momo');
    const cards = page.locator('article');
    await cards.first().waitFor();
    for (const heading of await cards.getByRole('heading', { level: 2 }).allTextContents()) {
      expect(heading.toLowerCase()).toContain('momo');
    }
    await box.fill('zzzz');
    await page.getByText('No meals found').waitFor();
    await page.getByRole('img', { name: 'sad face' }).waitFor();
  });
});

describe('meals for the demo customer', () => {
  it('reviews a meal, favourites it, sees it on /profile and removes it there', async () => {
    const meals = await api<MealWire[]>('/meal/meals/');
    const meal = meals.find((candidate) => /momo/i.test(candidate.name)) ?? meals[0]!;
    const { page } = await open('/login');
    await logIn(page);
    await page.goto(`${baseUrl}/meal/${meal.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: meal.name }).waitFor();

    const text = `Reviewed by the browser journey at ${Date.now()}.`;
    await page.getByRole('form', { name: 'Add a review' }).getByRole('radio').nth(3).click();
    await page.getByLabel('Review', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.getByText('Review submitted successfully!', { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Reviews' }).getByText(text).waitFor();
    await expect.poll(() => page.getByLabel('Review', { exact: true }).inputValue()).toBe('');
    const reviewed = await api<MealWire>(`/meal/meals/${meal.id}`);
    expect(reviewed.rating).not.toBeNull();
    await page.getByText(`${reviewed.rating!.toFixed(1)} (${reviewed.rating_count})`, { exact: true }).waitFor();

    const heart = page.getByRole('button', { name: 'Favourite' });
    await expect.poll(() => heart.getAttribute('aria-busy')).toBe('false');
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click();
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    }
    await heart.click();
    await page.getByText('Added to favorites!', { exact: true }).waitFor();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    const favourite = page.getByRole('link', { name: meal.name, exact: true });
    await favourite.waitFor();
    await page.getByRole('button', { name: `Remove ${meal.name} from favorites` }).click();
    await page.getByText('Removed from favorites!', { exact: true }).waitFor();
    await expect.poll(() => favourite.count()).toBe(0);
  });
});
