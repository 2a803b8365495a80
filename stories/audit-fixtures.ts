import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditFilter } from '../contract/audit';
import type { AuditApi } from '../machines/people/audit-api';
import { failure, ok, type Result } from '../machines/shared/result';

export interface FakeAuditOptions {
  /** filled: the fixtures below; empty: nothing recorded; loading: reads never answer; error: reads fail. */
  data?: 'filled' | 'empty' | 'loading' | 'error';
}

const GITA = { id: 21, name: 'Gita Manager' };
const HARI = { id: 22, name: 'Hari Cook' };
const SITA = { id: 1, name: 'Sita Owner' };

type Recorded = Omit<AuditEntry, 'id' | 'at' | 'actor_id' | 'actor_name'> & { actor: { id: number; name: string } | null };

const RECORDED: Recorded[] = [
  { actor: GITA, kind: 'order', action: 'order.cancel', subject: 'Order #112', before: { status: 'paid' }, after: { status: 'cancelled', reason: 'Out of momo' } },
  { actor: HARI, kind: 'order', action: 'order.status', subject: 'Order #111', before: { status: 'paid' }, after: { status: 'preparing' } },
  { actor: SITA, kind: 'staff', action: 'staff.role', subject: 'User #22 Hari Cook', before: { role: 'owner' }, after: { role: 'kitchen' } },
  { actor: GITA, kind: 'money', action: 'cash.received', subject: 'Order #110', before: { cash_collected_at: null }, after: { cash_collected_at: '2026-03-02T12:10:00.000Z' } },
  { actor: GITA, kind: 'menu', action: 'meal.update', subject: 'Meal #3 Chicken Momo', before: { price: 250 }, after: { price: 280 } },
  { actor: null, kind: 'money', action: 'refund.mark', subject: 'Order #98', before: { refund: null }, after: { refund: 'ESW-4411' } },
  ...Array.from({ length: 18 }, (_, index): Recorded => ({
    actor: HARI,
    kind: 'order',
    action: 'order.status',
    subject: `Order #${109 - index}`,
    before: { status: 'preparing' },
    after: { status: 'ready' },
  })),
];

/** A Friday evening's trail, newest first: 24 entries, so it has a second page. */
export const AUDIT_ENTRIES: AuditEntry[] = RECORDED.map(({ actor, ...entry }, index) => ({
  id: 200 - index,
  at: new Date(Date.UTC(2026, 2, 2, 12, 30) - index * 7 * 60_000).toISOString(),
  actor_id: actor?.id ?? null,
  actor_name: actor?.name ?? 'System',
  ...entry,
}));

const never = <T>() => new Promise<T>(() => {});

const matches = (filter: AuditFilter) => (entry: AuditEntry) =>
  (filter.actor === undefined || entry.actor_id === filter.actor) &&
  (filter.kind === undefined || entry.kind === filter.kind) &&
  (filter.from === undefined || entry.at.slice(0, 10) >= filter.from) &&
  (filter.to === undefined || entry.at.slice(0, 10) <= filter.to);

/** The owner's audit calls on a fake server: the fixtures, filtered and paged as the server would. */
export function createFakeAuditApi({ data = 'filled' }: FakeAuditOptions = {}): AuditApi {
  const entries = data === 'filled' ? AUDIT_ENTRIES : [];
  const read = async <T>(value: () => T): Promise<Result<T>> => {
    if (data === 'loading') return never();
    if (data === 'error') return failure('Something went wrong', 500);
    return ok(value());
  };
  return {
    auditPage: (filter, page) =>
      read(() => {
        const found = entries.filter(matches(filter));
        return { count: found.length, results: found.slice((page - 1) * AUDIT_PAGE_SIZE, page * AUDIT_PAGE_SIZE) };
      }),
    auditActors: () => read(() => (data === 'filled' ? [GITA, HARI, SITA] : [])),
    downloadCsv: async () => ok(null),
  };
}
