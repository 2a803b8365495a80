import { describe, expect, it } from 'vitest';
import type { MealWire } from '../../contract/meal';
import { logInAsAdmin } from './admin-steps';
import { openAroundTheClock } from './restaurant-hours';
import { api, baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

describe('sold out in one tap', () => {
  it('a dish sold out from the kitchen screen is out of an open customer page’s reach within 2 s, and comes back', async () => {
    openAroundTheClock();
    const meal = (await api<MealWire[]>('/meal/meals/'))[0]!;
    // The customer's meal page, open in a browser of its own.
    const { page: customer } = await open(`/meal/${meal.id}`);
    const add = customer.getByRole('button', { name: 'Add to cart' });
    await add.waitFor();

    const { page: kitchen } = await open('/login');
    kitchen.setDefaultTimeout(15_000);
    await logInAsAdmin(kitchen);
    await requestsSettled(kitchen, () => kitchen.goto(`${baseUrl}/route/admin/kitchen`));
    const tap = kitchen.getByRole('button', { name: `${meal.name} sold out`, exact: true });
    await tap.waitFor();
    // Timed from the tap itself: click() resolves once it is dispatched, not once the server has it.
    const tapped = Date.now();
    await tap.click();
    const soldOut = customer.getByRole('button', { name: 'Sold out' });
    await soldOut.waitFor({ timeout: 2_000 });
    const seenAfter = Date.now() - tapped;
    expect(seenAfter).toBeLessThan(2_000);
    expect(await soldOut.isDisabled()).toBe(true);
    expect(await add.count()).toBe(0);
    console.info(`sold out seen by the customer after ${seenAfter} ms`);

    await kitchen.getByRole('button', { name: `${meal.name} is back` }).click();
    await add.waitFor({ timeout: 2_000 });
  });
});
