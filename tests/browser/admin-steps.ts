import type { Page } from 'playwright-core';
import type { OrderPage } from '../../contract/order';
import type { StaffRole } from '../../contract/permissions';
import { codeSentTo, freshNumber } from './account-steps';
import { baseUrl, requestsSettled } from './session';

/** The demo admin (README 'Demo accounts'). */
export const ADMIN = { phone: '9800000000', password: 'Admin@1234' };

/** Signs in on the login page as `who`, and waits for the home page the login lands on. */
export async function logInAs(page: Page, who: { phone: string; password: string }) {
  await requestsSettled(page, async () => {
    await page.getByLabel('Phone Number').fill(who.phone);
    await page.getByLabel('Password', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
  });
}

export async function logInAsAdmin(page: Page) {
  await logInAs(page, ADMIN);
  // On a phone the link sits in the closed mobile menu: present, not visible.
  await page.locator('a[href="/route/admin/meal-list"]').first().waitFor({ state: 'attached' });
}

/** A JSON call to the real server as the given bearer; throws on anything but 2xx. */
export async function callAs(method: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} /api${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A bearer token for `who`, as the login page would get it. */
export const tokenOf = async (who: { phone: string; password: string }) =>
  String((await callAs('POST', '/account/login/', { phone_number: who.phone, password: who.password })).access_token);

/** The owner adds a member of staff through the API the add-admin screen uses (code by SMS, read from the outbox). */
export async function addStaff(role: StaffRole, name: string) {
  const token = await tokenOf(ADMIN);
  const phone = freshNumber();
  const password = 'Staff#2026';
  await callAs('POST', '/account/send-otp/', { phone_number: phone, otp_type: 'admin' }, token);
  const userotp = await codeSentTo(phone);
  const fields = { name, phone_number: phone, password, confirm_password: password, account_type: 'admin' };
  const created = await callAs('POST', '/account/users/', { ...fields, userotp, role }, token);
  return { id: Number((created.user as { id: number } | undefined)?.id), name, phone, password };
}

/**
 * Orders other journeys of this server left paid and unacknowledged ring on every admin screen as it opens (and count in
 * its tab title): acknowledged first, by a journey that counts its own.
 */
export async function acknowledgeLeftovers() {
  const token = await tokenOf(ADMIN);
  const active = (await callAs('GET', '/orders/?group=active&page_size=100', undefined, token)) as unknown as OrderPage;
  const waiting = active.results.filter((order) => order.status === 'paid' && order.kitchen_acknowledged_at === null);
  if (waiting.length > 0) await callAs('POST', '/admin/kitchen/acknowledge/', { orders: waiting.map((order) => order.id) }, token);
}
