import { cartBill } from '../../contract/billing';
import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { selectAuth } from '../shared/auth.machine';
import { providedCall } from '../shared/boundary';
import {
  DEFAULT_SERVICE,
  FULFILMENT_MESSAGES,
  type FulfilmentRequest,
  fulfilmentRequest,
  type FulfilmentType,
  offeredWays,
  orderNote,
  type ServiceSettings,
} from '../../contract/fulfilment';
import { deliveryTermsOf, toPaisa, toRupees, withDelivery } from '../../contract/money';
import type { CheckoutSetup, FullSlots, PaymentApi } from './cart-api';
import type { OrderDetails } from './payment.machine';
import type { PaymentMethod } from '../../contract/payment-method';
import type { Result } from '../shared/result';

/** The text fields of the cart's "how do you get your food" part. */
export const DETAIL_FIELDS = ['table', 'address', 'landmark', 'phone', 'note'] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
export type DetailErrors = Partial<Record<DetailField, string>>;

export type { CheckoutSetup, FullSlots };

export type DetailsEvent =
  | { type: 'details.choose'; way: FulfilmentType }
  | { type: 'details.edit'; field: DetailField; value: string }
  /** Pay was pressed: the errors show from now on. */
  | { type: 'details.reveal' }
  /** The cart is shown (again): the ways and the scanned table are read anew, what was typed stays. */
  | { type: 'details.open' }
  /** docs/rules/orders.md#later-today: order for a time later today ('17:30'), or '' for as soon as it is paid. */
  | { type: 'details.slot'; slot: string }
  /** How the customer will pay, one of the ways offered for the way of ordering chosen. */
  | { type: 'details.method'; method: PaymentMethod };

interface DetailsContext {
  settings: ServiceSettings;
  way: FulfilmentType;
  values: Record<DetailField, string>;
  /** Errors show once Pay has been pressed, not while the customer is still typing the first time. */
  revealed: boolean;
  /** Whether the kitchen is open now (null: not known), the times offered for later today, and the one chosen. */
  open: boolean | null;
  slots: string[];
  slot: string;
  full: FullSlots;
  /** The account's number was put in the rider's phone once: emptied or changed after that, it stays as typed. */
  phoneFilled: boolean;
  /** The way to pay chosen; the first offered stands in while it is not offered for the way chosen. */
  method: PaymentMethod;
}

/** The times offered for the way chosen. */
const offeredSlots = (context: DetailsContext) => context.slots.filter((slot) => !context.full[context.way]?.includes(slot));

/** The ways to pay this cart can start: a gateway joins the list once the cart can send the customer to it. */
export const CART_METHODS: readonly PaymentMethod[] = ['esewa', 'khalti', 'cash'];

/**
 * The ways to pay offered for `way`, as the cart lists them (eSewa alone for a server that offers no choice). Khalti
 * ticked by the owner is left out while the server does not take it (KHALTI_MODE=off), which would refuse the order.
 */
export const methodsFor = (settings: ServiceSettings, way: FulfilmentType): PaymentMethod[] => {
  const offered = (settings.payment_methods?.[way] ?? ['esewa']).filter(
    (method) => CART_METHODS.includes(method) && (method !== 'khalti' || settings.khalti === true),
  );
  return offered.length > 0 ? offered : ['esewa'];
};
const methodOf = (context: Pick<DetailsContext, 'settings' | 'way' | 'method'>): PaymentMethod => {
  const offered = methodsFor(context.settings, context.way);
  return offered.includes(context.method) ? context.method : (offered[0] as PaymentMethod);
};

const PICKUP_ALONE: ServiceSettings = { ...DEFAULT_SERVICE, dine_in: false, delivery: false };

/** The order's way and note as POST /orders/ takes them, or each field's first broken rule (the contract's). */
export function detailsRequest(
  context: Pick<DetailsContext, 'way' | 'values'> & Partial<Pick<DetailsContext, 'slot' | 'settings' | 'method'>>,
):
  | { ok: true; fulfilment: FulfilmentRequest; note?: string; scheduled_for?: string; payment_method?: PaymentMethod }
  | { ok: false; errors: DetailErrors } {
  const { way, values } = context;
  const raw =
    way === 'dine_in'
      ? { type: way, table: values.table.trim() === '' ? undefined : Number(values.table) }
      : way === 'delivery'
        ? { type: way, address: values.address, landmark: values.landmark, phone: values.phone }
        : { type: way };
  const errors: DetailErrors = {};
  const fulfilment = fulfilmentRequest.safeParse(raw);
  if (!fulfilment.success)
    for (const issue of fulfilment.error.issues) {
      const field = issue.path[0] as DetailField;
      errors[field] ??= issue.message;
    }
  const note = orderNote.safeParse(values.note);
  if (!note.success) errors.note = note.error.issues[0]?.message ?? FULFILMENT_MESSAGES.noteLength;
  if (!fulfilment.success || !note.success) return { ok: false, errors };
  return {
    ok: true,
    fulfilment: fulfilment.data,
    ...(note.data === '' ? {} : { note: note.data }),
    // A table is served as the guest sits down: only pickup and delivery are ordered for later.
    ...(context.slot && way !== 'dine_in' ? { scheduled_for: context.slot } : {}),
    ...(context.settings && context.method ? { payment_method: methodOf(context as DetailsContext) } : {}),
  };
}

/** A scanned table chooses dine-in; otherwise the way already chosen while still offered, else the first offered. */
const wayFor = (settings: ServiceSettings, table: number | null, current: FulfilmentType): FulfilmentType => {
  const ways = offeredWays(settings);
  if (table !== null && ways.includes('dine_in')) return 'dine_in';
  return ways.includes(current) ? current : (ways[0] ?? 'pickup');
};

/**
 * How the food reaches the customer, chosen in the cart (docs/rules/orders.md#ways-to-order): the ways the restaurant
 * offers (read first; if they cannot be read, pickup alone, which the server checks anyway), the fields of the chosen
 * way and a note.
 * Arriving from a table's QR code chooses dine-in at that table.
 */
export const checkoutDetailsMachine = setup({
  types: {
    context: {} as DetailsContext,
    events: {} as DetailsEvent,
  },
  actors: {
    loadSetup: providedCall<Result<CheckoutSetup>>('loadSetup'),
  },
  guards: {
    offered: ({ context, event }) => event.type === 'details.choose' && context.settings[event.way],
  },
  actions: {
    pickupAlone: assign({ settings: PICKUP_ALONE, way: 'pickup' as FulfilmentType }),
  },
}).createMachine({
  id: 'checkoutDetails',
  context: {
    settings: DEFAULT_SERVICE,
    way: 'pickup',
    values: { table: '', address: '', landmark: '', phone: '', note: '' },
    revealed: false,
    open: null,
    slots: [],
    slot: '',
    full: {},
    phoneFilled: false,
    method: 'esewa',
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadSetup',
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'ready',
            actions: assign(({ context, event }) => {
              if (!event.output.ok) return {};
              const { settings, table, schedule, phone } = event.output.data;
              const slots = schedule?.slots ?? [];
              const fillPhone = !context.phoneFilled && !!phone && context.values.phone === '';
              return {
                settings,
                way: wayFor(settings, table, context.way),
                values: {
                  ...context.values,
                  table: table === null ? context.values.table : String(table),
                  phone: fillPhone ? phone : context.values.phone,
                },
                phoneFilled: context.phoneFilled || fillPhone,
                open: schedule?.open ?? null,
                slots,
                full: schedule?.full ?? {},
                // A time chosen before stays chosen while it is still offered.
                slot: slots.includes(context.slot) ? context.slot : '',
              };
            }),
          },
          { target: 'ready', actions: 'pickupAlone' },
        ],
        onError: { target: 'ready', actions: 'pickupAlone' },
      },
    },
    ready: {
      on: {
        'details.choose': { guard: 'offered', actions: assign({ way: ({ event }) => event.way }) },
        'details.edit': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, [event.field]: event.value }) }),
        },
        'details.reveal': { actions: assign({ revealed: true }) },
        'details.slot': {
          guard: ({ context, event }) => event.slot === '' || offeredSlots(context).includes(event.slot),
          actions: assign({ slot: ({ event }) => event.slot }),
        },
        'details.open': { target: 'loading' },
        'details.method': {
          guard: ({ context, event }) => methodsFor(context.settings, context.way).includes(event.method),
          actions: assign({ method: ({ event }) => event.method }),
        },
      },
    },
  },
});

/** The phone of whoever is signed in, as the app's auth actor (system id 'auth') knows it; none outside the app. */
const accountPhone = (auth: AnyActorRef | undefined): string | null =>
  auth ? (selectAuth(auth.getSnapshot()).user?.phoneNumber ?? null) : null;

/** The flow on real (or fake) calls; the cart screen starts it. */
export const createCheckoutDetailsLogic = (api: Pick<PaymentApi, 'checkoutSetup'>) =>
  checkoutDetailsMachine.provide({
    actors: {
      loadSetup: fromPromise(async ({ system }) => {
        const setup = await api.checkoutSetup();
        return setup.ok ? { ...setup, data: { ...setup.data, phone: accountPhone(system.get('auth')) } } : setup;
      }),
    },
  });

export interface DetailsView {
  loading: boolean;
  ways: FulfilmentType[];
  way: FulfilmentType;
  values: Record<DetailField, string>;
  /** Shown only once Pay has been pressed. */
  errors: DetailErrors;
  settings: ServiceSettings;
  /** What Pay sends with the items: the way and note, or that they are incomplete. */
  request: OrderDetails;
  /**
   * docs/rules/orders.md#later-today: while closed, the times left today to order for (none: nothing to offer), and the
   * one chosen.
   */
  schedule: { slots: string[]; slot: string } | null;
  /** Closed, and no time later today chosen for a way that can have one: Pay has nothing the server would take. */
  waitsForTime: boolean;
  /** The ways to pay offered for the way chosen, and the one chosen. */
  methods: PaymentMethod[];
  method: PaymentMethod;
}

export function selectDetails(snapshot: { context: DetailsContext; matches: (state: 'loading') => boolean }): DetailsView {
  const { context } = snapshot;
  const checked = detailsRequest(context);
  return {
    loading: snapshot.matches('loading'),
    ways: offeredWays(context.settings),
    way: context.way,
    values: context.values,
    errors: context.revealed && !checked.ok ? checked.errors : {},
    settings: context.settings,
    request: checked.ok ? checked : { ok: false },
    schedule: context.open === false ? { slots: offeredSlots(context), slot: context.slot } : null,
    waitsForTime: context.open === false && (context.slot === '' || context.way === 'dine_in'),
    methods: methodsFor(context.settings, context.way),
    method: methodOf(context),
  };
}

/**
 * What the summary shows for a cart of `subtotal` rupees: the delivery fee when delivery is chosen, the total to pay,
 * and how much is missing for delivery's minimum (0 when none is).
 */
export function checkoutTotals(subtotal: number, details: Pick<DetailsView, 'way' | 'settings'>) {
  const totals = withDelivery(toPaisa(subtotal), details.way === 'delivery' ? deliveryTermsOf(details.settings) : null);
  return {
    fee: totals.feePaisa === null ? null : toRupees(totals.feePaisa),
    total: toRupees(totals.totalPaisa),
    short: toRupees(totals.shortPaisa),
    /** The meals' total split as the order's bill will be (the fee outside it); null until the terms are read. */
    bill: details.settings.billing ? cartBill(details.settings.billing, details.way, subtotal) : null,
  };
}
