import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { AuditEntry, AuditFilter } from '../../contract/audit';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { doneOf, errorOf, fakeCall, invocationOf } from '../shared/testing/fake-calls';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { into, replayHarness } from '../shared/testing/replay-harness';
import { answered, either, itReplaysEveryRule, sent, toast } from '../shared/testing/rules';
import type { AuditLoaded } from './audit-api';
import { AUDIT_TEXTS, auditTrailMachine, selectAuditTrail } from './audit-trail.machine';

const loading = invocationOf(auditTrailMachine, 'auditTrail.loading');
const downloading = invocationOf(auditTrailMachine, 'auditTrail.ready.downloading');

const entry = (id: number): AuditEntry => ({
  id,
  at: '2026-03-02T06:00:00.000Z',
  actor_id: 4,
  actor_name: 'Gita Manager',
  kind: 'order',
  action: 'order.cancel',
  subject: `Order #${id}`,
  before: { status: 'paid' },
  after: { status: 'cancelled' },
});
const gita = { id: 4, name: 'Gita Manager' };
const pageOf = (page: number): AuditLoaded => ({ page: { count: 21, results: [entry(page)] }, actors: [gita] });
/** As the screen sends it: an emptied field comes as '' and is no filter. */
const typed = { actor: 4, kind: 'order', from: '2026-03-01', to: '' } as unknown as AuditFilter;
const asked: AuditFilter = { actor: 4, kind: 'order', from: '2026-03-01' };

const edges = edgesOf(auditTrailMachine, {
  events: (state) => [
    { type: 'auditTrail.open' },
    { type: 'auditTrail.filter', filter: typed },
    ...(state.matches('loading')
      ? [
          { type: doneOf(loading), output: ok(pageOf(state.context.page)) },
          { type: doneOf(loading), output: failure(SOMETHING_WENT_WRONG, 500) },
          { type: errorOf(loading), error: new Error('load threw') },
        ]
      : []),
    ...(state.matches('failed') ? [{ type: 'auditTrail.retry' }] : []),
    ...(state.matches({ ready: 'idle' }) ? [{ type: 'auditTrail.page', page: 2 }, { type: 'auditTrail.download' }] : []),
    ...(state.matches({ ready: 'downloading' })
      ? [
          { type: doneOf(downloading), output: ok(null) },
          { type: doneOf(downloading), output: failure('Choose a person from the list.', 400) },
          { type: errorOf(downloading), error: new Error('download threw') },
        ]
      : []),
  ],
});

interface World {
  loads: { filter: AuditFilter; page: number; withActors: boolean }[];
  downloads: AuditFilter[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ loads: [], downloads: [], toasts: [] });

const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    auditTrailMachine.provide({
      actors: {
        load: fakeCall<Result<AuditLoaded>, World['loads'][number]>(calls, (input) => world().loads.push(input)),
        download: fakeCall<Result<null>, { filter: AuditFilter }>(calls, (input) => world().downloads.push(input.filter)),
      },
    }),
  emitted: { notify: into('toasts') },
});

const view = (snapshot: AnyMachineSnapshot) => selectAuditTrail(snapshot as unknown as Parameters<typeof selectAuditTrail>[0]);

const rules: Rule<World>[] = [
  {
    title: 'audit trail: opening it asks for page 1 with no filter, and for the persons to filter by',
    applies: sent('auditTrail.open'),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', filter: {}, filtered: false, paging: { page: 1 }, actors: [] });
      expect(world).toEqual({ ...nothing(), loads: [{ filter: {}, page: 1, withActors: true }] });
    },
  },
  {
    title: 'audit trail: a filter goes back to page 1, drops emptied fields and any answer on its way, and asks again',
    applies: sent('auditTrail.filter'),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', filter: asked, filtered: true, paging: { page: 1 } });
      expect(world).toEqual({ ...nothing(), loads: [{ filter: asked, page: 1, withActors: from.context.actors === null }] });
    },
  },
  {
    title: 'audit trail: the entries arrive newest first as the server sends them, with the count and the persons',
    applies: answered(doneOf(loading), (output) => output.ok),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({
        status: 'ready',
        entries: [entry(from.context.page)],
        paging: { page: from.context.page, count: 21, pageSize: 20 },
        actors: [gita],
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'audit trail: a failed read shows the error with Retry; retry asks again',
    applies: either(answered(doneOf(loading), (output) => !output.ok), sent(errorOf(loading)), sent('auditTrail.retry')),
    holds: (from, event, to, world) => {
      if (event.type === 'auditTrail.retry') {
        expect(view(to).status).toBe('loading');
        expect(world.loads).toEqual([{ filter: from.context.filter, page: from.context.page, withActors: from.context.actors === null }]);
      } else {
        expect(view(to).status).toBe('failed');
        expect(world).toEqual(nothing());
      }
    },
  },
  {
    title: 'audit trail: another page keeps the filter and asks for that page',
    applies: sent('auditTrail.page'),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', paging: { page: 2 }, filter: from.context.filter });
      expect(world).toEqual({ ...nothing(), loads: [{ filter: from.context.filter, page: 2, withActors: false }] });
    },
  },
  {
    title: 'audit trail: Download CSV asks for audit.csv with the same filters',
    applies: sent('auditTrail.download'),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', downloading: true, entries: from.context.entries });
      expect(world).toEqual({ ...nothing(), downloads: [from.context.filter] });
    },
  },
  {
    title: 'audit trail: a download done leaves the list as it was',
    applies: answered(doneOf(downloading), (output) => output.ok),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', downloading: false, entries: from.context.entries });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "audit trail: a failed download says the server's reason, or 'The download failed. Please try again.'",
    applies: either(answered(doneOf(downloading), (output) => !output.ok), sent(errorOf(downloading))),
    holds: (_, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', downloading: false });
      const message = event.type === errorOf(downloading) ? AUDIT_TEXTS.downloadFailed : 'Choose a person from the list.';
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
];

describe('auditTrailMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
