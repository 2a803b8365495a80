import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { logInAsCustomer } from './customer-steps';
import { customerWithEmptyCart } from './order-steps';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

/**
 * In Chromium: a server-drawn public page is hydrated, not drawn again (its nodes stay the server's),
 * without reading again what the page carries and without a hydration error in the console (useBrowser fails a test
 * on any console error); after that it is the same app: it navigates and adds to the cart.
 */
const { open } = useBrowser();

/** The reads the page's data stands in for. */
const CARRIED = /\/api\/(meal\/(meals|categories|latest-meal)\/|about\/about\/|meal\/review-rating\/\?meal_id=)/;

/** Before the app's script runs (module scripts run once the document is parsed), the server's <h1> is kept. */
const KEEP_SERVER_HEADING = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') {
      (window as unknown as { drawnHeading: Element | null }).drawnHeading = document.querySelector('#root h1');
    }
  });
};

async function visit(page: Page, path: string) {
  const reads: string[] = [];
  const record = (request: Request) => {
    const url = request.url();
    if (url.startsWith(baseUrl) && CARRIED.test(url.slice(baseUrl.length))) reads.push(url.slice(baseUrl.length));
  };
  page.on('request', record);
  await requestsSettled(page, () => page.goto(`${baseUrl}${path}`));
  page.off('request', record);
  const heading = await page.evaluate(() => {
    const drawn = (window as unknown as { drawnHeading: Element | null }).drawnHeading;
    const now = document.querySelector('#root h1');
    return { drawn: drawn?.textContent ?? null, same: drawn !== null && drawn === now && now.isConnected };
  });
  return { reads, heading };
}

describe('server-drawn pages hydrate in Chromium', () => {
  it('/, /menu, /meal/{id} and /about keep the server\'s markup and read nothing they carry', async () => {
    const meals = await api<MealWire[]>('/meal/meals/');
    const meal = meals[0]!;
    const { page, context } = await open('/featureUnavailable');
    await context.addInitScript(KEEP_SERVER_HEADING);
    for (const [path, heading] of [
      ['/', null],
      ['/menu', 'Our Menu'],
      [`/meal/${meal.id}`, meal.name],
      ['/about', 'About Us'],
    ] as const) {
      const { reads, heading: seen } = await visit(page, path);
      expect(reads, path).toEqual([]);
      expect(seen.same, `${path}: the server's <h1> is the one on screen`).toBe(true);
      if (heading) expect(seen.drawn, path).toBe(heading);
    }
  });

  it('in Nepali too, with the locale cookie', async () => {
    const { page, context } = await open('/featureUnavailable');
    await context.addCookies([{ name: 'locale', value: 'ne', url: baseUrl }]);
    await context.addInitScript(KEEP_SERVER_HEADING);
    const { reads, heading } = await visit(page, '/menu');
    expect(reads).toEqual([]);
    expect(heading).toEqual({ drawn: 'हाम्रो मेनु', same: true });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ne');
  });

  it.each(['en', 'ne'])('a phone asks for the first photo alone; the other photos, the fonts and the app once it is drawn (%s)', async (locale) => {
    const { page, context } = await open('/featureUnavailable', 'phone');
    await context.addCookies([{ name: 'locale', value: locale, url: baseUrl }]);
    await context.addInitScript(() => {
      const seen = window as unknown as { firstPhotoDrawn?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.firstPhotoDrawn ??= (entry as PerformanceEntry & { renderTime: number }).renderTime;
      }).observe({ type: 'element', buffered: true });
    });
    const html = await (await fetch(`${baseUrl}/`, { headers: { Cookie: `locale=${locale}` } })).text();
    const photos = html.slice(html.indexOf('<div id="root">')).match(/<img [^>]*>/g) ?? [];
    // The server's markup names one photo's file; the others wait in data-src.
    expect(photos.filter((tag) => / src="/.test(tag))).toHaveLength(1);
    expect(photos.filter((tag) => / data-src="/.test(tag)).length).toBeGreaterThan(1);

    await requestsSettled(page, () => page.goto(`${baseUrl}/`));
    const { drawn, before, carousel } = await page.evaluate(() => {
      const drawn = (window as unknown as { firstPhotoDrawn?: number }).firstPhotoDrawn ?? null;
      const before = performance
        .getEntriesByType('resource')
        .filter((entry) => drawn === null || entry.startTime < drawn)
        .map((entry) => new URL(entry.name).pathname);
      const carousel = [...document.querySelectorAll<HTMLImageElement>('[aria-roledescription="carousel"] img')].map(
        (image) => image.getAttribute('src') !== null && image.complete && image.naturalWidth > 0,
      );
      return { drawn, before, carousel };
    });
    expect(drawn, 'the browser reported the first photo drawn').not.toBeNull();
    const meals = before.filter((path) => path.startsWith('/api/media/meals/'));
    expect(meals, 'photos asked for before the first one was drawn').toHaveLength(1);
    // Nothing else but the small script that waits for it: no other script, sheet, font, icon, nor the language
    // switch's drawn word.
    expect(before.filter((path) => !path.startsWith('/api/media/meals/'))).toEqual(['/first-paint.js']);
    // Then every slide has its photo.
    expect(carousel.length).toBeGreaterThan(1);
    expect(carousel.every(Boolean)).toBe(true);
  });

  it('then it is the app: the navbar navigates without a new document, and Add to cart works', async () => {
    const meals = await api<MealWire[]>('/meal/meals/');
    const meal = meals.find((candidate) => candidate.meal_type === 'Piece') ?? meals[0]!;
    const customer = await customerWithEmptyCart();
    const { page } = await open('/login');
    await logInAsCustomer(page);

    await requestsSettled(page, () => page.goto(`${baseUrl}/meal/${meal.id}`));
    await page.getByRole('heading', { level: 1, name: meal.name }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Meal added to cart!').first().waitFor();

    let documents = 0;
    page.on('request', (request) => void (request.isNavigationRequest() && (documents += 1)));
    await page.getByRole('navigation').first().getByRole('link', { name: 'Menu', exact: true }).click();
    await page.waitForURL(`${baseUrl}/menu`);
    await page.getByRole('heading', { level: 1, name: 'Our Menu' }).waitFor();
    await page.getByRole('link', { name: meal.name }).first().click();
    await page.waitForURL(`${baseUrl}/meal/${meal.id}`);
    await page.getByRole('heading', { level: 1, name: meal.name }).waitFor();
    expect(documents).toBe(0);
    await customer.emptyCart();
  });
});
