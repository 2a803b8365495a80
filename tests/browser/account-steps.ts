import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_KEY } from './harness.mjs';
import { baseUrl } from './session';

/** A number nobody has signed up with in this run. */
export const freshNumber = () => `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

interface OutboxMessage {
  to: string;
  text: string;
  sent_at: string;
}

/**
 * The code of the `count`-th text to the number, read from the outbox (docs/rules/system.md#sms-outbox) with the demo
 * key, as a developer would.
 */
export async function codeSentTo(phone: string, count = 1): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${baseUrl}/api/dev/outbox/`, { headers: { 'X-Demo-Key': DEMO_KEY } });
      const texts = ((await response.json()) as OutboxMessage[]).filter((message) => message.to.endsWith(phone));
      // Newest first.
      text = texts.length >= count ? texts[0]?.text : undefined;
      return text;
    })
    .toMatch(/\b\d{4}\b/);
  return /\b(\d{4})\b/.exec(text!)![1]!;
}

export async function post(path: string, body: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST /api${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** An account made through the API, for journeys that start with one. */
export async function signedUpThroughApi(phone: string, password: string) {
  await post('/account/send-otp/', { phone_number: phone, otp_type: 'customer' });
  const userotp = await codeSentTo(phone);
  await post('/account/signup/', {
    name: 'Reset Tester',
    phone_number: phone,
    password,
    confirm_password: password,
    userotp,
    account_type: 'customer',
  });
}

/** Types a code into the four boxes the way a person does: focus moves on by itself. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
}
