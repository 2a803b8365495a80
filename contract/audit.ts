import * as z from 'zod/mini';
import { idInQuery, paged, pageQuery } from './common';

/**
 * The audit trail (docs/rules/roles.md#staff-roles): who did what to money, the menu, staff, settings and orders, when,
 * and the value before and after. Append-only: no route changes or deletes a row. The owner reads it at
 * /route/admin/audit.
 */
export const AUDIT_KINDS = ['money', 'menu', 'staff', 'settings', 'order'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditKind = z.enum(AUDIT_KINDS);

export const AUDIT_PAGE_SIZE = 20;

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.nullable(z.number()),
  actor_name: z.string(),
  kind: auditKind,
  /** What was done, in words of the trail's own: 'order.status', 'meal.update', 'staff.role', ... */
  action: z.string(),
  /** What it was done to: 'Order #12', 'Meal #3 Momo', ... */
  subject: z.string(),
  /** Any JSON value, null when there was none (a plain unknown: a nullable one is an empty schema in an anyOf). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = paged(auditEntry);
export type AuditPage = z.infer<typeof auditPage>;

/** GET /admin/audit/actors/: everyone the trail names as having done something, to filter by; by name. */
export const auditActor = z.object({ id: z.number(), name: z.string() });
export type AuditActorOption = z.infer<typeof auditActor>;
export const auditActors = z.array(auditActor);

export const AUDIT_MESSAGES = {
  dateInvalid: /*i18n*/ 'Enter the date as YYYY-MM-DD.',
  actorUnknown: /*i18n*/ 'Choose a person from the list.',
} as const;

/** A day of the calendar written YYYY-MM-DD: '2026-13-40' has the shape but names no day, and is refused as such. */
const isoDay = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dateInvalid),
  z.refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, AUDIT_MESSAGES.dateInvalid),
);

/** `?actor=&kind=&from=&to=` (days, inclusive, UTC) beside the paged list's `page` and `page_size`. */
export const auditFilter = z.object({
  actor: z.optional(idInQuery(AUDIT_MESSAGES.actorUnknown, AUDIT_MESSAGES.actorUnknown)),
  kind: z.optional(auditKind),
  from: z.optional(isoDay),
  to: z.optional(isoDay),
});
export type AuditFilter = z.infer<typeof auditFilter>;
export const auditQuery = z.extend(pageQuery, auditFilter.shape);
export type AuditQuery = z.infer<typeof auditQuery>;

/** The CSV's columns, in order. */
export const AUDIT_CSV_COLUMNS = ['id', 'at', 'actor_id', 'actor_name', 'kind', 'action', 'subject', 'before', 'after'] as const;
