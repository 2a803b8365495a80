import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAND_OVER_MS } from '../../src/features/menu/carousel-timing';
import { chunkPaths } from './chunks';
import { categoryTab, demoMenu, mealsIn, namesOf, visibleNameCounts } from './meals';
import { useBrowser } from './session';

const { open } = useBrowser();

/** Meal names shown in the 'Our Menu' grid: on the page but not (only) in the carousel above it. */
async function gridNames(page: Page, names: string[]) {
  const carousel = page.locator('[aria-roledescription="carousel"]');
  const [onPage, inCarousel] = await Promise.all([visibleNameCounts(page, names), visibleNameCounts(carousel, names)]);
  return names.filter((name) => (onPage.get(name) ?? 0) > (inCarousel.get(name) ?? 0)).sort();
}

describe('home page for a visitor', () => {
  it('shows the demo meals in the carousel and in the Our Menu grid', async () => {
    const { meals } = await demoMenu();
    expect(meals.length).toBeGreaterThanOrEqual(12);
    const { page } = await open('/');

    await page.getByText('Our Menu', { exact: true }).waitFor();
    const slides = page.locator('[aria-roledescription="carousel"] [aria-roledescription="slide"]');
    await expect.poll(() => slides.count()).toBe(3);
    for (const slide of await slides.all()) {
      const text = await slide.textContent();
      expect(meals.some((meal) => text?.includes(meal.name)), `slide "${text}" shows a demo meal`).toBe(true);
    }
    await expect.poll(() => gridNames(page, namesOf(meals))).toEqual(namesOf(meals));
  });

  it('filters the grid by category tab, and All shows every meal again', async () => {
    const { categories, meals } = await demoMenu();
    const { page } = await open('/');
    await page.getByRole('tab', { name: 'All' }).waitFor();

    for (const category of categories.filter((c) => c.meal_count > 0)) {
      await categoryTab(page, category.name).click();
      await expect.poll(() => gridNames(page, namesOf(meals))).toEqual(namesOf(mealsIn(meals, category.id)));
    }
    await page.getByRole('tab', { name: 'All' }).click();
    await expect.poll(() => gridNames(page, namesOf(meals))).toEqual(namesOf(meals));
  });

  it("refuses a visitor's Add to cart with 'Login first...'", async () => {
    const { page } = await open('/');
    await page.getByRole('button', { name: /add to cart/i }).first().click();
    await page.getByText('Login first...', { exact: true }).waitFor();
  });

  it('has the navigation links and the footer', async () => {
    const { page } = await open('/');
    const nav = page.getByRole('navigation').first();
    for (const name of ['Home', 'Menu', 'About', 'Book Table', 'Login']) {
      await nav.getByRole('link', { name, exact: true }).waitFor();
    }
    // The footer loads as the reader nears it, below the whole menu.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByText('Opening Hours').first().waitFor();
  });

  it('moves the plain carousel before Ark has arrived, and Ark opens on the chosen slide', async () => {
    const { page } = await open('/');
    // Ark's modules are held back until the plain carousel has been used.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const ark = chunkPaths(/^ark-/);
    await page.route((url) => ark.includes(url.pathname), async (route) => {
      await released;
      await route.continue();
    });
    const slides = page.locator('[aria-roledescription="carousel"] [aria-roledescription="slide"]');
    await expect.poll(() => slides.count()).toBe(3);
    await page.getByRole('button', { name: 'Next meal' }).click();
    await expect.poll(() => slides.nth(1).getAttribute('aria-hidden')).toBeNull();
    expect(await slides.nth(0).getAttribute('aria-hidden')).toBe('true');
    await page.getByRole('button', { name: 'Show meal 3' }).click();
    await expect.poll(() => slides.nth(2).getAttribute('aria-hidden')).toBeNull();
    expect(await page.locator('[aria-roledescription="carousel"]').getAttribute('data-plain')).toBe('');
    // Ark arrives and takes over on the slide the visitor chose.
    release();
    await expect.poll(() => page.locator('[aria-roledescription="carousel"]').getAttribute('data-plain')).toBeNull();
    // As long as the hand-over may take on a busy machine, and a little more.
    await expect.poll(() => slides.nth(2).getAttribute('aria-hidden'), { timeout: HAND_OVER_MS + 1000 }).toBeNull();
    await page.waitForTimeout(400);
    expect(await slides.nth(2).getAttribute('aria-hidden')).toBeNull();
    expect(await slides.nth(0).getAttribute('aria-hidden')).toBe('true');
  });

  it('hands the plain carousel and tabs to Ark on first use, keeping focus', async () => {
    const { page } = await open('/');
    const arkChunks: string[] = [];
    const [ark, arkTabs, arkCarousel] = [chunkPaths(/^ark-/), chunkPaths(/^ark-category-tabs/), chunkPaths(/^ark-meal-carousel/)];
    page.on('response', (response) => {
      if (ark.includes(new URL(response.url()).pathname)) arkChunks.push(new URL(response.url()).pathname);
    });
    const all = page.getByRole('tab', { name: 'All' });
    await all.waitFor();
    const slides = page.locator('[aria-roledescription="carousel"] [aria-roledescription="slide"]');
    await expect.poll(() => slides.count()).toBe(3);
    expect(arkChunks, 'Ark is not loaded while nobody touches the widgets').toEqual([]);

    // Focus by keyboard: Ark takes the tabs over and focus stays on the same tab, so the arrow keys work at once.
    await all.focus();
    await expect.poll(() => arkChunks.some((path) => arkTabs.includes(path))).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('all');
    await expect.poll(async () => {
      await page.keyboard.press('End');
      return page.getByRole('tab').last().getAttribute('aria-selected');
    }).toBe('true');
    await page.keyboard.press('Home');
    await expect.poll(() => all.getAttribute('aria-selected')).toBe('true');

    // Pointing at the carousel hands it to Ark, whose arrows and dots then move it.
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.hover();
    await expect.poll(() => arkChunks.some((path) => arkCarousel.includes(path))).toBe(true);
    // The swap waits for the pointer to leave (or press): nothing changes under a pointer about to click.
    await page.mouse.move(0, 0);
    await expect.poll(() => carousel.getAttribute('data-plain')).toBeNull();
    await expect.poll(() => slides.nth(0).getAttribute('aria-hidden')).toBeNull();
    await page.getByRole('button', { name: 'Next meal' }).click();
    await expect.poll(() => slides.nth(1).getAttribute('aria-hidden')).toBeNull();
    expect(await slides.nth(0).getAttribute('aria-hidden')).toBe('true');
    await page.getByRole('button', { name: 'Show meal 3' }).click();
    await expect.poll(() => slides.nth(2).getAttribute('aria-hidden')).toBeNull();
  });
});
