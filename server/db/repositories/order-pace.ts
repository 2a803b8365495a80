import type { FulfilmentType } from '../../../contract/fulfilment';
import type { Db } from '../database';
import type { OrderPaceTable } from '../schema';
import { selectSingleRow, upsertSingleRow } from './single-row';

export type OrderPaceRow = Omit<OrderPaceTable, 'id'>;

export function getOrderPace(db: Db): Promise<OrderPaceRow | undefined> {
  return selectSingleRow(db, 'order_pace')
    .select(['paused_until', 'busy_minutes', 'busy_until', 'cap_pickup', 'cap_dine_in', 'cap_delivery', 'updated_at'])
    .executeTakeFirst();
}

/** Changes some of the row's columns, creating it (nothing paused, busy or capped) the first time. */
export async function saveOrderPace(db: Db, changes: Partial<OrderPaceRow> & { updated_at: string }): Promise<void> {
  const calm = { paused_until: null, busy_minutes: 0, busy_until: null, cap_pickup: null, cap_dine_in: null, cap_delivery: null };
  await upsertSingleRow(db, 'order_pace', { ...calm, ...changes }, changes);
}

/**
 * Takes the order-number counter's row lock for the rest of the caller's transaction: every order insert takes it
 * first (repositories/orders.ts), so a slot's count read after it sees every order committed before, on every
 * instance sharing the database (on SQLite one connection runs one transaction at a time anyway).
 */
export async function lockOrderWrites(trx: Db): Promise<void> {
  await trx
    .updateTable('counters')
    .set((eb) => ({ value: eb.ref('value') }))
    .where('name', '=', 'order_number')
    .execute();
}

/**
 * Orders of one way that hold a place in [from, to): a scheduled order at the time it was placed for, any other at
 * the time it was placed; counted while paid or later (cancelled ones give their place back), or awaiting payment
 * and still payable at `now`. A failed or expired payment holds nothing until it is paid again.
 */
export function placeHolders(db: Db, way: FulfilmentType, from: string, to: string, now: string, exceptOrderId?: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'scheduled_for', 'created_at'])
    .where('fulfilment_type', '=', way)
    .where((eb) =>
      eb.or([
        eb.and([eb('scheduled_for', '>=', from), eb('scheduled_for', '<', to)]),
        eb.and([eb('scheduled_for', 'is', null), eb('created_at', '>=', from), eb('created_at', '<', to)]),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['paid', 'preparing', 'ready', 'completed']),
        eb.and([eb('status', '=', 'pending_payment'), eb('expires_at', '>', now)]),
      ]),
    )
    .$if(exceptOrderId !== undefined, (query) => query.where('id', '!=', exceptOrderId as number))
    .execute();
}
