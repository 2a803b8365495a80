import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AuditKind } from '../../contract/audit';
import type { StaffRole } from '../../contract/permissions';
import type { OtpType } from '../../contract/account';
import type { FulfilmentType } from '../../contract/fulfilment';
import type { Language } from '../../contract/language';
import type { PaymentMethod } from '../../contract/payment-method';
import { ORDER_STATUSES, type OrderStatus, type RefundStatus } from '../../contract/order';

/*
 * Table types as both dialects return them. Money is integer paisa, booleans are integers 0/1 (better-sqlite3
 * cannot bind booleans) and timestamps are ISO-8601 UTC text (sortable as text, identical on both dialects).
 */

export type Flag = 0 | 1;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  phone_number: string;
  password_hash: string;
  is_admin: Flag;
  /** Null for customers; null for staff written before roles (or by tests) reads as owner (migration 0017). */
  staff_role: ColumnType<StaffRole | null, StaffRole | null | undefined, StaffRole | null>;
  profile_picture: string | null;
  created_at: string;
  /** The language its texts are worded in (migration 0024); English unless the app said otherwise. */
  language: ColumnType<Language, Language | undefined, Language>;
}

/** Append-only (migration 0017's triggers): rows are inserted by services/audit.ts and never changed. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string;
  kind: AuditKind;
  action: string;
  subject: string;
  before_json: string | null;
  after_json: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  created_at: string;
}

export interface MealsTable {
  id: Generated<number>;
  name: string;
  description: string;
  price_paisa: number;
  half_plate_price_paisa: number | null;
  meal_type: 'Plate' | 'Piece';
  ingredients: string;
  main_image: string | null;
  image1: string | null;
  image2: string | null;
  category_id: number;
  is_non_veg: Flag;
  created_at: string;
  updated_at: string;
  /** JSON: the meal's option groups (contract/meal-options), '[]' when it has none. */
  option_groups: Generated<string>;
}

/** A dish (option_id 0) or one option of it sold out; until_at null: until undone (migration 0015). */
export interface SoldOutTable {
  meal_id: number;
  option_id: number;
  until_at: string | null;
  created_at: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  meal_id: number;
  user_id: number;
  /** 1.0 to 5.0 stars in half steps, stored as halves (2..10) so it stays an integer. */
  rating_halves: number;
  review: string;
  created_at: string;
}

export interface FavoritesTable {
  id: Generated<number>;
  user_id: number;
  meal_id: number;
  created_at: string;
}

/** The portion and the note a customer asked for: kept alike in the cart and on an order's lines. */
interface LineRequestColumns {
  portion: Generated<'full' | 'half'>;
  note: Generated<string | null>;
}

export interface CartItemsTable extends LineRequestColumns {
  id: Generated<number>;
  user_id: number;
  meal_id: number;
  created_at: string;
  /** JSON array of the chosen options' ids. */
  option_ids: Generated<string>;
}

/** A single row (id 1). */
export interface RestaurantInfoTable {
  id: number;
  name: string;
  description: string;
  contact_number: string;
  email: string;
  image: string | null;
  opening_time: string;
  closing_time: string;
  time_zone: string;
  facebook_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  latitude: number | null;
  longitude: number | null;
  updated_at: string;
}

export { ORDER_STATUSES, type OrderStatus };

export interface OrdersTable {
  id: Generated<number>;
  /** null once the customer's account is deleted: the restaurant keeps the order. */
  user_id: number | null;
  pid: string;
  status: OrderStatus;
  total_paisa: number;
  /** eSewa's reference of the payment that paid the order. */
  esewa_ref_id: string | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  /** The short number people read out (#1042), from the counter 'order_number'. */
  number: number;
  /** Until when an unpaid order can be paid; null once paid or settled. */
  expires_at: string | null;
  refund_status: RefundStatus | null;
  refund_amount_paisa: number | null;
  refund_reason: string | null;
  refund_reference: string | null;
  refunded_at: string | null;
  fulfilment_type: Generated<FulfilmentType>;
  table_number: number | null;
  delivery_address: string | null;
  delivery_landmark: string | null;
  /** The number the rider calls; kept on the order, so it outlives the customer's account. */
  contact_phone: string | null;
  /** Part of total_paisa. */
  delivery_fee_paisa: Generated<number>;
  order_note: string | null;
  /** Pickup: when the kitchen expects it ready. */
  ready_at: string | null;
  /** docs/rules/orders.md#later-today: when the customer wants it, later today; null for as soon as it is paid. */
  scheduled_for: Generated<string | null>;
  /** eSewa, Khalti or cash; 'esewa' for every order before there was a choice. */
  payment_method: Generated<PaymentMethod>;
  /** A cash order: when the counter took the money, and who (a user id); null until then and for online payments. */
  cash_collected_at: Generated<string | null>;
  cash_collected_by: Generated<number | null>;
  /**
   * When the kitchen acknowledged its new-order alert, and who (a user id; null for orders marked by migration 0026);
   * null while nobody has.
   */
  kitchen_acknowledged_at: Generated<string | null>;
  kitchen_acknowledged_by: Generated<number | null>;
  /**
   * The bill's tax split as placed (contract/money.ts taxSplit over the menu total, delivery fee outside it): base +
   * service charge + VAT = total − delivery fee. VAT null when the restaurant was not VAT registered; all null for
   * orders from before bills were split.
   */
  bill_base_paisa: Generated<number | null>;
  bill_service_paisa: Generated<number | null>;
  bill_vat_paisa: Generated<number | null>;
  bill_service_percent: Generated<number | null>;
}

/** One row (id 1): VAT registration, PAN/VAT number, the address on bills, service charge % per way of ordering. */
export interface BillingSettingsTable {
  id: number;
  vat_registered: Flag;
  pan_number: string | null;
  address: Generated<string>;
  service_percent_dine_in: Generated<number>;
  service_percent_pickup: Generated<number>;
  service_percent_delivery: Generated<number>;
  updated_at: string;
}

/** One row (id 1): the ways the restaurant serves and its delivery terms; none until an admin saves them. */
export interface ServiceSettingsTable {
  id: number;
  pickup: Flag;
  dine_in: Flag;
  delivery: Flag;
  delivery_fee_paisa: number;
  delivery_minimum_paisa: number;
  pickup_minutes: number;
  tables: number;
  updated_at: string;
  /** JSON: the ways to pay per way of ordering (contract/cash.ts); null until an admin chooses. */
  payment_methods: string | null;
  max_cash_orders: number;
}

export type PaymentAttemptState = 'open' | 'pending' | 'complete' | 'failed';
export type EsewaApi = 'v1' | 'v2';
/** How an attempt is paid: eSewa's two APIs, or Khalti's ePayment (KPG-2). */
export type PaymentApi = EsewaApi | 'khalti';

/**
 * One sending of the customer to eSewa. open: nothing known yet; pending: eSewa said PENDING or AMBIGUOUS; complete:
 * eSewa has the money; failed: it never will. Open and pending attempts are asked of eSewa at `next_check_at`; a
 * server asking holds the attempt until `claimed_until`, so instances sharing the database ask one at a time.
 */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  order_id: number;
  /** The id at the gateway: v1's pid, v2's transaction_uuid, Khalti's purchase_order_id. */
  pid: string;
  api: PaymentApi;
  amount_paisa: number;
  state: PaymentAttemptState;
  gateway_ref: string | null;
  /** eSewa's last word on it (COMPLETE, NOT_FOUND, …), for the admin. */
  last_answer: string | null;
  checks: Generated<number>;
  next_check_at: string | null;
  /** Set while one server asks eSewa about it; null otherwise. */
  claimed_until: string | null;
  /** When eSewa was last asked about it. */
  checked_at: string | null;
  created_at: string;
  settled_at: string | null;
  /** Khalti's id of the payment (from initiate; the return and the lookup API use it); null for eSewa. */
  pidx: Generated<string | null>;
}

export interface CountersTable {
  name: string;
  value: number;
}

/** A receipt or credit note as issued (server/db/migrations/0014-receipts.ts): written once, only its print count moves. */
export interface ReceiptsTable {
  id: Generated<number>;
  /** As printed: 2083/84-000123 (a credit note: CN-2083/84-000004). */
  number: string;
  fiscal_year: string;
  sequence: number;
  kind: 'receipt' | 'credit_note';
  order_id: number;
  /** A credit note: the receipt it takes back. */
  credit_for_receipt_id: number | null;
  issued_at: string;
  /** JSON of everything the paper shows (server/services/receipt-snapshot.ts). */
  snapshot: string;
  /** 0 until the original is printed; every print after the first is a copy. */
  times_printed: Generated<number>;
}

export interface OrderLinesTable extends LineRequestColumns {
  id: Generated<number>;
  order_id: number;
  /** null once the meal is deleted: the line keeps its own name and price. */
  meal_id: number | null;
  name: string;
  unit_price_paisa: number;
  quantity: number;
  line_total_paisa: number;
  /** JSON array of how the options read when the line was priced ('Spice level: Hot'). */
  choices: Generated<string>;
}

/** A payment the sandbox eSewa stand-in took (ESEWA_MODE=sandbox): what its verification call checks against. */
export interface EsewaSandboxPaymentsTable {
  ref_id: string;
  pid: string;
  amount_paisa: number;
  merchant_code: string;
  created_at: string;
  api: Generated<EsewaApi>;
  /** What the stand-in's status API answers: COMPLETE, or PENDING when told to leave it so. */
  status: Generated<string>;
}

/** A payment the offline Khalti stand-in initiated (KHALTI_MODE=sandbox): what its lookup API answers from. */
export interface KhaltiSandboxPaymentsTable {
  pidx: string;
  purchase_order_id: string;
  purchase_order_name: string;
  amount_paisa: number;
  return_url: string;
  /** Khalti's lookup status: Initiated, Pending, Completed, Expired, User canceled, Refunded. */
  status: Generated<string>;
  transaction_id: string | null;
  mobile: string | null;
  created_at: string;
}

/**
 * One refresh token. Rotation writes a new row and points the old one at it (`replaced_by`), so a token presented
 * again after it was rotated is recognised as stolen and the chain that follows it is revoked.
 */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 of the refresh token, hex. */
  refresh_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  replaced_by: number | null;
  /**
   * docs/rules/robustness.md#sessions: the successor's token pair, encrypted, while a duplicate presentation may still
   * ask for it.
   */
  successor_tokens: Generated<string | null>;
}

export interface OtpCodesTable {
  id: Generated<number>;
  phone_number: string;
  purpose: OtpType;
  /** HMAC-SHA256 of number, purpose and code, keyed with the signing secret, hex. */
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** One row per counted event (a code sent, a failed login); a limit counts the rows of its key in the window. */
export interface RateLimitEventsTable {
  id: Generated<number>;
  key: string;
  created_at: string;
}

/** Texts the outbox SMS provider kept instead of sending (docs/rules/system.md#sms-outbox). */
export interface SmsOutboxTable {
  id: Generated<number>;
  to_number: string;
  text: string;
  sent_at: string;
}

/** Migration 0016: pause, busy minutes and slot caps (one row, id 1). */
export interface OrderPaceTable {
  id: number;
  paused_until: string | null;
  busy_minutes: number;
  busy_until: string | null;
  cap_pickup: number | null;
  cap_dine_in: number | null;
  cap_delivery: number | null;
  updated_at: string;
}

/** Kept by migration 0025's triggers: how many orders share these four facts (server/services/order-tallies.ts). */
export interface OrderTalliesTable {
  status: OrderStatus;
  paid: Flag;
  cash: Flag;
  refund_due: Flag;
  count: number;
}

/** Kept by migration 0025's triggers: orders paid (not cancelled since) per quarter hour of paid_at (epoch / 900). */
export interface SalesQuartersTable {
  quarter: number;
  orders: number;
  paisa: number;
}

/**
 * Kept by migration 0025's triggers: those orders' lines per meal (0: deleted) and name sold under, in buckets of
 * `span` seconds (900, 3600, 86400) of paid_at: bucket = epoch seconds / span.
 */
export interface MealSalesTable {
  span: number;
  bucket: number;
  meal_id: number;
  name: string;
  quantity: number;
  sales_paisa: number;
}

/** Photos kept in the database (migration 0027, MEDIA_STORE=database): the key is the path the wire carries. */
export interface MediaTable {
  key: string;
  bytes: Buffer;
  created_at: string;
}

export interface Database {
  media: MediaTable;
  order_tallies: OrderTalliesTable;
  sales_quarters: SalesQuartersTable;
  meal_sales: MealSalesTable;
  users: UsersTable;
  categories: CategoriesTable;
  meals: MealsTable;
  reviews: ReviewsTable;
  favorites: FavoritesTable;
  cart_items: CartItemsTable;
  restaurant_info: RestaurantInfoTable;
  billing_settings: BillingSettingsTable;
  orders: OrdersTable;
  service_settings: ServiceSettingsTable;
  order_lines: OrderLinesTable;
  esewa_sandbox_payments: EsewaSandboxPaymentsTable;
  payment_attempts: PaymentAttemptsTable;
  khalti_sandbox_payments: KhaltiSandboxPaymentsTable;
  counters: CountersTable;
  receipts: ReceiptsTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  rate_limit_events: RateLimitEventsTable;
  sms_outbox: SmsOutboxTable;
  sold_out: SoldOutTable;
  order_pace: OrderPaceTable;
  audit_log: AuditLogTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type MealRow = Selectable<MealsTable>;
export type NewMeal = Insertable<MealsTable>;
export type RestaurantInfoRow = Selectable<RestaurantInfoTable>;
export type SessionRow = Selectable<SessionsTable>;
export type OtpCodeRow = Selectable<OtpCodesTable>;
