import type { Db } from '../database';
import type { Flag } from '../schema';
import { selectSingleRow, upsertSingleRow } from './single-row';

export interface BillingSettingsRow {
  vat_registered: Flag;
  pan_number: string | null;
  address: string;
  service_percent_dine_in: number;
  service_percent_pickup: number;
  service_percent_delivery: number;
  updated_at: string;
}

export function getBillingSettings(db: Db): Promise<BillingSettingsRow | undefined> {
  return selectSingleRow(db, 'billing_settings')
    .select([
      'vat_registered',
      'pan_number',
      'address',
      'service_percent_dine_in',
      'service_percent_pickup',
      'service_percent_delivery',
      'updated_at',
    ])
    .executeTakeFirst();
}

export async function saveBillingSettings(db: Db, row: BillingSettingsRow): Promise<void> {
  await upsertSingleRow(db, 'billing_settings', row);
}
