import type { Insertable } from 'kysely';
import type { Db } from '../database';
import type { EsewaSandboxPaymentsTable } from '../schema';

/** The meals of an order leave its customer's cart once it is paid; meals added since stay. */
export async function removeOrderedMealsFromCart(db: Db, userId: number, orderId: number): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('user_id', '=', userId)
    .where('meal_id', 'in', (eb) =>
      eb.selectFrom('order_lines').select('meal_id').where('order_id', '=', orderId).where('meal_id', 'is not', null),
    )
    .execute();
}

export async function insertSandboxPayment(db: Db, payment: Insertable<EsewaSandboxPaymentsTable>): Promise<void> {
  await db.insertInto('esewa_sandbox_payments').values(payment).execute();
}

export function findSandboxPayment(db: Db, refId: string) {
  return db
    .selectFrom('esewa_sandbox_payments')
    .select(['ref_id', 'pid', 'amount_paisa', 'merchant_code'])
    .where('ref_id', '=', refId)
    .executeTakeFirst();
}

/** The stand-in's booking of one transaction id (v2's transaction_uuid, v1's pid): the newest, should there be two. */
export function findSandboxPaymentByPid(db: Db, pid: string) {
  return db
    .selectFrom('esewa_sandbox_payments')
    .select(['ref_id', 'pid', 'amount_paisa', 'merchant_code', 'api', 'status'])
    .where('pid', '=', pid)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The sandbox's stand-in for eSewa finishing (or refunding) a payment it had left PENDING. */
export async function setSandboxPaymentStatus(db: Db, pid: string, status: string): Promise<boolean> {
  const result = await db.updateTable('esewa_sandbox_payments').set({ status }).where('pid', '=', pid).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
