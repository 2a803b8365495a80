import sharp from 'sharp';
import type { App } from '../../../server/app';
import type { Db } from '../../../server/db/database';
import type { Env } from '../../../server/env';
import { apiClient, fromAddress, type JsonBody, signedUpCustomer } from './account-client';

/** Tokens of the first admin (seeded from env), of a fresh customer, and none for a visitor. */
export async function roles(app: App, db: Db, env: Env) {
  const api = apiClient(app);
  const login = await api.post('/account/login/', { phone_number: env.adminPhone, password: env.adminPassword });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
  const customer = await signedUpCustomer(api, db);
  return { admin: String(login.body.access_token), customer: customer.access, customerId: customer.user.id };
}

export type Role = 'visitor' | 'customer' | 'admin';

/**
 * An order line as the API shows it when nothing was chosen (docs/rules/orders.md#options): a full plate, no options,
 * no note.
 */
export const plainLine = (meal: number, name: string, unitPrice: number, quantity: number) => ({
  meal,
  name,
  unit_price: unitPrice,
  quantity,
  line_total: unitPrice * quantity,
  choices: [],
  note: null,
});

/** A request to the API with an optional bearer token; the answer's body parsed when it is JSON. */
export async function send(
  app: App,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; body?: BodyInit; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
  if (body instanceof ReadableStream) init.duplex = 'half';
  const response = await app.request(`/api${path}`, init, fromAddress('203.0.113.20'));
  const text = await response.text();
  const parsed: unknown = (() => {
    try {
      return text ? JSON.parse(text) : null;
    } catch {
      return text;
    }
  })();
  return { status: response.status, body: parsed as JsonBody & Record<string, never>, response };
}

let png: Promise<Buffer> | undefined;
/** A small real PNG photo stand-in. */
export const smallPng = () =>
  (png ??= sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer());

let jpeg: Promise<Buffer> | undefined;
export const smallJpeg = () =>
  (jpeg ??= sharp({ create: { width: 800, height: 600, channels: 3, background: '#27ae60' } })
    .jpeg()
    .toBuffer());

export const file = (bytes: Buffer | string, name: string, type = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

const DESCRIPTION =
  'Steamed dumplings folded by hand every morning, filled with spiced chicken and served with tomato sesame chutney.';

/** A valid add-meal form (with a PNG main image) with fields replaced or removed (undefined). */
export async function mealForm(categoryId: number, changes: Record<string, string | File | undefined> = {}) {
  const values: Record<string, string | File | undefined> = {
    name: 'Chicken Momo',
    price: '250',
    half_plate_price: '140',
    meal_type: 'Plate',
    ingredients: 'chicken, flour, onion',
    description: DESCRIPTION,
    category_id: String(categoryId),
    is_non_veg: 'true',
    main_image: file(await smallPng(), 'momo.png'),
    ...changes,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  return form;
}
