import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './harness.mjs';
import { baseUrl, requestsSettled, SCREENSHOTS, seriousA11yViolations, useBrowser, VIEWPORTS } from './session';

const { open } = useBrowser();

mkdirSync(SCREENSHOTS, { recursive: true });

/** The demo customer (README 'Demo accounts'). */
const CUSTOMER = { phone: '9811111111', password: 'Demo@1234', name: 'Sita Sharma' };

const accountMenu = (page: Page) => page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` });
const loginLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true });

/** Logs the demo customer in and lets home finish loading: leaving mid-download would count as failed requests. */
async function logIn(page: Page) {
  await requestsSettled(page, () => submitLogin(page));
}

async function submitLogin(page: Page) {
  await page.getByLabel('Phone Number').fill(CUSTOMER.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  await accountMenu(page).waitFor();
}

async function sessionCookies(context: BrowserContext) {
  const cookies = await context.cookies(baseUrl);
  return Object.fromEntries(
    cookies.filter(({ name }) => name === 'access' || name === 'refresh').map((cookie) => [cookie.name, cookie]),
  );
}

describe('accounts in Chromium against the real server', () => {
  it('logs the demo customer in and out, and in again', async () => {
    const { page, context } = await open('/login');
    await logIn(page);
    await expect.poll(() => loginLink(page).count()).toBe(0);

    const cookies = await sessionCookies(context);
    expect(Object.keys(cookies).sort()).toEqual(['access', 'refresh']);
    for (const cookie of Object.values(cookies)) {
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
      // docs/rules/limits.md#sessions: 18000 s from now, give or take the test's own time.
      expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(17_900);
      expect(cookie.expires - Date.now() / 1000).toBeLessThanOrEqual(18_000);
    }

    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('Logout successfully...', { exact: true }).waitFor();
    await page.waitForURL(`${baseUrl}/`);
    await loginLink(page).waitFor();
    expect(await sessionCookies(context)).toEqual({});
    // The toasts sit over the navbar's top-right corner, where Login is: wait for them to go (5 s,
    // docs/rules/limits.md#notifications), with the pointer away from them (hovering pauses them).
    await page.mouse.move(10, 500);
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);

    await loginLink(page).click();
    await page.waitForURL(`${baseUrl}/login`);
    await logIn(page);
  });

  it("shows the signed-in customer's name and phone number on /profile", async () => {
    const { page } = await open('/login');
    await logIn(page);
    await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: CUSTOMER.name }).waitFor();
    await page.getByText(CUSTOMER.phone, { exact: true }).waitFor();
    await page.getByText('No favorite meals yet.', { exact: true }).waitFor();
  });

  it("sends a visitor at /profile home with 'please login first..'", async () => {
    const { page } = await open('/profile');
    await page.getByText('please login first..', { exact: true }).waitFor();
    await page.waitForURL(`${baseUrl}/`);
  });
});

/**
 * Journeys in which the server rightly answers 401 (a rejected token, a wrong password). The shared harness counts
 * every 4xx as a failure, so these keep their own browser and allow exactly the one expected answer.
 */
describe('journeys with an expected 401', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  async function openAllowing(path: string, allowed: string) {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('response', (response) => {
      const expected = response.url() === allowed && response.status() === 401;
      if (response.url().startsWith(baseUrl) && response.status() >= 400 && !expected) {
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
      }
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url !== allowed) problems.push(message.text());
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    return { page, context, problems };
  }

  it("refuses a wrong password with the server's words and stays signed out", async () => {
    const { page, problems } = await openAllowing('/login', `${baseUrl}/api/account/login/`);
    await page.getByLabel('Phone Number').fill(CUSTOMER.phone);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Invalid phone number or password.', { exact: true }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/login`);
    await loginLink(page).waitFor();
    expect(problems).toEqual([]);
  });

  it('app load with an expired access cookie and a valid refresh cookie stays signed in (new access cookie for a day, rotated refresh)', async () => {
    const validate = `${baseUrl}/api/account/validate-token/`;
    const { page, context, problems } = await openAllowing('/login', validate);
    await logIn(page);
    const before = await sessionCookies(context);

    // An access token the server no longer accepts, as after its 5 hours.
    await context.addCookies([{ ...before.access!, value: 'expired.access.token' }]);
    const validated = page.waitForResponse((response) => response.url() === validate);
    await page.reload({ waitUntil: 'networkidle' });
    expect((await validated).status()).toBe(401);
    await accountMenu(page).waitFor();
    await expect.poll(() => loginLink(page).count()).toBe(0);

    const after = await sessionCookies(context);
    expect(after.access?.value).not.toBe('expired.access.token');
    expect(after.access?.value).not.toBe(before.access?.value);
    expect(after.refresh?.value).not.toBe(before.refresh?.value);
    expect(after.access!.expires - Date.now() / 1000).toBeGreaterThan(86_300);

    // The new access token works: the profile loads with it.
    await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: CUSTOMER.name }).waitFor();
    expect(problems).toEqual([]);
  });
});

describe('account screens', () => {
  const cases = (['login', 'profile', 'change-password'] as const).flatMap((name) =>
    (Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>).map((viewport) => [name, viewport] as const),
  );

  it.each(cases)('%s on a %s: screenshot and no serious accessibility violations', async (name, viewport) => {
    const { page } = await open('/login', viewport);
    if (name !== 'login') {
      await logIn(page);
      await page.goto(`${baseUrl}/${name}`, { waitUntil: 'networkidle' });
    }
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}account-${name}-${viewport}.png`, fullPage: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it.each(Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)(
    'the Edit Profile modal on a %s: screenshot and no serious accessibility violations',
    async (viewport) => {
      const { page } = await open('/login', viewport);
      await logIn(page);
      await page.goto(`${baseUrl}/profile`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('dialog', { name: 'Edit Profile' }).waitFor();
      // Let it finish popping in: a half-transparent dialog is no picture of it.
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SCREENSHOTS}account-edit-profile-${viewport}.png` });
      expect(await seriousA11yViolations(page)).toEqual([]);
    },
  );
});
