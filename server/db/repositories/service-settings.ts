import type { Db } from '../database';
import type { ServiceSettingsTable } from '../schema';
import { selectSingleRow, upsertSingleRow } from './single-row';

export type ServiceSettingsRow = Omit<ServiceSettingsTable, 'id'>;

export function getServiceSettings(db: Db): Promise<ServiceSettingsRow | undefined> {
  return selectSingleRow(db, 'service_settings')
    .select(['pickup', 'dine_in', 'delivery', 'delivery_fee_paisa', 'delivery_minimum_paisa', 'pickup_minutes', 'tables'])
    .select(['updated_at', 'payment_methods', 'max_cash_orders'])
    .executeTakeFirst();
}

export async function saveServiceSettings(db: Db, row: ServiceSettingsRow): Promise<void> {
  await upsertSingleRow(db, 'service_settings', row);
}
