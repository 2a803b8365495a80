import type { Insertable } from 'kysely';
import type { FulfilmentType } from '../../contract/fulfilment';
import type { OrderStatus } from '../../contract/order';
import type { Db } from '../db/database';
import { lockOrderWrites } from '../db/repositories/order-pace';
import { insertOrderRows, startAttemptRows } from '../db/repositories/orders';
import type { OrderLinesTable, OrdersTable, PaymentAttemptsTable } from '../db/schema';
import { paceAt, slotCount, slotOf } from './order-pace';

/*
 * The cap of orders per slot, kept when two instances sharing one database take orders at the same moment: the
 * count and the write happen in one transaction that first takes the order-number row's lock, so a second checkout
 * for the same slot waits for the first to commit and then counts its order.
 */

class SlotFull extends Error {}

async function inSlot<T>(
  db: Db,
  way: FulfilmentType,
  slot: { scheduledFor: string | null; placedAt: Date },
  now: Date,
  write: (trx: Db) => Promise<T>,
  except?: number,
): Promise<T | 'full'> {
  const cap = (await paceAt(db, now)).caps[way];
  if (cap === null) return db.transaction().execute(write);
  try {
    return await db.transaction().execute(async (trx) => {
      await lockOrderWrites(trx);
      if ((await slotCount(trx, way, slotOf(slot.scheduledFor, slot.placedAt), now, except)) >= cap) throw new SlotFull();
      return write(trx);
    });
  } catch (error) {
    if (error instanceof SlotFull) return 'full';
    throw error;
  }
}

/** insertOrder, or 'full' when the order's slot has no room left for its way. */
export function insertOrderInSlot(
  db: Db,
  now: Date,
  order: Omit<Insertable<OrdersTable>, 'number'> & { fulfilment_type: FulfilmentType; scheduled_for: string | null },
  lines: Array<Omit<Insertable<OrderLinesTable>, 'order_id'>>,
  attempt: Omit<Insertable<PaymentAttemptsTable>, 'order_id'> | null,
  emptyCartOf?: number,
): Promise<{ id: number; number: number } | 'full'> {
  return inSlot(db, order.fulfilment_type, { scheduledFor: order.scheduled_for, placedAt: now }, now, (trx) =>
    insertOrderRows(trx, order, lines, attempt, emptyCartOf),
  );
}

/**
 * startNewAttempt for an order that lost its place (a failed payment holds none): 'full' when its slot filled
 * meanwhile. An order still awaiting payment holds its place and is not counted against itself.
 */
export function startAttemptInSlot(
  db: Db,
  now: Date,
  order: { id: number; fulfilment_type: FulfilmentType; scheduled_for: string | null; created_at: string },
  from: readonly OrderStatus[],
  attempt: Omit<Insertable<PaymentAttemptsTable>, 'order_id'>,
): Promise<boolean | 'full'> {
  const slot = { scheduledFor: order.scheduled_for, placedAt: new Date(order.created_at) };
  return inSlot(db, order.fulfilment_type, slot, now, (trx) => startAttemptRows(trx, order.id, from, attempt), order.id);
}
