import type { Page } from 'playwright-core';
import { baseUrl, requestsSettled } from './session';

/** The demo admin (README 'Demo accounts'). */
export const ADMIN = { phone: '9800000000', password: 'Admin@1234' };

export async function logInAsAdmin(page: Page) {
  await requestsSettled(page, async () => {
    await page.getByLabel('Phone Number').fill(ADMIN.phone);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    // On a phone the link sits in the closed mobile menu: present, not visible.
    await page.locator('a[href="/route/admin/meal-list"]').first().waitFor({ state: 'attached' });
  });
}
