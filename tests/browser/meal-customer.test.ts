import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { logInAsCustomer, reviewAndFavourite } from './customer-steps';
import { api, baseUrl, useBrowser } from './session';

const { open } = useBrowser();

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
    await logInAsCustomer(page);
    await reviewAndFavourite(page, meal);

    await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    const favourite = page.getByRole('link', { name: meal.name, exact: true });
    await favourite.waitFor();
    await page.getByRole('button', { name: `Remove ${meal.name} from favorites` }).click();
    await page.getByText('Removed from favorites!', { exact: true }).waitFor();
    await expect.poll(() => favourite.count()).toBe(0);
  });
});
