import type { Db } from '../database';
import type { ServiceSettingsTable } from '../schema';

const SINGLE_ROW_ID = 1;
export type ServiceSettingsRow = Omit<ServiceSettingsTable, 'id'>;

export function getServiceSettings(db: Db): Promise<ServiceSettingsRow | undefined> {
  return db
    .selectFrom('service_settings')
    .select(['pickup', 'dine_in', 'delivery', 'delivery_fee_paisa', 'delivery_minimum_paisa', 'pickup_minutes', 'tables'])
    .select(['updated_at', 'payment_methods', 'max_cash_orders'])
    .where('id', '=', SINGLE_ROW_ID)
    .executeTakeFirst();
}

export async function saveServiceSettings(db: Db, row: ServiceSettingsRow): Promise<void> {
  await db
    .insertInto('service_settings')
    .values({ ...row, id: SINGLE_ROW_ID })
    .onConflict((conflict) => conflict.column('id').doUpdateSet(row))
    .execute();
}
