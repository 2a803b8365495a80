import * as z from 'zod/mini';
import { englishOf, refusal } from './refusals';
import { billTerms, DEFAULT_BILL_TERMS } from './billing';
import { money } from './common';
import { DEFAULT_MAX_CASH_ORDERS, DEFAULT_PAYMENT_METHODS, maxCashOrders, paymentMethodsByWay } from './cash';
import { FULFILMENT_TYPES, type FulfilmentType } from './fulfilment-type';

export { FULFILMENT_TYPES, type FulfilmentType };

export const FULFILMENT_LABELS: Record<FulfilmentType, string> = {
  pickup: /*i18n*/ 'Pickup',
  dine_in: /*i18n*/ 'Dine-in',
  delivery: /*i18n*/ 'Delivery',
};

export const MAX_TABLES = 200;
export const MAX_NOTE = 200;

export const FULFILMENT_MESSAGES = {
  typeInvalid: /*i18n*/ 'Choose pickup, dine-in or delivery.',
  notOffered: (type: FulfilmentType) => englishOf(refusal('wayNotOffered', { way: FULFILMENT_LABELS[type] })),
  tableRequired: /*i18n*/ 'Enter your table number.',
  tableInvalid: /*i18n*/ 'Enter the number on your table.',
  tableUnknown: (tables: number) => englishOf(refusal('tableUnknown', { tables })),
  addressRequired: /*i18n*/ 'Enter the delivery address.',
  addressLength: /*i18n*/ 'The address must be 5 to 200 characters.',
  landmarkLength: /*i18n*/ 'A landmark can be at most 100 characters.',
  phoneInvalid: /*i18n*/ 'Enter a 10-digit phone number the rider can call.',
  noteLength: /*i18n*/ 'A note can be at most 200 characters.',
  belowMinimum: (minimum: number, short: number) => englishOf(refusal('belowMinimum', { minimum, short })),
  noWayOffered: /*i18n*/ 'Offer at least one way to get the food.',
  feeInvalid: /*i18n*/ 'Enter an amount in rupees, 0 or more.',
  minutesInvalid: /*i18n*/ 'Enter minutes from 5 to 240.',
  tablesInvalid: /*i18n*/ 'Enter a number of tables from 0 to 200.',
  saved: /*i18n*/ 'Ordering options saved.',
  readyMinutesInvalid: /*i18n*/ 'Enter minutes from 1 to 240.',
  noReadyTime: /*i18n*/ 'Only a pickup order still being made has a ready time.',
  readyLater: (minutes: number) => `Ready time moved ${minutes} minutes later.`,
} as const;

const M = FULFILMENT_MESSAGES;
const trimmed = (max: number, message: string) => z.string().check(z.trim(), z.maxLength(max, message));

export const tableNumber = z
  .number({ error: M.tableRequired })
  .check(z.int(M.tableInvalid), z.minimum(1, M.tableInvalid), z.maximum(MAX_TABLES, M.tableInvalid));

/**
 * The fulfilment part of POST /orders/ (optional: without it an order is for pickup, as the spec's call always was).
 * One object whose fields each way requires are checked by type (a discriminated union would put zod's union code in
 * every visitor's first load); a way's fields are ignored by the others. The server checks it against what the
 * restaurant offers (its ways, tables and delivery minimum).
 */
export const fulfilmentRequest = z
  .object({
    type: z.enum(FULFILMENT_TYPES, { error: M.typeInvalid }),
    table: z.optional(tableNumber),
    address: z.optional(z.string().check(z.trim(), z.maxLength(200, M.addressLength))),
    landmark: z.optional(trimmed(100, M.landmarkLength)),
    phone: z.optional(z.string().check(z.trim())),
  })
  .check(
    z.refine((value) => value.type !== 'dine_in' || value.table !== undefined, { path: ['table'], message: M.tableRequired }),
    z.refine((value) => value.type !== 'delivery' || (value.address ?? '') !== '', {
      path: ['address'],
      message: M.addressRequired,
    }),
    z.refine((value) => value.type !== 'delivery' || (value.address ?? '') === '' || (value.address ?? '').length >= 5, {
      path: ['address'],
      message: M.addressLength,
    }),
    z.refine((value) => value.type !== 'delivery' || /^\d{10}$/.test(value.phone ?? ''), { path: ['phone'], message: M.phoneInvalid }),
  );
export type FulfilmentRequest = z.infer<typeof fulfilmentRequest>;

export const orderNote = trimmed(MAX_NOTE, M.noteLength);

/** POST /orders/{id}/ready-time/ (admin): a pickup order will be ready this many minutes later than its estimate (than now once that has passed). */
export const readyTimeChange = z.object({
  minutes: z
    .number({ error: M.readyMinutesInvalid })
    .check(z.int(M.readyMinutesInvalid), z.minimum(1, M.readyMinutesInvalid), z.maximum(240, M.readyMinutesInvalid)),
});
export type ReadyTimeChange = z.infer<typeof readyTimeChange>;

/** How an order reaches its customer, as every screen shows it; the fields another way does not use are null. */
export const orderFulfilment = z.object({
  type: z.enum(FULFILMENT_TYPES),
  table: z.nullable(z.number()),
  address: z.nullable(z.string()),
  landmark: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  /** Pickup: when the kitchen expects it ready (set when paid, adjustable by the kitchen); otherwise null. */
  ready_at: z.nullable(z.string()),
});
export type OrderFulfilment = z.infer<typeof orderFulfilment>;

/** GET /about/service/ (anyone): the ways the restaurant serves, and the terms of delivery. */
export const serviceSettings = z.object({
  pickup: z.boolean(),
  dine_in: z.boolean(),
  delivery: z.boolean(),
  delivery_fee: money,
  delivery_minimum: money,
  /** Minutes from payment until a pickup order is expected ready. */
  pickup_minutes: z.number(),
  /** Tables 1 to this number can order from their QR code; 0 when the restaurant has none. */
  tables: z.number(),
  /** The ways to pay each way of ordering offers (contract/cash.ts); absent from older servers: eSewa only. */
  payment_methods: z.optional(paymentMethodsByWay),
  /** How many cash orders a customer may hold unpaid at once. */
  max_cash_orders: z.optional(z.number()),
  /** How bills split the menu price (VAT, service charge per way), so the cart shows the split before paying. */
  billing: z.optional(billTerms),
  /** Whether this server takes Khalti at all (KHALTI_MODE not off); absent (older servers): it does not. */
  khalti: z.optional(z.boolean()),
});
export type ServiceSettings = z.infer<typeof serviceSettings>;

const amount = z.number({ error: M.feeInvalid }).check(z.minimum(0, M.feeInvalid), z.maximum(100_000, M.feeInvalid));

/** PUT /about/service/ (admin): the whole settings; at least one way must stay offered. */
export const serviceSettingsRequest = z
  .object({
    pickup: z.boolean(),
    dine_in: z.boolean(),
    delivery: z.boolean(),
    delivery_fee: amount,
    delivery_minimum: amount,
    pickup_minutes: z
      .number({ error: M.minutesInvalid })
      .check(z.int(M.minutesInvalid), z.minimum(5, M.minutesInvalid), z.maximum(240, M.minutesInvalid)),
    tables: z
      .number({ error: M.tablesInvalid })
      .check(z.int(M.tablesInvalid), z.minimum(0, M.tablesInvalid), z.maximum(MAX_TABLES, M.tablesInvalid)),
    /** Absent: as they are (a client that predates them leaves them alone). */
    payment_methods: z.optional(paymentMethodsByWay),
    max_cash_orders: z.optional(maxCashOrders),
  })
  .check(z.refine((value) => value.pickup || value.dine_in || value.delivery, { message: M.noWayOffered, path: ['pickup'] }));
export type ServiceSettingsRequest = z.infer<typeof serviceSettingsRequest>;

/** What a restaurant that has never set them offers: pickup and its tables, no delivery until terms are set. */
export const DEFAULT_SERVICE: ServiceSettings = {
  pickup: true,
  dine_in: true,
  delivery: false,
  delivery_fee: 0,
  delivery_minimum: 0,
  pickup_minutes: 20,
  tables: 12,
  payment_methods: DEFAULT_PAYMENT_METHODS,
  max_cash_orders: DEFAULT_MAX_CASH_ORDERS,
  billing: DEFAULT_BILL_TERMS,
};

/** The ways offered, in the order the cart shows them. */
export const offeredWays = (settings: ServiceSettings): FulfilmentType[] =>
  FULFILMENT_TYPES.filter((type) => settings[type]);

/**
 * The fulfilment of an order placed without one (the spec's call, and every order from before
 * docs/rules/orders.md#ways-to-order).
 */
export const PICKUP: OrderFulfilment = { type: 'pickup', table: null, address: null, landmark: null, phone: null, ready_at: null };

/** An order's issue-13 fields when it is a plain pickup order for now, without a note: fixtures and the upgrade. */
export const PLAIN_PICKUP = { fulfilment: PICKUP, delivery_fee: 0, note: null, scheduled_for: null } as const;
