import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { MealWire } from '../../contract/meal';
import type { Order } from '../../contract/order';
import { PAYMENT_MESSAGES, SANDBOX_ESEWA_IDS, SANDBOX_ESEWA_PASSWORD } from '../../contract/payment';
import { SANDBOX_KHALTI_IDS, SANDBOX_KHALTI_MPIN, SANDBOX_KHALTI_OTP } from '../../server/services/khalti-sandbox';
import { checkout, httpClient } from '../../bench/checkout-flow.mjs';
import { CUSTOMER } from './customer-steps';
import { api, baseUrl } from './session';

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
      // Line by line: a dish may be in two lines (a half plate and a full one), and the spec's delete by meal takes
      // both at once.
      for (const line of await call<Array<{ id: number }>>('/cart/cart/')) {
        await call(`/cart/lines/${line.id}/`, { method: 'DELETE' });
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

/** The demo customer's calls, their cart emptied first: where a journey that fills it starts. */
export async function customerWithEmptyCart() {
  const customer = await customerApi();
  await customer.emptyCart();
  return customer;
}

/** The demo customer places one full plate of the menu's first dish through the API (unpaid): their calls and it. */
export async function orderPlacedThroughApi() {
  const customer = await customerApi();
  const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
  const { order } = await customer.call<{ order: Order }>('/orders/', {
    method: 'POST',
    body: JSON.stringify({ items: [{ meal: meal.id, quantity: 1 }] }),
  });
  return { customer, meal, order };
}

/** The demo customer's calls, their cart holding just `meal` (one full plate). */
export async function customerWithCart(meal: { id: number }) {
  const customer = await customerWithEmptyCart();
  await customer.call('/cart/cart/', { method: 'POST', body: JSON.stringify({ meal: meal.id }) });
  return customer;
}

/** Pay with Esewa, pay at the sandbox, back on the success page: the order as the customer's API now has it. */
export async function payFromCart(page: Page, customer: Awaited<ReturnType<typeof apiAs>>): Promise<Order> {
  await page.getByRole('button', { name: 'Pay with Esewa' }).click();
  await payAtSandbox(page);
  await page.waitForURL(/\/esewa-success\?data=/);
  const pid = returnedUuid(page.url());
  await page.getByText(PAYMENT_MESSAGES.confirmed, { exact: true }).first().waitFor();
  return (await customer.call<{ results: Order[] }>('/orders/')).results.find((order) => order.pid === pid)!;
}

/** At Khalti's stand-in page (KHALTI_MODE=sandbox): the first test id, its MPIN and OTP, and Pay; or Cancel. */
export async function payAtKhaltiStandIn(page: Page, choice: 'pay' | 'cancel' = 'pay') {
  await page.waitForURL(/\/api\/payment\/khalti\/sandbox\/pay\?pidx=/);
  if (choice === 'cancel') return page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByLabel('Khalti ID (mobile number)').fill(SANDBOX_KHALTI_IDS[0]!);
  await page.getByLabel('Khalti MPIN').fill(SANDBOX_KHALTI_MPIN);
  await page.getByLabel('OTP').fill(SANDBOX_KHALTI_OTP);
  await page.getByRole('button', { name: /^Pay Rs\./ }).click();
}

/** Back on /khalti-return: the order its purchase_order_id names, as the customer's API now has it. */
export async function returnedFromKhalti(page: Page, customer: Awaited<ReturnType<typeof apiAs>>): Promise<Order> {
  await page.waitForURL(/\/khalti-return\?/);
  const pid = new URL(page.url()).searchParams.get('purchase_order_id');
  return (await customer.call<{ results: Order[] }>('/orders/')).results.find((order) => order.pid === pid)!;
}

/** A customer pays, the way the browser does it, through the sandbox: the order as paid. */
export async function customerPaysThroughSandbox(): Promise<Order> {
  const client = httpClient({ maxSockets: 2 });
  let paid: Order | null = null;
  try {
    const login = await fetch(`${baseUrl}/api/account/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone_number: CUSTOMER.phone, password: CUSTOMER.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
    await checkout(client, baseUrl, token, [meal.id], () => 0, {
      acknowledged: (what, order) => {
        if (what === 'paid') paid = order as Order;
      },
    });
  } finally {
    client.destroy();
  }
  const order = paid as Order | null;
  expect(order?.status).toBe('paid');
  return order!;
}
