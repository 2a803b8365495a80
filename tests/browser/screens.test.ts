import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, seriousA11yViolations, useBrowser, VIEWPORTS } from './session';

const { open } = useBrowser();

mkdirSync(SCREENSHOTS, { recursive: true });

/** What shows that each page has its content, not just its skeletons. */
const PAGES = {
  home: { path: '/', ready: (page: Page) => page.getByRole('tab', { name: 'All' }) },
  menu: { path: '/menu', ready: (page: Page) => page.getByRole('tab', { name: 'All' }) },
  about: { path: '/about', ready: (page: Page) => page.getByText('Find Us').first() },
  'not-found': { path: '/no-such-page', ready: (page: Page) => page.getByText('Oops! Page Not Found', { exact: true }) },
  'feature-unavailable': {
    path: '/featureUnavailable',
    ready: (page: Page) =>
      page.getByText('This feature is not available right now. Please check back later.', { exact: true }),
  },
} as const;

/**
 * Resolves once the page's own requests have all ended and none began for half a second. Playwright's 'networkidle'
 * also waits on the map's third-party frame, which, failing offline, now and then never reports idle at all.
 */
async function ownRequestsSettled(page: Page, quietMs = 500) {
  const origin = new URL(page.url()).origin;
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const track = (change: 'add' | 'delete') => (request: { url(): string }) => {
    if (!request.url().startsWith(origin)) return;
    inFlight[change](request);
    lastChange = Date.now();
  };
  page.on('request', track('add'));
  page.on('requestfinished', track('delete'));
  page.on('requestfailed', track('delete'));
  return async () => {
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
  };
}

/** Scrolls to the bottom and back so lazily loaded images are in the full-page screenshot. */
async function loadWholePage(page: Page) {
  const settled = await ownRequestsSettled(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await settled();
}

const screenshotted = ['home', 'menu', 'about'] as const;
const cases = screenshotted.flatMap((name) =>
  (Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>).map((viewport) => [name, viewport] as const),
);

describe('screens', () => {
  it.each(cases)('%s on a %s: screenshot and no serious accessibility violations', async (name, viewport) => {
    const { page } = await open(PAGES[name].path, viewport);
    await PAGES[name].ready(page).waitFor();
    await loadWholePage(page);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${viewport}.png`, fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it.each(['not-found', 'feature-unavailable'] as const)('%s: no serious accessibility violations', async (name) => {
    const { page } = await open(PAGES[name].path);
    await PAGES[name].ready(page).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
