import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVICE, type ServiceSettings } from '../../contract/fulfilment';
import type { MealWire } from '../../contract/meal';
import type { Order } from '../../contract/order';
import { codeSentTo, freshNumber } from './account-steps';
import { ADMIN } from './admin-steps';
import { logInAsCustomer, customerOnPhone } from './customer-steps';
import { apiAs, customerWithCart, numbered } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

/**
 * Paying at the counter, in Chromium against the real server: a guest at table 7 orders through the table's code and
 * chooses to pay at the counter; the order is the kitchen's at once, marked with the cash to collect; a counter
 * account takes the money, and the guest's orders page says it is received.
 */
const { open } = useBrowser();

async function setService(settings: Partial<ServiceSettings>) {
  const admin = await apiAs(ADMIN);
  await admin.call('/about/service/', { method: 'PUT', body: JSON.stringify({ ...DEFAULT_SERVICE, ...settings }) });
}
afterAll(() => setService({}));

/** The owner adds a counter account through the API the add-admin screen uses (code by SMS, read from the outbox). */
async function counterAccount() {
  const owner = await apiAs(ADMIN);
  const phone = freshNumber();
  const password = 'Counter#2026';
  await owner.call('/account/send-otp/', { method: 'POST', body: JSON.stringify({ phone_number: phone, otp_type: 'admin' }) });
  const userotp = await codeSentTo(phone);
  const fields = { name: 'Gita Counter', phone_number: phone, password, confirm_password: password, account_type: 'admin' };
  await owner.call('/account/users/', { method: 'POST', body: JSON.stringify({ ...fields, userotp, role: 'counter' }) });
  return { phone, password };
}

describe('cash at the counter, in Chromium', () => {
  it('a table guest pays at the counter: the kitchen sees it to collect, the counter takes the cash, the guest sees it', async () => {
    openAroundTheClock();
    await setService({ dine_in: true, tables: 12 });
    const meal = (await api<MealWire[]>('/meal/meals/'))[1]!;
    const customer = await customerWithCart(meal);
    const guest = await open('/table/7', 'phone');
    guest.page.setDefaultTimeout(15_000);
    await guest.page.getByRole('heading', { name: 'Welcome to table 7' }).waitFor();
    await requestsSettled(guest.page, () => guest.page.goto(`${baseUrl}/login`));
    await logInAsCustomer(guest.page);
    await requestsSettled(guest.page, () => guest.page.goto(`${baseUrl}/cart`));
    await guest.page.getByRole('radiogroup').getByText('Pay at the counter', { exact: true }).click();
    await guest.page.getByRole('button', { name: 'Place order' }).click();
    await guest.page.waitForURL(`${baseUrl}/orders`);
    const placed = (await customer.call<{ results: Order[] }>('/orders/')).results[0]!;
    expect(placed).toMatchObject({ status: 'paid', payment_method: 'cash', cash_collected_at: null, fulfilment: { table: 7 } });
    const amount = `Rs. ${placed.total.toFixed(2)}`;
    await guest.page.locator('article').filter({ hasText: numbered(placed.number) }).getByText(`Pay ${amount} at the counter`).waitFor();

    const staff = await counterAccount();
    const counter = await open('/login');
    counter.page.setDefaultTimeout(15_000);
    await requestsSettled(counter.page, async () => {
      await counter.page.getByLabel('Phone Number').fill(staff.phone);
      await counter.page.getByLabel('Password', { exact: true }).fill(staff.password);
      await counter.page.getByRole('button', { name: 'Login', exact: true }).click();
      await counter.page.waitForURL(`${baseUrl}/`);
    });
    // The kitchen screen has it at once, with the money still to take.
    await requestsSettled(counter.page, () => counter.page.goto(`${baseUrl}/route/admin/kitchen`));
    await counter.page.getByRole('article', { name: `Order #${placed.number}` }).getByText(`To collect ${amount}`).waitFor();

    await requestsSettled(counter.page, () => counter.page.goto(`${baseUrl}/route/admin/orders`));
    const card = counter.page.getByRole('article', { name: `#${placed.number}` });
    await card.getByText(`To collect ${amount}`).waitFor();
    await card.getByRole('button', { name: 'Cash received' }).click();
    await card.getByText(/^Cash received by Gita Counter, /).waitFor();
    expect(await card.getByRole('button', { name: 'Cash received' }).count()).toBe(0);

    await requestsSettled(guest.page, () => guest.page.reload());
    await guest.page.locator('article').filter({ hasText: numbered(placed.number) }).getByText('Cash received', { exact: true }).waitFor();
    const received = (await customer.call<{ results: Order[] }>('/orders/')).results.find((order) => order.id === placed.id)!;
    expect(received.cash_collected_at).not.toBeNull();
  });

  it('a delivery paid in cash on delivery: the rider is to collect, the counter records it once the cash is in', async () => {
    openAroundTheClock();
    await setService({ delivery: true, delivery_fee: 50, delivery_minimum: 0 });
    const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
    const customer = await customerWithCart(meal);
    const { page } = await customerOnPhone(open);
    await requestsSettled(page, () => page.goto(`${baseUrl}/cart`));
    await page.getByRole('radiogroup').getByText('Delivery', { exact: true }).click();
    await page.getByLabel('Delivery address').fill('Jhamsikhel Road 12, Lalitpur');
    await page.getByLabel('Phone for the rider').fill('9801234567');
    await page.getByText('Cash on delivery', { exact: true }).click();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(`${baseUrl}/orders`);
    const placed = (await customer.call<{ results: Order[] }>('/orders/')).results[0]!;
    expect(placed).toMatchObject({ payment_method: 'cash', delivery_fee: 50, fulfilment: { type: 'delivery' } });
    const amount = `Rs. ${placed.total.toFixed(2)}`;
    const mine = page.locator('article').filter({ hasText: numbered(placed.number) });
    await mine.getByText(`Pay ${amount} in cash to the rider`).waitFor();

    const owner = await apiAs(ADMIN);
    const taken = await owner.call<Order>(`/orders/${placed.id}/cash-received/`, { method: 'POST' });
    expect(taken.cash_collected_at).not.toBeNull();
    await requestsSettled(page, () => page.reload());
    await mine.getByText('Cash received', { exact: true }).waitFor();
  });
});
