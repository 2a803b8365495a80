import type { AuditKind } from '../../../contract/audit';

/** Each kind of the trail, as the owner filters by it. */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  order: /*i18n*/ 'Orders',
  money: /*i18n*/ 'Money',
  menu: /*i18n*/ 'Menu',
  staff: /*i18n*/ 'Staff',
  settings: /*i18n*/ 'Settings',
};

/** What was done, in plain words, for each action the server records (server/services, server/http/write-audits.ts). */
const ACTION_LABELS: Record<string, string> = {
  'order.cancel': /*i18n*/ 'Order cancelled',
  'order.status': /*i18n*/ 'Order moved',
  'refund.mark': /*i18n*/ 'Refund marked',
  'cash.received': /*i18n*/ 'Cash received',
  'meal.create': /*i18n*/ 'Meal added',
  'meal.update': /*i18n*/ 'Meal changed',
  'meal.delete': /*i18n*/ 'Meal deleted',
  'meal.options': /*i18n*/ 'Meal options changed',
  'category.create': /*i18n*/ 'Category added',
  'category.update': /*i18n*/ 'Category changed',
  'category.delete': /*i18n*/ 'Category deleted',
  'restaurant.save': /*i18n*/ 'Restaurant page changed',
  'service.save': /*i18n*/ 'Service settings changed',
  'staff.add': /*i18n*/ 'Staff added',
  'staff.delete': /*i18n*/ 'Staff removed',
  'staff.role': /*i18n*/ 'Role changed',
};

/** The action's words; an action added on the server later shows as it is recorded ('pace.change') until named here. */
export const auditActionLabel = (action: string): { label: string; known: boolean } =>
  action in ACTION_LABELS ? { label: ACTION_LABELS[action] as string, known: true } : { label: action, known: false };

const scalar = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

/**
 * A before or after value in a line the owner can read: `status: paid`, `name: Momo; price: 250`; nothing is '—'.
 * Objects show their fields; anything deeper stays JSON, as the CSV has it.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object' || Array.isArray(value)) return scalar(value);
  const fields = Object.entries(value as Record<string, unknown>);
  return fields.length === 0 ? '—' : fields.map(([key, field]) => `${key}: ${scalar(field)}`).join('; ');
}
