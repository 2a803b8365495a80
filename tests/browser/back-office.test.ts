import { describe, expect, it } from 'vitest';
import { USER_MESSAGES } from '../../contract/users';
import { logInAsAdmin } from './admin-steps';
import { codeSentTo, freshNumber, post, signedUpThroughApi, typeCode } from './account-steps';
import { baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

async function bearerOf(phone: string, password: string): Promise<string> {
  const session = await post('/account/login/', { phone_number: phone, password });
  return String(session.access_token);
}

const profileStatus = async (token: string) =>
  (await fetch(`${baseUrl}/api/account/user-profile/`, { headers: { Authorization: `Bearer ${token}` } })).status;

describe('the back office in Chromium against the real server', () => {
  it("opens an admin menu pressed before its dropdown's code arrived, as soon as it arrives", async () => {
    const { page } = await open('/login');
    // The dropdowns' module is held back until the press has happened.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/admin-nav-menu-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`${baseUrl}/route/admin/meal-list`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Meal', exact: true }).click();
    release();
    await page.getByRole('menuitem', { name: 'Add Meal' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Category' }).isVisible()).toBe(true);
  });

  it('an admin creates a second admin with the code from the outbox, who can then use the admin screens', async () => {
    const { page } = await open('/login');
    await logInAsAdmin(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/add-admin`));

    const phone = freshNumber();
    const password = 'Kitchen#2026';
    await page.getByLabel('Name', { exact: true }).fill('  Second Admin  ');
    await page.getByLabel(/Phone Number|Contact Number/).fill(`+977 ${phone}`);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(password);
    // New staff start as Kitchen, the role that can do least; this one is to run the users screen too.
    expect(await page.getByRole('radio', { name: 'Kitchen' }).isChecked()).toBe(true);
    await page.getByText('Owner', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Owner' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.waitForURL(`${baseUrl}/otp`);
    await typeCode(page, await codeSentTo(phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(USER_MESSAGES.adminCreated, { exact: true }).first().waitFor();
    await page.waitForURL(`${baseUrl}/route/admin/user-list`);
    // The admin who created them is still themselves.
    await page.getByRole('button', { name: /Account menu for/ }).first().waitFor();

    const second = await open('/login');
    await requestsSettled(second.page, async () => {
      await second.page.getByLabel('Phone Number').fill(phone);
      await second.page.getByLabel('Password', { exact: true }).fill(password);
      await second.page.getByRole('button', { name: 'Login', exact: true }).click();
      await second.page.waitForURL(`${baseUrl}/`);
    });
    await requestsSettled(second.page, () => second.page.goto(`${baseUrl}/route/admin/user-list`));
    await second.page.getByRole('cell', { name: 'Second Admin', exact: true }).first().waitFor();
  });

  it('an admin deletes a customer, whose session ends on their next request', async () => {
    const phone = freshNumber();
    const password = 'Delete@123';
    await signedUpThroughApi(phone, password);
    const token = await bearerOf(phone, password);
    expect(await profileStatus(token)).toBe(200);

    const { page } = await open('/login');
    await logInAsAdmin(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/user-list`));
    await requestsSettled(page, () => page.getByLabel(/Search/).fill(phone));
    const row = page.getByRole('row').filter({ hasText: phone });
    await row.getByRole('button', { name: /Delete/ }).click();
    await page.getByText(USER_MESSAGES.confirmDelete, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(USER_MESSAGES.deleted, { exact: true }).first().waitFor();
    expect(await profileStatus(token)).toBe(401);
  });

  it('on a phone the admin lists are cards: nothing scrolls sideways, and every action is in reach', async () => {
    const { page } = await open('/login', 'phone');
    await logInAsAdmin(page);
    for (const path of ['/route/admin/meal-list', '/route/admin/user-list']) {
      await requestsSettled(page, () => page.goto(`${baseUrl}${path}`));
      const view = page.getByRole('link', { name: /^View / }).first();
      await view.waitFor();
      const width = page.viewportSize()?.width ?? 0;
      expect((await view.boundingBox())!.x + (await view.boundingBox())!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      expect(await page.locator('tbody tr').first().evaluate((row) => getComputedStyle(row).display)).toBe('grid');
      await page.screenshot({ path: `test-results/screenshots/phone${path.replaceAll('/', '-')}.png` });
    }
  });
});
