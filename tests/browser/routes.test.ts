import { describe, expect, it } from 'vitest';
import type { RestaurantInfo } from '../../contract/about';
import { categoryTab, demoMenu, mealsIn, namesOf, visibleNameCounts } from './meals';
import { api, baseUrl, useBrowser } from './session';

const { open } = useBrowser();

const NOT_FOUND = 'Oops! Page Not Found';
const UNAVAILABLE = 'This feature is not available right now. Please check back later.';

const visibleNames = async (...args: Parameters<typeof visibleNameCounts>) =>
  [...(await visibleNameCounts(...args))].filter(([, count]) => count > 0).map(([name]) => name);

describe('routes for a visitor', () => {
  it("shows the 404 page for an unknown path, and 'Go Back to Home' returns home", async () => {
    const { page } = await open('/no/such/page');
    await page.getByText(NOT_FOUND, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Go Back to Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Our Menu', { exact: true }).waitFor();
  });

  it('shows the feature-unavailable text at /featureUnavailable', async () => {
    const { page } = await open('/featureUnavailable');
    await page.getByText(UNAVAILABLE, { exact: true }).waitFor();
  });

  it('takes Book Table to the feature-unavailable page', async () => {
    const { page } = await open('/');
    await page.getByRole('navigation').first().getByRole('link', { name: 'Book Table', exact: true }).click();
    await page.waitForURL(`${baseUrl}/featureUnavailable`);
    await page.getByText(UNAVAILABLE, { exact: true }).waitFor();
  });

  it('renders /menu: category tabs over every meal, filtering, and no footer', async () => {
    const { categories, meals } = await demoMenu();
    const { page } = await open('/menu');
    await page.getByRole('tab', { name: 'All' }).waitFor();
    for (const category of categories) await categoryTab(page, category.name).waitFor();
    await expect.poll(() => visibleNames(page, namesOf(meals))).toEqual(namesOf(meals));

    const [category] = categories.filter((c) => c.meal_count > 0);
    if (!category) throw new Error('the demo data has no category with meals');
    await categoryTab(page, category.name).click();
    await expect.poll(() => visibleNames(page, namesOf(meals))).toEqual(namesOf(mealsIn(meals, category.id)));

    // The footer loads as a reader nears the end of a page that has one: at the end of this one, none comes.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Opening Hours').count()).toBe(0);
  });

  it("renders /about with the restaurant's description and the map", async () => {
    const info = await api<RestaurantInfo>('/about/about/');
    const { page } = await open('/about');
    // The first letter is set apart, so look for the words after it.
    await page.getByText(info.description.slice(1, 60).trim()).first().waitFor();
    await page.getByText('Find Us').first().waitFor();
  });

  it('shows the 404 page at every admin path to a visitor', async () => {
    const paths = [
      '/route/admin/meal-list',
      '/route/admin/add-meal',
      '/route/admin/meals',
      '/route/admin/update-meal/1',
      '/route/admin/category',
      '/route/admin/user-list',
      '/route/admin/about',
      '/route/admin/add-admin',
    ];
    // One page visits them all: a fresh browser context each cost more than the check itself.
    const { page } = await open(paths[0]!);
    for (const [index, path] of paths.entries()) {
      if (index > 0) await page.goto(`${baseUrl}${path}`);
      await page.getByText(NOT_FOUND, { exact: true }).waitFor();
      expect(new URL(page.url()).pathname, path).toBe(path);
    }
  });
});
