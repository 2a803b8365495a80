import type { HttpBindings } from '@hono/node-server';
import type { App } from '../../../server/app';
import { expect } from 'vitest';
import type { Db } from '../../../server/db/database';

/** A clock the test moves by hand; starts at the real time so tokens look ordinary. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** What @hono/node-server hands the app for a request from `address`. */
export const fromAddress = (address: string) =>
  ({ incoming: { socket: { remoteAddress: address } } }) as unknown as HttpBindings;

export type JsonBody = Record<string, unknown>;

export interface CallOptions {
  token?: string;
  address?: string;
}

/** JSON calls to the API as a client at one address (a public one unless told otherwise). */
export function apiClient(app: App, defaults: CallOptions = {}) {
  const call = async (method: string, path: string, body?: unknown, options: CallOptions = {}) => {
    const { token, address = '203.0.113.10' } = { ...defaults, ...options };
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await app.request(
      `/api${path}`,
      { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
      fromAddress(address),
    );
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as JsonBody, response };
  };
  return {
    call,
    get: (path: string, options?: CallOptions) => call('GET', path, undefined, options),
    post: (path: string, body?: unknown, options?: CallOptions) => call('POST', path, body, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The code of the newest text the outbox kept for a number. */
export async function latestCode(db: Db, phoneNumber: string): Promise<string> {
  const row = await db
    .selectFrom('sms_outbox')
    .select('text')
    .where('to_number', '=', phoneNumber)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const code = /code is (\d{4})\./.exec(row.text)?.[1];
  if (!code) throw new Error(`No code in "${row.text}"`);
  return code;
}

let numbers = 0;
/** A phone number no other test of the file uses. */
export const freshNumber = () => String(9_700_000_000 + process.pid * 1000 + (numbers += 1)).slice(-10);

export const PASSWORD = 'Pass@123';

/** A customer's sign-up body with the code sent to the number; `extra` replaces or adds fields. */
export const signupBody = (phoneNumber: string, userotp: string, extra: Record<string, unknown> = {}) => ({
  name: 'Sita Gurung',
  phone_number: phoneNumber,
  password: PASSWORD,
  confirm_password: PASSWORD,
  userotp,
  account_type: 'customer',
  ...extra,
});
/** A code that is surely not `code`. */
export const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

/** The answer to a code that is wrong, used up or expired. */
export const INVALID_CODE = { status: 400, body: { userotp: ['Invalid or expired code.'] } };

/** A customer code texted to the number, then the sign-up form sent with it (`extra` as signupBody takes it). */
export async function signUp(api: ApiClient, db: Db, phoneNumber: string, extra: Record<string, unknown> = {}) {
  const sent = await api.post('/account/send-otp/', { phone_number: phoneNumber, otp_type: 'customer' });
  if (sent.status !== 200) throw new Error(`send-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  return api.post('/account/signup/', signupBody(phoneNumber, await latestCode(db, phoneNumber), extra));
}

/** A customer signed up through the API, with the answer of the sign-up call. */
export async function signedUpCustomer(api: ApiClient, db: Db, phoneNumber = freshNumber(), password = PASSWORD) {
  const response = await signUp(api, db, phoneNumber, { name: 'Ram Thapa', password, confirm_password: password });
  if (response.status !== 201) throw new Error(`signup answered ${response.status}: ${JSON.stringify(response.body)}`);
  return {
    phoneNumber,
    password,
    access: String(response.body.access_token),
    refresh: String(response.body.refresh_token),
    user: response.body.user as { id: number },
  };
}

/** The profile the API shows of a customer just signed up with signedUpCustomer. */
export const newCustomerProfile = (customer: { user: { id: number }; phoneNumber: string }) => ({
  id: customer.user.id,
  name: 'Ram Thapa',
  phone_number: customer.phoneNumber,
  profile_picture: null,
  is_admin: false,
  created_at: expect.any(String),
});
