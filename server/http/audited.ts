import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuditKind } from '../../contract/audit';
import type { Db } from '../db/database';
import { auditActor, recordAudit } from '../services/audit';
import type { AuthEnv } from './auth';
import { MAX_ID } from './params';

export interface AuditedWrite {
  kind: AuditKind;
  action: string;
  /** 'Meal #3': from the path's id, or from the answer for a created row. */
  subject: (id: number | undefined, answer: unknown) => string;
  /** The row as it was, read before the route runs; absent for a create. */
  before?: (id: number | undefined) => Promise<unknown>;
  /** What of the JSON answer is the row after; the whole answer by default, null for a delete. */
  after?: (answer: unknown) => unknown;
}

/** The path's id as the route will accept it (idParam): an id past MAX_ID names no row and is never looked up. */
const pathId = (c: Context): number | undefined => {
  const id = Number(c.req.param('id'));
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : undefined;
};

/**
 * Records a route's successful write in the audit trail, after requireAdmin (so `c.var.user` is the actor). For
 * writes whose service does not take an actor; a service that runs its own transaction calls recordAudit inside it.
 */
export const audited = (db: Db, clock: () => Date, write: AuditedWrite) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const id = pathId(c);
    const before = write.before ? await write.before(id) : null;
    await next();
    if (c.res.status < 200 || c.res.status >= 300) return;
    const answer: unknown = c.res.headers.get('Content-Type')?.includes('json') ? await c.res.clone().json() : null;
    await recordAudit(db, {
      actor: auditActor(c.var.user),
      kind: write.kind,
      action: write.action,
      subject: write.subject(id, answer),
      before,
      after: write.after ? write.after(answer) : answer,
      at: clock(),
    });
  });
