import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../database';
import type { AuditLogTable, Database } from '../schema';
import type { Insertable, Selectable } from 'kysely';

export type AuditRow = Selectable<AuditLogTable>;
export type NewAuditRow = Insertable<AuditLogTable>;

/** Which rows: one actor, one kind, `at` from (inclusive) to (exclusive), ISO instants. */
export interface AuditWindow {
  actorId?: number;
  kind?: AuditRow['kind'];
  fromAt?: string;
  beforeAt?: string;
}

/** The only write the trail has: no update or delete exists here, and migration 0017's triggers refuse them. */
export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insertInto('audit_log').values(row).execute();
}

const filtered = <O>(query: SelectQueryBuilder<Database, 'audit_log', O>, window: AuditWindow) => {
  let q = query;
  if (window.actorId !== undefined) q = q.where('actor_id', '=', window.actorId);
  if (window.kind !== undefined) q = q.where('kind', '=', window.kind);
  if (window.fromAt !== undefined) q = q.where('at', '>=', window.fromAt);
  if (window.beforeAt !== undefined) q = q.where('at', '<', window.beforeAt);
  return q;
};

export async function countAuditRows(db: Db, window: AuditWindow): Promise<number> {
  const { count } = await filtered(
    db.selectFrom('audit_log').select(sql<number>`cast(count(*) as integer)`.as('count')),
    window,
  ).executeTakeFirstOrThrow();
  return Number(count);
}

/** Newest first; `limit` undefined for all of them (the CSV). */
export function listAuditRows(db: Db, window: AuditWindow, page?: { limit: number; offset: number }): Promise<AuditRow[]> {
  let query = filtered(db.selectFrom('audit_log').selectAll(), window).orderBy('at', 'desc').orderBy('id', 'desc');
  if (page) query = query.limit(page.limit).offset(page.offset);
  return query.execute();
}

/** Each actor the trail names (not the server's own rows), with the name of their latest row. */
export async function listAuditActors(db: Db): Promise<Array<{ id: number; name: string }>> {
  const latest = db
    .selectFrom('audit_log')
    .select(['actor_id', sql<number>`max(id)`.as('last_id')])
    .where('actor_id', 'is not', null)
    .groupBy('actor_id');
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin(latest.as('latest'), 'latest.last_id', 'audit_log.id')
    .select(['audit_log.actor_id', 'audit_log.actor_name'])
    .execute();
  return rows.map((row) => ({ id: Number(row.actor_id), name: row.actor_name }));
}
