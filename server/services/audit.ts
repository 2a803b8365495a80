import type { AuditActorOption, AuditEntry, AuditFilter, AuditKind, AuditPage, AuditQuery } from '../../contract/audit';
import { AUDIT_PAGE_SIZE } from '../../contract/audit';
import type { Db } from '../db/database';
import {
  type AuditRow,
  type AuditWindow,
  countAuditRows,
  insertAuditRow,
  listAuditActors,
  listAuditRows,
} from '../db/repositories/audit';

/** Who did it: the signed-in user of the request (`c.var.user`), or null for the server itself (reconciliation). */
export type AuditActor = { id: number; name: string } | null;

export interface AuditRecord {
  actor: AuditActor;
  kind: AuditKind;
  /** Dotted, of the trail's own: 'order.status', 'order.cancel', 'refund.mark', 'meal.create', 'cash.received'. */
  action: string;
  /** What it was done to, as the owner will search for it: 'Order #12', 'Meal #3 Chicken Momo'. */
  subject: string;
  /** The value before and after, as JSON-able values (null when there was none: created, deleted). */
  before?: unknown;
  after?: unknown;
  /** When; default now. Pass the action's own clock in tests. */
  at?: Date;
}

/**
 * Appends one row to the audit trail (append-only: nothing updates or deletes it). Call it with the same `db` as the
 * action's own writes, a Kysely transaction when the action runs in one, so the row and the change commit together:
 *
 *   await db.transaction().execute(async (trx) => {
 *     await markCashReceived(trx, orderId, user.id);
 *     await recordAudit(trx, { actor: user, kind: 'money', action: 'cash.received', subject: `Order #${orderId}`,
 *       before: { cash_collected_at: null }, after: { cash_collected_at: at } });
 *   });
 *
 * From a route, `auditActor(c.var.user)` gives the actor. Keep before/after small: the fields that changed.
 */
export async function recordAudit(db: Db, entry: AuditRecord): Promise<void> {
  await insertAuditRow(db, {
    at: (entry.at ?? new Date()).toISOString(),
    actor_id: entry.actor?.id ?? null,
    actor_name: entry.actor?.name ?? 'System',
    kind: entry.kind,
    action: entry.action,
    subject: entry.subject,
    before_json: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
    after_json: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
  });
}

export const auditActor = (user: { id: number; name: string }): AuditActor => ({ id: user.id, name: user.name });

const parsed = (text: string | null): unknown => (text === null ? null : (JSON.parse(text) as unknown));

export const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor_id: row.actor_id,
  actor_name: row.actor_name,
  kind: row.kind,
  action: row.action,
  subject: row.subject,
  before: parsed(row.before_json),
  after: parsed(row.after_json),
});

/** Nepal's clock (no daylight saving): the owner's "27 November" is the restaurant's day, not UTC's. */
const RESTAURANT_OFFSET = '+05:45';
const dayStart = (day: string, plusDays = 0) => {
  const at = new Date(`${day}T00:00:00${RESTAURANT_OFFSET}`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at.toISOString();
};

export const auditWindowOf = (filter: AuditFilter): AuditWindow => ({
  actorId: filter.actor,
  kind: filter.kind,
  fromAt: filter.from === undefined ? undefined : dayStart(filter.from),
  beforeAt: filter.to === undefined ? undefined : dayStart(filter.to, 1),
});

export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const pageSize = query.page_size ?? AUDIT_PAGE_SIZE;
  const window = auditWindowOf(query);
  const [count, rows] = await Promise.all([
    countAuditRows(db, window),
    listAuditRows(db, window, { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }),
  ]);
  return { count, results: rows.map(toAuditEntry) };
}

export async function auditEntries(db: Db, filter: AuditFilter): Promise<AuditEntry[]> {
  return (await listAuditRows(db, auditWindowOf(filter))).map(toAuditEntry);
}

/** The persons the owner may filter the trail by: whoever did something in it, by name. */
export async function auditActors(db: Db): Promise<AuditActorOption[]> {
  return (await listAuditActors(db)).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}
