import { describe, it } from 'vitest';
import { codeSentTo, freshNumber } from './account-steps';
import { ADMIN } from './admin-steps';
import { baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

/** A JSON call to the real server as the given bearer; throws on anything but 2xx. */
async function call(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /api${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The owner adds a cook through the API the add-admin screen uses (code by SMS, read from the outbox). */
async function kitchenAccount() {
  const owner = await call('POST', '/account/login/', { phone_number: ADMIN.phone, password: ADMIN.password });
  const token = String(owner.access_token);
  const phone = freshNumber();
  const password = 'Kitchen#2026';
  await call('POST', '/account/send-otp/', { phone_number: phone, otp_type: 'admin' }, token);
  const userotp = await codeSentTo(phone);
  const fields = { name: 'Ram Cook', phone_number: phone, password, confirm_password: password, account_type: 'admin' };
  await call('POST', '/account/users/', { ...fields, userotp, role: 'kitchen' }, token);
  return { phone, password };
}

describe('staff roles in the browser', () => {
  it('a kitchen account cannot open the users screen: the menu lacks it and its address lands on the kitchen screen', async () => {
    const cook = await kitchenAccount();
    const { page } = await open('/login');
    await requestsSettled(page, async () => {
      await page.getByLabel('Phone Number').fill(cook.phone);
      await page.getByLabel('Password', { exact: true }).fill(cook.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL(`${baseUrl}/`);
    });
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/kitchen`));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Order', exact: true }).waitFor();
    for (const name of ['Users', 'Meal']) {
      if ((await nav.getByRole('button', { name, exact: true }).count()) !== 0) throw new Error(`the cook's menu shows ${name}`);
    }
    await page.goto(`${baseUrl}/route/admin/user-list`);
    await page.waitForURL(`${baseUrl}/route/admin/kitchen`);
  });
});
