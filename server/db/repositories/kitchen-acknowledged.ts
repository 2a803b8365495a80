import type { Db } from '../database';

/** The orders of these ids that exist: their id, number, status and whether the kitchen ever had them (paid or cash). */
export function ordersToAcknowledge(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'paid_at', 'payment_method'])
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * The kitchen's acknowledgement of these orders, in one conditional UPDATE: only those nobody acknowledged before keep
 * the first press's time and name. Answers the ids this call acknowledged (none when every one was already).
 */
export async function markKitchenAcknowledged(db: Db, ids: readonly number[], by: number, at: string): Promise<number[]> {
  const rows = await db
    .updateTable('orders')
    .set({ kitchen_acknowledged_at: at, kitchen_acknowledged_by: by })
    .where('id', 'in', [...ids])
    .where('kitchen_acknowledged_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
