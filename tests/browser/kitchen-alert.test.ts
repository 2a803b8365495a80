import { describe, expect, it } from 'vitest';
import { CHIME_REPEAT_MS } from '../../machines/kitchen/kitchen-alert.machine';
import { acknowledgeLeftovers, logInAsAdmin } from './admin-steps';
import { customerPaysThroughSandbox } from './order-steps';
import { openAroundTheClock } from './restaurant-hours';
import { baseUrl, requestsSettled, useBrowser } from './session';

const { open } = useBrowser();

type Page = Awaited<ReturnType<typeof open>>['page'];

/** Counts the chime's notes: Chromium plays Web Audio headless, but a test cannot listen. */
const countNotes = (page: Page) =>
  page.addInitScript(() => {
    const scope = window as unknown as { notes: number };
    scope.notes = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      scope.notes += 1;
      return create.call(this);
    };
  });
const notes = (page: Page) => page.evaluate(() => (window as unknown as { notes: number }).notes);

/** Where each journey's kitchen starts, at login: the restaurant open, no alert left by another, its notes counted. */
async function kitchenTab() {
  openAroundTheClock();
  await acknowledgeLeftovers();
  const { page } = await open('/login');
  page.setDefaultTimeout(15_000);
  await countNotes(page);
  return page;
}

describe('the kitchen cannot miss an order (docs/rules/orders.md#kitchen-screen)', () => {
  it('an admin on the Category page sees and hears a customer pay, and the tab counts it until the Order List', async () => {
    const page = await kitchenTab();
    await logInAsAdmin(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/category`));
    await page.getByRole('list', { name: 'Categories' }).waitFor();
    // Browsers play sound only after the page has been used: the admin has clicked something.
    await page.getByRole('heading', { level: 1 }).click();

    // A customer pays, the way the browser does it, through the sandbox.
    const order = await customerPaysThroughSandbox();

    const toast = `New order #${order.number} · Rs. ${order.total.toFixed(2)}`;
    await page.getByText(toast, { exact: true }).waitFor();
    await expect.poll(() => notes(page)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.title()).toMatch(/^\(1\) Category/);

    // The Order List shows it highlighted as new; the count in the tab has done its work.
    await page.getByRole('link', { name: 'Orders waiting for the kitchen' }).click();
    await page.waitForURL(`${baseUrl}/route/admin/orders`);
    const listed = page.locator('article').filter({ hasText: new RegExp(`#${order.number}(?!\\d)`) });
    await listed.getByText('New', { exact: true }).waitFor();
    expect(await listed.getAttribute('data-fresh')).toBe('true');
    await expect.poll(() => page.title()).not.toMatch(/^\(\d+\)/);

    // The kitchen wall: the order is in the Paid column, and its next step moves it along.
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/kitchen`));
    const card = page.getByRole('region', { name: /^Paid/ }).getByRole('article', { name: `Order #${order.number}` });
    await card.getByRole('button', { name: 'Start preparing' }).click();
    await page.getByRole('region', { name: /^Preparing/ }).getByRole('article', { name: `Order #${order.number}` }).waitFor();
  });

  it('an alert stays until acknowledged: its chime repeats, and a tab in the background gets a system notification', async () => {
    const page = await kitchenTab();
    // Records the system notifications the page raises, and lets the test put the tab in the background.
    await page.addInitScript(() => {
      const scope = window as unknown as { notices: string[]; hidden: boolean };
      scope.notices = [];
      scope.hidden = false;
      class RecordedNotification {
        static permission: NotificationPermission = 'default';
        static requestPermission() {
          RecordedNotification.permission = 'granted';
          return Promise.resolve(RecordedNotification.permission);
        }
        onclick: (() => void) | null = null;
        constructor(title: string) {
          scope.notices.push(title);
        }
        close() {}
      }
      Object.defineProperty(window, 'Notification', { value: RecordedNotification });
      Object.defineProperty(document, 'visibilityState', { get: () => (scope.hidden ? 'hidden' : 'visible') });
    });
    const background = (hidden: boolean) =>
      page.evaluate((value) => {
        (window as unknown as { hidden: boolean }).hidden = value;
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    // The page's timers run on a clock the test can move on: the chime's repeat and the quiet after the acknowledgement
    // are seen without the test sitting through them. It keeps time with the real clock until moved.
    await page.clock.install();
    await logInAsAdmin(page);
    await requestsSettled(page, () => page.goto(`${baseUrl}/route/admin/kitchen`));
    // The kitchen allows notifications once, from its own screen; the question then goes.
    const allow = page.getByRole('button', { name: 'Allow notifications of new orders' });
    await allow.click();
    await allow.waitFor({ state: 'detached' });

    await background(true);
    const order = await customerPaysThroughSandbox();
    const words = `New order #${order.number} · Rs. ${order.total.toFixed(2)}`;
    const alert = page.getByRole('alert', { name: 'New orders' });
    await alert.getByText(words, { exact: true }).waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as { notices: string[] }).notices)).toEqual([words]);
    await background(false);

    // Past a toast's 5 s and a repeat: still there, and the chime has sounded again (two notes a chime).
    await page.clock.fastForward(CHIME_REPEAT_MS);
    await expect.poll(() => notes(page)).toBeGreaterThanOrEqual(4);
    await alert.getByText(words, { exact: true }).waitFor();

    await alert.getByRole('button', { name: 'Acknowledge' }).click();
    await alert.waitFor({ state: 'detached' });
    // Longer than a repeat, every timer due on the way fired: no chime comes any more.
    const heard = await notes(page);
    await page.clock.runFor(CHIME_REPEAT_MS + 1_000);
    expect(await notes(page)).toBe(heard);
  });
});
