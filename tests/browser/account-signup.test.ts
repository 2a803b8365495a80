import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './harness.mjs';
import { codeSentTo, freshNumber, signedUpThroughApi, typeCode } from './account-steps';
import { baseUrl, useBrowser } from './session';

const { open } = useBrowser();

async function fillSignup(page: Page, name: string, phone: string, password: string) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Contact Number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL(`${baseUrl}/otp`);
}

describe('sign-up with a texted code', () => {
  it('signs up a new number with the code from the outbox and lands signed in on /', async () => {
    const phone = freshNumber();
    const { page } = await open('/signup');
    await fillSignup(page, 'Maya Tamang', phone, 'secret12');
    await page.getByText('Code expires in').waitFor();
    expect(await page.getByRole('timer').textContent()).toMatch(/0[45]:\d\d/);

    // docs/rules/validation.md#validation-rules: one digit a box, anything else cleared, focus moves on, Backspace in
    // an empty box goes back.
    const boxes = page.getByRole('textbox');
    expect(await boxes.count()).toBe(4);
    await boxes.first().click();
    await page.keyboard.type('a');
    expect(await boxes.first().inputValue()).toBe('');
    await page.keyboard.type('7');
    expect(await boxes.first().inputValue()).toBe('7');
    await expect.poll(() => boxes.nth(1).evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Backspace');
    await expect.poll(() => boxes.first().evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await boxes.first().inputValue()).toBe('');

    await typeCode(page, await codeSentTo(phone));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Account created successfully').waitFor();
    await page.getByRole('button', { name: 'Account menu for Maya Tamang' }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
  });

  it('sends a visitor without a sign-up in progress from /otp to /signup', async () => {
    const { page } = await open('/otp');
    await page.waitForURL(`${baseUrl}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
  });
});

describe('a wrong code five times', () => {
  // Five refusals are the point here, so this journey has its own browser that expects exactly those 400s.
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('kills the code: the right one is refused afterwards', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const unexpected: string[] = [];
    const refusals: number[] = [];
    page.on('pageerror', (error) => unexpected.push(`uncaught: ${error.message}`));
    page.on('response', (response) => {
      const signup = response.url() === `${baseUrl}/api/account/signup/`;
      if (signup && (response.status() === 400 || response.status() === 429)) refusals.push(response.status());
      else if (response.status() >= 400) unexpected.push(`HTTP ${response.status()}: ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of (400|429)/.test(message.text())) unexpected.push(message.text());
    });
    try {
      const phone = freshNumber();
      await page.goto(`${baseUrl}/signup`, { waitUntil: 'networkidle' });
      await fillSignup(page, 'Wrong Guesser', phone, 'secret12');
      const code = await codeSentTo(phone);
      const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await typeCode(page, wrong);
        await page.getByRole('button', { name: 'Verify' }).click();
        await expect.poll(() => refusals.length).toBe(attempt);
        // A refusal empties the boxes for the next try.
        await expect.poll(() => page.getByRole('textbox').first().inputValue()).toBe('');
      }
      await typeCode(page, code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect.poll(() => refusals.length).toBe(6);
      // Five wrong codes from one address are that address's day on this number: the right code is not even judged
      // (the code is dead all the same), and the page says how long to wait rather than "wrong code" again.
      expect(refusals).toEqual([400, 400, 400, 400, 400, 429]);
      await page.getByText(/^Too many wrong codes for this number today\. Please wait \d+ minutes before trying again\.$/).first().waitFor();
      expect(page.url()).toBe(`${baseUrl}/otp`);
      // Nobody was signed in.
      expect(await page.getByRole('button', { name: /^Account menu for/ }).count()).toBe(0);
      expect(unexpected).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('forgot password', () => {
  it('texts a code, sets a new password with it, and the new password logs in', async () => {
    const phone = freshNumber();
    await signedUpThroughApi(phone, 'oldpass1');
    const { page } = await open('/forget-password');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText(`OTP sent successfully to ${phone}`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    // The second text to this number: the first was the sign-up's.
    await typeCode(page, await codeSentTo(phone, 2));
    await page.getByLabel('New Password', { exact: true }).fill('newpass1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('newpass1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL(`${baseUrl}/login`);

    // The old password is gone (asked from here, so the page sees no refusal).
    const oldLogin = await fetch(`${baseUrl}/api/account/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: phone, password: 'oldpass1' }),
    });
    expect(oldLogin.status).toBe(401);

    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('newpass1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Account menu for Reset Tester' }).waitFor();
  });
});
