import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { api, baseUrl, type Visit } from './session';

/** The demo customer (README 'Demo accounts'). */
export const CUSTOMER = { phone: '9811111111', password: 'Demo@1234', name: 'Sita Sharma' };

export async function logInAsCustomer(page: Page) {
  await page.getByLabel('Phone Number').fill(CUSTOMER.phone);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` }).waitFor();
  // Home's requests finish: leaving mid-download would count as failed requests.
  await page.waitForLoadState('networkidle');
}

/** The demo customer signed in on a phone, in a page of the file's browser (its `useBrowser().open`). */
export async function customerOnPhone(open: (path: string, viewport: 'phone') => Promise<Visit>) {
  const visit = await open('/login', 'phone');
  visit.page.setDefaultTimeout(15_000);
  await logInAsCustomer(visit.page);
  return visit;
}

/** On the meal's page: a review that shows in the list and in the average, then the heart turned on. */
export async function reviewAndFavourite(page: Page, meal: Pick<MealWire, 'id' | 'name'>) {
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
}
