import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SANDBOX_ESEWA_IDS, SANDBOX_ESEWA_PASSWORD } from '../../contract/payment';
import { CUSTOMER } from './customer-steps';
import { baseUrl } from './session';

/** A demo account's bearer token and calls, for setting up and checking what the screens did. */
export async function apiAs(who: { phone: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/account/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number: who.phone, password: who.password }),
  });
  expect(login.status).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const call = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${baseUrl}/api${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...init.headers },
    });
    expect(response.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return {
    call,
    async emptyCart() {
      for (const line of await call<Array<{ meal: { id: number } }>>('/cart/cart/')) {
        await call(`/cart/delete/${line.meal.id}/`, { method: 'DELETE' });
      }
    },
  };
}

/** '#1042' and not '#10421': orders are told apart by their short number on every screen. */
export const numbered = (number: number) => new RegExp(`#${number}(?!\\d)`);

/** ePay v2's success return carries one base64 JSON `data`; its transaction_uuid is the attempt the page paid. */
export function returnedUuid(url: string): string {
  const data = new URL(url).searchParams.get('data')!;
  return (JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { transaction_uuid: string }).transaction_uuid;
}

/** At the sandbox's ePay v2 page: sign in as a test wallet, choose what eSewa does (default: return), pay. */
export async function payAtSandbox(page: Page, outcome?: string) {
  await page.waitForURL(/\/api\/payment\/esewa\/sandbox\/v2\/form$/);
  await page.getByLabel('eSewa ID').fill(SANDBOX_ESEWA_IDS[0]);
  await page.getByLabel(/Password/).fill(SANDBOX_ESEWA_PASSWORD);
  if (outcome) await page.getByLabel(outcome).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
}

export const customerApi = () => apiAs(CUSTOMER);
