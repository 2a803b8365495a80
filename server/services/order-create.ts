import { isOpenAt } from '../../contract/local-time';
import type { Refusal } from '../../contract/refusals';
import { deliveryTermsOf, orderTotals } from '../../contract/money';
import type { CheckoutAnswer, CreateOrderRequest, Order, OrderCustomer } from '../../contract/order';
import { MAX_ORDER_TOTAL_PAISA } from '../../contract/order';
import { scheduleSlots, slotInstant } from '../../contract/schedule';
import { findMealsForPricing } from '../db/repositories/meals';
import { countPayableOrders, isUniqueViolation } from '../db/repositories/orders';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';
import { isoAt } from './account-context';
import { esewaForm, gatewayBill } from './esewa-form';
import { initiateKhalti } from './khalti-start';
import { priceLine } from './meal-options';
import { paisaToRupees } from './money';
import { billView, fulfilmentView, NO_PAYMENT, type OrderContext, toOrderLine } from './orders';
import { billColumns } from './billing-settings';
import { DEFAULT_BILL_TERMS } from '../../contract/billing';
import { fulfilmentOf, readyTimeOf, serviceSettings } from './service-settings';
import { soldOutNames } from './sold-out';
import { nextFreeSlot, type PauseRefusal, pauseRefusal } from './order-pace';
import { insertOrderInSlot } from './order-pace-write';
import { paymentRefusal, type PaymentRefusal } from './order-cash';
import { DEFAULT_PAYMENT_METHOD } from '../../contract/payment-method';

/*
 * Placing an order: whether and when the restaurant serves it, its price from the database, and the row with its
 * first payment attempt. Apart from orders.ts, which shows orders once they exist, because these rules change with
 * the checkout (opening hours, schedules, options, unpaid limits) and the reads do not.
 */

/** Payment ids tried before a clash is an error: another instance sharing the database may take each one first. */
export const PID_ATTEMPTS = 5;

export type CreateOrderResult =
  | { kind: 'created'; checkout: CheckoutAnswer }
  | { kind: 'not-open-yet' }
  | { kind: 'closed'; opening: string; closing: string }
  | { kind: 'too-many-unpaid'; limit: number }
  | PaymentRefusal
  /** Indexes into the request's items. */
  | { kind: 'unknown-meals'; indexes: number[] }
  /** Not a way the restaurant serves, a table it lacks, a delivery under its minimum. */
  | { kind: 'fulfilment-refused'; field: string; message: Refusal }
  | { kind: 'choice-refused'; field: string; message: string }
  | { kind: 'schedule-refused' }
  | { kind: 'too-large' }
  /** What the kitchen has sold out, named as the refusal says it; the cart keeps every line. */
  | { kind: 'sold-out'; names: string[] }
  | PauseRefusal
  /** The order's 15-minute slot has its way's cap of orders; `next` is the first free slot later today. */
  | { kind: 'slot-full'; next: string | null }
  /** Khalti asked for while KHALTI_MODE=off. */
  | { kind: 'khalti-off' }
  /** Khalti did not open a payment (no answer, or a refusal): nothing was stored. */
  | { kind: 'khalti-unreachable' };

/** Whether the restaurant takes orders now; the refusal to answer when it does not. */
export async function openNow(
  ctx: Pick<OrderContext, 'db' | 'clock'>,
): Promise<{ kind: 'open' } | { kind: 'not-open-yet' } | { kind: 'closed'; opening: string; closing: string }> {
  const info = await getRestaurantInfo(ctx.db);
  if (!info) return { kind: 'not-open-yet' };
  if (!isOpenAt(info, ctx.clock())) return { kind: 'closed', opening: info.opening_time, closing: info.closing_time };
  return { kind: 'open' };
}

/**
 * When the kitchen serves an order: now, while the restaurant is open; or (docs/rules/orders.md#later-today) at a time
 * later today the customer chose from scheduleSlots, open or closed now.
 */
export async function whenToServe(
  ctx: Pick<OrderContext, 'db' | 'clock'>,
  slot: string | undefined,
): Promise<
  | { kind: 'open'; scheduledFor: string | null }
  | { kind: 'not-open-yet' }
  | { kind: 'closed'; opening: string; closing: string }
  | { kind: 'schedule-refused' }
> {
  if (slot === undefined) {
    const open = await openNow(ctx);
    return open.kind === 'open' ? { kind: 'open', scheduledFor: null } : open;
  }
  const info = await getRestaurantInfo(ctx.db);
  if (!info) return { kind: 'not-open-yet' };
  const now = ctx.clock();
  const at = scheduleSlots(info, now).includes(slot) ? slotInstant(info, now, slot) : null;
  return at ? { kind: 'open', scheduledFor: isoAt(at) } : { kind: 'schedule-refused' };
}

export const payUntil = (ctx: Pick<OrderContext, 'payment'>, from: Date) =>
  isoAt(new Date(from.getTime() + ctx.payment.orderPayMinutes * 60_000));

/** The first look at an attempt's fate, if its return never comes: eSewa asks merchants to wait five minutes. */
export const FIRST_CHECK_MINUTES = 5;
export const firstCheckAt = (from: Date) => isoAt(new Date(from.getTime() + FIRST_CHECK_MINUTES * 60_000));

/**
 * A pending order priced from the database, never from the request (docs/rules/orders.md#cart-lines), with a copy of
 * each line's name and unit price so the order outlives menu changes, its first payment attempt, and the gateway form
 * to pay it.
 * It can be paid for `ORDER_PAY_MINUTES`; a customer holds at most `MAX_UNPAID_ORDERS` that can still be paid.
 */
export async function createOrder(
  ctx: OrderContext,
  customer: OrderCustomer,
  request: CreateOrderRequest,
): Promise<CreateOrderResult> {
  const now = ctx.clock();
  const when = await whenToServe(ctx, request.scheduled_for);
  if (when.kind !== 'open') return when;
  const paused = await pauseRefusal(ctx.db, now);
  if (paused) return paused;
  const createdAt = isoAt(now);
  const settings = await serviceSettings(ctx.db);
  const method = request.payment_method ?? DEFAULT_PAYMENT_METHOD;
  const cash = method === 'cash';
  if (method === 'khalti' && !ctx.khalti) return { kind: 'khalti-off' };
  const refusal = await paymentRefusal(ctx, settings, request.fulfilment?.type ?? 'pickup', method, customer.id);
  if (refusal) return refusal;
  // The unpaid limit bounds orders waiting on a gateway; cash orders have their own bound (paymentRefusal).
  if (!cash && (await countPayableOrders(ctx.db, customer.id, createdAt)) >= ctx.payment.maxUnpaidOrders)
    return { kind: 'too-many-unpaid', limit: ctx.payment.maxUnpaidOrders };

  const meals = new Map(
    (
      await findMealsForPricing(
        ctx.db,
        request.items.map((item) => item.meal),
      )
    ).map((m) => [m.id, m]),
  );
  const unknown = request.items.flatMap((item, index) => (meals.has(item.meal) ? [] : [index]));
  if (unknown.length > 0) return { kind: 'unknown-meals', indexes: unknown };

  // Each line priced as chosen (docs/rules/orders.md#options): the portion's price plus every option's, never the
  // browser's figure.
  const priced = [];
  for (const [index, item] of request.items.entries()) {
    const meal = meals.get(item.meal) as NonNullable<ReturnType<typeof meals.get>>;
    const result = priceLine(meal, item, true);
    if (!result.ok) return { kind: 'choice-refused', field: `items.${index}.${result.field}`, message: result.message };
    priced.push({ meal, quantity: item.quantity, ...result.line });
  }
  const soldOut = await soldOutNames(
    ctx.db,
    now,
    priced.map(({ meal, optionIds }) => ({ meal: meal.id, name: meal.name, optionGroups: meal.option_groups, optionIds })),
  );
  if (soldOut.length > 0) return { kind: 'sold-out', names: soldOut };
  const subtotal = orderTotals(priced, null);
  const fulfilment = fulfilmentOf(settings, request.fulfilment ?? { type: 'pickup' }, subtotal.subtotalPaisa);
  if (!fulfilment.ok) return { kind: 'fulfilment-refused', field: fulfilment.field, message: fulfilment.message };
  // The same totals the cart shows (contract/money.ts), the fee added only to a delivery.
  const totals = orderTotals(priced, fulfilment.columns.fulfilment_type === 'delivery' ? deliveryTermsOf(settings) : null);
  const totalPaisa = totals.totalPaisa;
  if (totalPaisa > MAX_ORDER_TOTAL_PAISA) return { kind: 'too-large' };
  // The bill's split, worked once over the menu total (the delivery fee stays outside it) and kept as placed.
  const bill = billColumns(settings.billing ?? DEFAULT_BILL_TERMS, fulfilment.columns.fulfilment_type, totals.subtotalPaisa);
  const lines = priced.map(({ meal, quantity, unitPaisa, portion, labels, note }, index) => ({
    meal_id: meal.id,
    name: meal.name,
    unit_price_paisa: unitPaisa,
    quantity,
    line_total_paisa: totals.linesPaisa[index] as number,
    portion,
    choices: JSON.stringify(labels),
    note,
  }));
  const note = request.note || null;
  // A cash order goes to the kitchen at once: no time to pay, and a pickup is expected ready as a paid one would be.
  const expiresAt = cash ? null : payUntil(ctx, now);
  const status = cash ? 'paid' : 'pending_payment';
  const pickup = fulfilment.columns.fulfilment_type === 'pickup';
  const readyAt = cash && pickup ? readyTimeOf(settings, now, when.scheduledFor) : null;
  const khalti = method === 'khalti';

  for (let attempt = 1; ; attempt += 1) {
    const pid = ctx.nextPid();
    const started = khalti
      ? await initiateKhalti(ctx, {
          pid,
          totalPaisa,
          feePaisa: totals.feePaisa ?? 0,
          split: { basePaisa: bill.bill_base_paisa, servicePaisa: bill.bill_service_paisa, vatPaisa: bill.bill_vat_paisa },
          customer,
        })
      : undefined;
    if (khalti && !started) return { kind: 'khalti-unreachable' };
    try {
      const placed = await insertOrderInSlot(
        ctx.db,
        now,
        {
          user_id: customer.id,
          pid,
          status,
          total_paisa: totalPaisa,
          esewa_ref_id: null,
          created_at: createdAt,
          updated_at: createdAt,
          paid_at: null,
          expires_at: expiresAt,
          ...fulfilment.columns,
          order_note: note,
          scheduled_for: when.scheduledFor,
          payment_method: method,
          ready_at: readyAt,
          ...bill,
        },
        lines,
        cash
          ? null
          : {
              pid,
              api: khalti ? 'khalti' : ctx.payment.esewaApi,
              pidx: started?.pidx ?? null,
              amount_paisa: totalPaisa,
              state: 'open',
              created_at: createdAt,
              next_check_at: firstCheckAt(now),
            },
        cash ? customer.id : undefined,
      );
      const way = fulfilment.columns.fulfilment_type;
      if (placed === 'full') return { kind: 'slot-full', next: await nextFreeSlot(ctx.db, now, way) };
      const { id, number } = placed;
      const order: Order = {
        ...NO_PAYMENT,
        id,
        number,
        pid,
        status,
        total: paisaToRupees(totalPaisa),
        created_at: createdAt,
        pay_until: expiresAt,
        customer: { id: customer.id, name: customer.name, phone_number: customer.phone_number },
        items: lines.map(toOrderLine),
        ...fulfilmentView({ ...fulfilment.columns, ready_at: readyAt }),
        note,
        scheduled_for: when.scheduledFor,
        payment_method: method,
        cash_collected_at: null,
        cash_collected_by: null,
        bill: billView({ ...bill, bill_pan: settings.billing?.pan_number ?? null }),
        kitchen_acknowledged_at: null,
        kitchen_acknowledged_by: null,
      };
      if (started) return { kind: 'created', checkout: { order, payment: started.redirect } };
      if (!cash) {
        const gateway = gatewayBill({ total_paisa: totalPaisa, delivery_fee_paisa: fulfilment.columns.delivery_fee_paisa, ...bill });
        return { kind: 'created', checkout: { order, payment: esewaForm(ctx.payment, { pid, bill: gateway }) } };
      }
      // Like a paid order: the kitchen's screens hear of it, and the customer is told what to pay and where.
      ctx.events.publish(order);
      ctx.tellCustomer?.(order);
      return { kind: 'created', checkout: { order, payment: null } };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= PID_ATTEMPTS) throw error;
    }
  }
}
