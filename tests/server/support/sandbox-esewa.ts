import type { GatewayCheckout as Checkout } from '../../../contract/order';
import type { App } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import { insertSandboxPayment } from '../../../server/db/repositories/payments';
import type { Env } from '../../../server/env';
import { type EsewaGateway, sandboxEsewaGateway } from '../../../server/services/esewa-gateway';
import { encodeV2Return } from '../../../server/services/esewa-v2';
import type { OrderEvents } from '../../../server/services/order-events';
import { newPaymentId } from '../../../server/services/payment-ids';
import { fromAddress } from './account-client';
import { send } from './meal-fixtures';

/** Where the test app pretends to be served; PUBLIC_URL of the payment tests. */
export const PUBLIC_URL = 'https://momo.example.com';
export const SANDBOX_FORM_URL = `${PUBLIC_URL}/api/payment/esewa/sandbox/form`;

export type Fields = Record<string, string | number>;

/**
 * The app's order context as the reconciliation job and the kitchen's moves get it, on a "server" of its own (same
 * database), paying through the sandbox eSewa unless given another gateway.
 */
export function sandboxOrderContext(
  t: { db: Db; env: Env },
  clock: () => Date,
  events: OrderEvents,
  gateway: EsewaGateway = sandboxEsewaGateway(t.db),
) {
  return { db: t.db, clock, payment: t.env, nextPid: newPaymentId, events, gateway };
}

/** A browser's form post (urlencoded) to an address of the app, answered as the app answers it. */
export async function postForm(app: App, url: string, fields: Fields, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]));
  const response = await app.request(
    new URL(url, PUBLIC_URL).pathname,
    { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body },
    fromAddress('203.0.113.30'),
  );
  return { status: response.status, html: await response.text(), response };
}

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
  );

/** The form of a sandbox page: where it posts (resolved against the page's address) and its hidden fields. */
export function pageForm(html: string, pageUrl: string) {
  const action = /<form method="post" action="([^"]*)">/.exec(html)?.[1];
  if (action === undefined) throw new Error(`no form in the page:\n${html}`);
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      unescape(m[2] ?? ''),
    ]),
  );
  return { action: new URL(unescape(action), pageUrl).toString(), hidden };
}

export const TEST_ACCOUNT = { esewa_id: '9806800001', password: 'Nepal@123' };

/**
 * The customer's way through the sandbox: the app posts the gateway form, the page asks for the account, the customer
 * presses a button. Answers the pages' last answer (a redirect when the choice went through).
 */
export async function throughSandbox(
  app: App,
  gatewayFields: Fields,
  choice: { choice: 'pay' | 'cancel'; esewa_id?: string; password?: string } = { choice: 'pay', ...TEST_ACCOUNT },
) {
  const page = await postForm(app, SANDBOX_FORM_URL, gatewayFields);
  if (page.status !== 200) throw new Error(`the sandbox form answered ${page.status}:\n${page.html}`);
  const form = pageForm(page.html, SANDBOX_FORM_URL);
  const answer = await postForm(app, form.action, { ...form.hidden, ...choice });
  return { page, form, answer, location: answer.response.headers.get('Location') };
}

/** The success return's query, as the app would read it from the address eSewa sent the browser to. */
export function successQuery(location: string | null) {
  if (!location) throw new Error('no redirect');
  const url = new URL(location);
  return {
    url,
    oid: url.searchParams.get('oid') ?? '',
    amt: url.searchParams.get('amt') ?? '',
    refId: url.searchParams.get('refId') ?? '',
  };
}

export const SANDBOX_V2_FORM_URL = `${PUBLIC_URL}/api/payment/esewa/sandbox/v2/form`;

/**
 * The customer's way through the v2 sandbox: the app's signed form posted, then the page's button with the test
 * account and what eSewa should do after Pay ('return', 'lose' or 'pending'). Answers the last answer, where it
 * sends the browser, and the signed `data` of a success return.
 */
export async function throughSandboxV2(
  app: App,
  gatewayFields: Fields,
  choice: { choice: 'pay' | 'cancel'; esewa_id?: string; password?: string; outcome?: string } = {
    choice: 'pay',
    ...TEST_ACCOUNT,
  },
) {
  const page = await postForm(app, SANDBOX_V2_FORM_URL, gatewayFields);
  if (page.status !== 200) throw new Error(`the sandbox v2 form answered ${page.status}:\n${page.html}`);
  const form = pageForm(page.html, SANDBOX_V2_FORM_URL);
  const answer = await postForm(app, form.action, { ...form.hidden, ...choice });
  const location = answer.response.headers.get('Location');
  const data = location ? new URL(location).searchParams.get('data') : null;
  return { page, form, answer, location, data };
}

/** eSewa's published UAT secret key: the test configuration's ESEWA_SECRET_KEY. */
export const UAT_KEY = '8gBm/:&EnhH.1/q';

/** The ePay v2 transaction a checkout's gateway form is for. */
export const uuidOf = (placed: Checkout) => (placed.payment.fields as { transaction_uuid: string }).transaction_uuid;

/**
 * eSewa's book, as its page would write it: `esewaTakes(uuid, paisa)` records a v2 payment (COMPLETE unless told)
 * and answers its reference, each one new (`prefix` tells the files' references apart). The database is asked for
 * when a payment is written: test files open theirs in beforeAll.
 */
export function sandboxBook(db: () => Db, clock: () => Date, prefix: string) {
  let refs = 0;
  return async function esewaTakes(uuid: string, amountPaisa: number, status = 'COMPLETE') {
    refs += 1;
    const ref = `000${prefix}${String(refs).padStart(3, '0')}`;
    await insertSandboxPayment(db(), {
      ref_id: ref,
      pid: uuid,
      amount_paisa: amountPaisa,
      merchant_code: 'EPAYTEST',
      created_at: clock().toISOString(),
      api: 'v2',
      status,
    });
    return ref;
  };
}

/** The success return's `data` as eSewa signs it. */
export const returnData = (uuid: string, total: string, ref = 'REF', key = UAT_KEY) =>
  encodeV2Return(key, {
    transaction_code: ref,
    status: 'COMPLETE',
    total_amount: total,
    transaction_uuid: uuid,
    product_code: 'EPAYTEST',
  });

/**
 * Pays a placed v2 checkout in full as eSewa would (`esewaTakes`, a sandboxBook, records it) and brings the customer's
 * success return to POST /payment/esewa/verify/; answers that call's response.
 */
export async function payAndReturn(
  app: App,
  token: string,
  esewaTakes: ReturnType<typeof sandboxBook>,
  placed: Checkout,
) {
  const uuid = uuidOf(placed);
  const ref = await esewaTakes(uuid, placed.order.total * 100);
  const data = returnData(uuid, String(placed.order.total), ref);
  return send(app, 'POST', '/payment/esewa/verify/', { token, json: { data } });
}
