import { afterEach, describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { formatClock } from '../../contract/opening-hours';
import type { Order } from '../../contract/order';
import { PACE_MESSAGES, type PaceState } from '../../contract/pace';
import type { ServiceSettings } from '../../contract/fulfilment';
import { PACE_POLL_MS } from '../../machines/shared/pace.machine';
import { ADMIN, logInAsAdmin } from './admin-steps';
import { logInAsCustomer } from './customer-steps';
import { apiAs, customerWithCart, payFromCart } from './order-steps';
import { openAroundTheClock, pauseEndsIn } from './restaurant-hours';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();
const MINUTE = 60_000;

// The journeys share one server per worker: whatever this file does to the pace is undone for the files after it.
afterEach(async () => {
  const admin = await apiAs(ADMIN);
  await admin.call('/about/pace/pause/', { method: 'PUT', body: JSON.stringify({ minutes: 0 }) });
  await admin.call('/about/pace/busy/', { method: 'PUT', body: JSON.stringify({ minutes: 0 }) });
});

describe('pause and pace on a busy night', () => {
  it('the kitchen pauses new orders for 15 minutes: a customer sees until when and cannot pay; it ends by itself', async () => {
    openAroundTheClock();
    const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
    const customer = await customerWithCart(meal);
    const ordersBefore = (await customer.call<{ count: number }>('/orders/')).count;

    const { page: kitchen } = await open('/login');
    kitchen.setDefaultTimeout(15_000);
    await logInAsAdmin(kitchen);
    await requestsSettled(kitchen, () => kitchen.goto(`${baseUrl}/route/admin/kitchen`));
    const controls = kitchen.getByRole('region', { name: 'Pace' });
    const tapped = Date.now();
    await controls.getByRole('button', { name: 'Pause 15 min' }).click();
    await controls.getByText(/^Not taking new orders until /).waitFor();
    const paused = await api<PaceState>('/about/pace/');
    expect(Date.parse(paused.paused_until!) - tapped).toBeGreaterThanOrEqual(15 * MINUTE - 1_000);
    expect(Date.parse(paused.paused_until!) - tapped).toBeLessThanOrEqual(15 * MINUTE + 5_000);
    const until = formatClock(paused.paused_clock!);
    await controls.getByText(`Not taking new orders until ${until}`, { exact: true }).waitFor();
    // The rush: every estimate gets 20 more minutes.
    await controls.getByRole('button', { name: '+20 min' }).click();
    await expect.poll(() => controls.getByRole('button', { name: '+20 min' }).getAttribute('aria-pressed')).toBe('true');

    // The customer's checkout is refused with the server's words, and the cart stays as it was.
    const { page } = await open('/login', 'phone', [{ path: '/api/orders/', status: 409 }]);
    page.setDefaultTimeout(15_000);
    await logInAsCustomer(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/cart`));
    const banner = page.getByRole('status').filter({ hasText: 'Not taking new orders until' });
    expect(await banner.textContent()).toBe(`Not taking new orders until ${until}`);
    const { pickup_minutes } = await api<ServiceSettings>('/about/service/');
    await page.getByText(`Ready about ${pickup_minutes + 20} minutes after you pay.`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pay with Esewa' }).click();
    await page.getByText(PACE_MESSAGES.paused(paused.paused_clock!), { exact: true }).first().waitFor();
    expect(page.url()).toBe(`${baseUrl}/cart`);
    expect((await customer.call<{ count: number }>('/orders/')).count).toBe(ordersBefore);
    expect(await customer.call<unknown[]>('/cart/cart/')).toHaveLength(1);
    await page.screenshot({ path: 'test-results/screenshots/paused-cart-phone.png', fullPage: true });

    // All but two seconds of the quarter hour pass: nobody resumes, the open page loses its banner at its next read.
    // Each page reads the pace every PACE_POLL_MS: the end shows at the first read after it (plus a read's time).
    const endsIn = 2_000;
    pauseEndsIn(endsIn);
    const noticed = { timeout: endsIn + PACE_POLL_MS + 3_000 };
    await banner.waitFor({ state: 'detached', ...noticed });
    await controls.getByText('Taking new orders', { exact: true }).waitFor(noticed);
    const paid: Order = await payFromCart(page, customer);
    expect(paid.status).toBe('paid');
    // The ready time paid for carries the busy kitchen's 20 minutes.
    const readyIn = (Date.parse(paid.fulfilment.ready_at!) - Date.parse(paid.created_at)) / MINUTE;
    expect(Math.round(readyIn)).toBe(pickup_minutes + 20);
  });
});
