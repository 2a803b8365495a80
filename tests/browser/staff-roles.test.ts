import { describe, it } from 'vitest';
import { addStaff, logInAs } from './admin-steps';
import { baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

describe('staff roles in the browser', () => {
  it('a kitchen account cannot open the users screen: the menu lacks it and its address lands on the kitchen screen', async () => {
    const cook = await addStaff('kitchen', 'Ram Cook');
    const { page } = await open('/login');
    await logInAs(page, cook);
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
