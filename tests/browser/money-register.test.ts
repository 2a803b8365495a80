import { readFile } from 'node:fs/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { MealWire } from '../../contract/meal';
import type { Order } from '../../contract/order';
import { ADMIN, logInAsAdmin } from './admin-steps';
import { apiAs, customerWithEmptyCart } from './order-steps';
import { openAroundTheClock, withRestaurant } from './restaurant-hours';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

/** The owner downloads today's sales register from the money screen: the file the accountant gets, header and rows. */
const { open } = useBrowser();

describe('the money screen, in Chromium', () => {
  it("shows today's cash taken and downloads the sales register with the day's receipt in it", async () => {
    openAroundTheClock();
    // The restaurant's clock on a day other than Nepal's (UTC-12 or UTC+14, whichever is on another date now): the
    // money's days are Nepal's all the same (contract/money-summary.ts NEPAL_TIME_ZONE), on the screen as on the server.
    const nepalHour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kathmandu', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
    const elsewhere = nepalHour < 16 ? 'Etc/GMT+12' : 'Etc/GMT-14';
    withRestaurant((db) => db.prepare('update restaurant_info set time_zone = ?').run(elsewhere));
    onTestFinished(() => withRestaurant((db) => db.prepare("update restaurant_info set time_zone = 'Asia/Kathmandu'").run()));
    const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
    const customer = await customerWithEmptyCart();
    const placed = await customer.call<{ order: Order }>('/orders/', {
      method: 'POST',
      body: JSON.stringify({ items: [{ meal: meal.id, quantity: 1 }], payment_method: 'cash', fulfilment: { type: 'pickup' } }),
    });
    const owner = await apiAs(ADMIN);
    await owner.call(`/orders/${placed.order.id}/cash-received/`, { method: 'POST' });
    const receipt = await owner.call<{ number: string }>(`/orders/${placed.order.id}/receipt/`);

    const { page } = await open('/login');
    page.setDefaultTimeout(15_000);
    await logInAsAdmin(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/money`));
    await page.getByRole('heading', { name: 'Takings' }).waitFor();
    await page.getByRole('heading', { name: 'Cash' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the sales register (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sales-register-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('"Date (BS)","Date (AD)","Receipt number","Customer","Taxable amount","VAT","Total"');
    const row = lines.find((line) => line.includes(`"${receipt.number}"`));
    expect(row).toMatch(new RegExp(`"${placed.order.total.toFixed(2)}"$`));
  });
});
