import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ORDER_SMS, type Order } from '../../contract/order';
import { customerTexts } from '../../server/services/order-texts';
import { freshNumber, fromAddress, PASSWORD, signupBody } from './support/account-client';
import { openSeededApp, type SeededApp } from './support/seeded-app';

let world: SeededApp;
// Each test its own address, so no test spends another's sends of the hour.
let addresses = 0;

beforeAll(async () => {
  world = await openSeededApp();
});
afterAll(async () => {
  await world.t.destroy();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}, address = '203.0.113.60') {
  const response = await world.app.request(
    `/api${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
    fromAddress(address),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function lastText(phoneNumber: string): Promise<string> {
  const row = await world.t.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('to_number', '=', phoneNumber)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.text;
}

const LATIN_CODE = /(\d{4})/;

/** A customer signed up from an app shown in `language` (its header on every call); their number and access token. */
async function signUpIn(headers: Record<string, string>) {
  const address = `203.0.113.${70 + (addresses += 1)}`;
  const phoneNumber = freshNumber();
  expect((await post('/account/send-otp/', { phone_number: phoneNumber, otp_type: 'customer' }, headers, address)).status).toBe(200);
  const text = await lastText(phoneNumber);
  const code = LATIN_CODE.exec(text)?.[1] ?? '';
  const signed = await post('/account/signup/', signupBody(phoneNumber, code), headers, address);
  expect(signed.status).toBe(201);
  return { phoneNumber, text, address, access: String(signed.body.access_token) };
}

describe('SMS in the account language (docs/rules/accounts.md#language)', () => {
  it('texts a sign-up code in Nepali with Devanagari digits when the app says ne, in English otherwise', async () => {
    const nepali = await signUpIn({ 'Accept-Language': 'ne' });
    expect(nepali.text).toMatch(/^तपाईंको .+ कोड \d{4} हो। यो ५ मिनेटमा सकिन्छ।$/);
    const english = await signUpIn({});
    expect(english.text).toMatch(/^Your .+ code is \d{4}\. It expires in 5 minutes\.$/);
    const browser = await signUpIn({ 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(browser.text).toMatch(/^Your .+ code is/);
  });

  it('ignores a header it cannot read, with no error', async () => {
    for (const header of ['xx', '*', ';;;', 'nepali', 'fr-NP,ne', 'x'.repeat(500)]) {
      const { text } = await signUpIn({ 'Accept-Language': header });
      expect(text, header).toMatch(/^Your .+ code is/);
    }
  });

  it("words a signed-in account's later texts in the language it was last used in", async () => {
    const customer = await signUpIn({ 'Accept-Language': 'ne' });
    // A reset asked from a screen that does not say: the account's stored language.
    await post('/account/forgot-password/', { phone_number: customer.phoneNumber }, {}, customer.address);
    expect(await lastText(customer.phoneNumber)).toMatch(/^तपाईंको .+ कोड \d{4} हो।/);

    // Signed in, the app switched to English: the account's texts follow.
    const profile = await world.app.request(
      '/api/account/user-profile/',
      { headers: { Authorization: `Bearer ${customer.access}`, 'Accept-Language': 'en' } },
      fromAddress(customer.address),
    );
    expect(profile.status).toBe(200);
    await post('/account/forgot-password/', { phone_number: customer.phoneNumber }, {}, `${customer.address}1`);
    expect(await lastText(customer.phoneNumber)).toMatch(/^Your .+ code is/);

    // A login from a Nepali screen switches it back.
    const login = await post(
      '/account/login/',
      { phone_number: customer.phoneNumber, password: PASSWORD },
      { 'Accept-Language': 'ne-NP' },
      `${customer.address}2`,
    );
    expect(login.status).toBe(200);
    const stored = await world.t.db
      .selectFrom('users')
      .select('language')
      .where('phone_number', '=', customer.phoneNumber)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('ne');
  });
});

describe("order texts in the account's language", () => {
  it('tells a Nepali account how its order moves in Nepali with Devanagari digits, an English one in English', async () => {
    const nepali = await signUpIn({ 'Accept-Language': 'ne' });
    const english = await signUpIn({ 'Accept-Language': 'en' });
    const sent: Array<{ to: string; text: string }> = [];
    const tell = customerTexts({
      db: world.t.db,
      sms: { sendSms: async (to, text) => void sent.push({ to, text }) },
      logger: pino({ level: 'silent' }),
    });
    const idOf = async (phoneNumber: string) =>
      (await world.t.db.selectFrom('users').select('id').where('phone_number', '=', phoneNumber).executeTakeFirstOrThrow()).id;
    // Only what orderText reads of an order: the rest of it plays no part in the words.
    const orderOf = async (phoneNumber: string, extra: Partial<Order> = {}) =>
      ({
        status: 'preparing',
        number: 1042,
        total: 500,
        payment_method: 'esewa',
        cash_collected_at: null,
        fulfilment: { type: 'pickup' },
        customer: { id: await idOf(phoneNumber), name: 'Sita', phone_number: phoneNumber },
        ...extra,
      }) as unknown as Order;

    tell(await orderOf(nepali.phoneNumber));
    tell(await orderOf(english.phoneNumber));
    tell(await orderOf(nepali.phoneNumber, { status: 'paid', payment_method: 'cash' }));
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    const name = (await world.t.db.selectFrom('restaurant_info').select('name').executeTakeFirstOrThrow()).name;
    expect(sent.find((one) => one.to === english.phoneNumber)?.text).toBe(ORDER_SMS.preparing(name, 1042));
    expect(sent.filter((one) => one.to === nepali.phoneNumber).map((one) => one.text).sort()).toEqual(
      [
        `${name}: हामी तपाईंको अर्डर #१०४२ तयार गर्दैछौं।`,
        `${name}: तपाईंको अर्डर #१०४२ भान्सामा पुग्यो। काउन्टरमा रु. ५००.०० तिर्नुहोस्।`,
      ].sort(),
    );
  });
});
