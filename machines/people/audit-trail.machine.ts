import { assign, emit, setup } from 'xstate';
import { AUDIT_PAGE_SIZE, type AuditActorOption, type AuditEntry, type AuditFilter } from '../../contract/audit';
import { answeredOk, explainedOr, ifAnsweredOk, settleRead } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';
import type { AuditLoaded } from './audit-api';

export const AUDIT_TEXTS = {
  downloadFailed: /*i18n*/ 'The download failed. Please try again.',
} as const;

export type AuditTrailEvent =
  | { type: 'auditTrail.open' }
  | { type: 'auditTrail.filter'; filter: AuditFilter }
  | { type: 'auditTrail.page'; page: number }
  | { type: 'auditTrail.retry' }
  | { type: 'auditTrail.download' };

export interface AuditTrailContext {
  filter: AuditFilter;
  page: number;
  entries: AuditEntry[];
  count: number;
  /** The persons to filter by; null until first read. */
  actors: AuditActorOption[] | null;
}

const fresh = (): AuditTrailContext => ({ filter: {}, page: 1, entries: [], count: 0, actors: null });
/** An emptied field is no filter: `?kind=` would be refused. */
const cleaned = (filter: AuditFilter): AuditFilter =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== '')) as AuditFilter;

/**
 * The owner's audit trail (docs/rules/roles.md#staff-roles), /route/admin/audit: pages of entries newest first,
 * filtered by person, kind and days. A new filter goes back to page 1 and drops the answer still on its way; the
 * persons are read once, with the first page. The CSV download takes the same filters.
 */
export const auditTrailMachine = setup({
  types: {
    context: {} as AuditTrailContext,
    events: {} as AuditTrailEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    load: providedCall<Result<AuditLoaded>, { filter: AuditFilter; page: number; withActors: boolean }>('load'),
    download: providedCall<Result<null>, { filter: AuditFilter }>('download'),
  },
  guards: { answeredOk },
  actions: {
    store: assign(({ context }, { page, actors }: AuditLoaded) => ({
      entries: page.results,
      count: page.count,
      actors: actors ?? context.actors,
    })),
    downloadFailed: emit((_, message: string) => notify('error', message)),
  },
}).createMachine({
  id: 'auditTrail',
  context: fresh,
  initial: 'loading',
  on: {
    'auditTrail.open': { target: '.loading', reenter: true, actions: assign(fresh) },
    'auditTrail.filter': {
      target: '.loading',
      reenter: true,
      actions: assign({ filter: ({ event }) => cleaned(event.filter), page: 1 }),
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ filter: context.filter, page: context.page, withActors: context.actors === null }),
        ...settleRead('store', 'ready', 'failed'),
      },
    },
    failed: {
      on: { 'auditTrail.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'auditTrail.page': { target: '#auditTrail.loading', actions: assign({ page: ({ event }) => event.page }) },
            'auditTrail.download': 'downloading',
          },
        },
        downloading: {
          invoke: {
            src: 'download',
            input: ({ context }) => ({ filter: context.filter }),
            onDone: [
              { guard: ifAnsweredOk, target: 'idle' },
              { target: 'idle', actions: { type: 'downloadFailed', params: explainedOr(AUDIT_TEXTS.downloadFailed) } },
            ],
            onError: { target: 'idle', actions: { type: 'downloadFailed', params: AUDIT_TEXTS.downloadFailed } },
          },
        },
      },
    },
  },
});

export interface AuditTrailView {
  status: 'loading' | 'failed' | 'ready';
  filter: AuditFilter;
  /** Whether any filter is set: an empty list then says that nothing matches, not that nothing happened. */
  filtered: boolean;
  entries: AuditEntry[];
  paging: { page: number; count: number; pageSize: number };
  actors: AuditActorOption[];
  downloading: boolean;
}

export function selectAuditTrail(snapshot: { context: AuditTrailContext; matches: (state: never) => boolean }): AuditTrailView {
  const { context } = snapshot;
  const is = (state: string) => snapshot.matches(state as never);
  return {
    status: is('loading') ? 'loading' : is('failed') ? 'failed' : 'ready',
    filter: context.filter,
    filtered: Object.keys(context.filter).length > 0,
    entries: context.entries,
    paging: { page: context.page, count: context.count, pageSize: AUDIT_PAGE_SIZE },
    actors: context.actors ?? [],
    downloading: is('ready.downloading'),
  };
}
