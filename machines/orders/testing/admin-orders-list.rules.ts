import { expect } from 'vitest';
import { ORDER_PAGE_SIZE } from '../admin-orders.machine';
import type { OrderFilter } from '../order-admin-api';

import { type Rule } from '../../shared/testing/graph-replay';
import {
  PAGE,
  newlyPaid,
  oneMovedOn,
  pageFor,
  contextOf,
  type World,
  nothing,
  view,
  shown,
  quiet,
  at,
  answer,
  moving,
  liveOrder,
  reload,
} from './admin-orders.world';

/** The order list's reading rules: tabs, pages, failures, and orders heard live. */
export const listRules: Rule<World>[] = [
  {
    title:
      'order list: another tab loads page 1 of that status, and the counts again; not while a move, refund or cash is on its way',
    applies: (_, event) => event.type === 'orders.filter',
    holds: (from, event, to, world) => {
      if (moving(from) || from.matches({ ready: 'recording' }) || from.matches({ ready: 'receiving' })) {
        expect(to.context).toEqual(from.context);
        return quiet(world);
      }
      const filter = event.filter as OrderFilter;
      expect(view(to)).toMatchObject({ status: 'loading', filter, rows: [], confirmCancel: null, paging: { page: 1 } });
      expect(world).toEqual(reload(filter, 1));
    },
  },
  {
    title: 'order list: a page arrives with its count, in the order the server sent it',
    applies: (from, event) => at('loading', PAGE.done)(from, event) && answer(event)?.ok === true,
    holds: (from, _, to, world) => {
      const { filter, page } = contextOf(from);
      const expected = pageFor(filter, page);
      expect(view(to)).toMatchObject({
        status: 'ready',
        paging: { page, count: expected.count, pageSize: ORDER_PAGE_SIZE },
      });
      expect(shown(to)).toEqual(expected.results);
      expect(view(to).rows.every((row) => !row.fresh)).toBe(true);
      quiet(world);
    },
  },
  {
    title: "order list: a failed read shows 'Error loading orders...'; retry asks for the same page again",
    applies: (from, event) =>
      (at('loading', PAGE.done)(from, event) && answer(event)?.ok === false) ||
      at('loading', PAGE.error)(from, event) ||
      at('failed', 'orders.retry')(from, event),
    holds: (from, event, to, world) => {
      const { filter, page } = contextOf(from);
      if (event.type === 'orders.retry') {
        expect(view(to).status).toBe('loading');
        expect(world).toEqual(reload(filter, page));
      } else {
        expect(view(to)).toMatchObject({ status: 'failed', filter, rows: [] });
        quiet(world);
      }
    },
  },
  {
    title: 'order list: paging asks for that page of the same status (pages of 8)',
    applies: at({ ready: 'idle' }, 'orders.page'),
    holds: (from, event, to, world) => {
      expect(view(to)).toMatchObject({ status: 'loading', paging: { page: event.page } });
      expect(world).toEqual(reload(contextOf(from).filter, event.page as number));
    },
  },
  {
    title: 'order list live: a newly paid order recounts; on page 1 it goes on top, highlighted as new',
    applies: (_, event) => event.type === 'orders.live' && liveOrder(event).id === newlyPaid.id,
    holds: (from, _, to, world) => {
      expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
      const before = shown(from);
      const onFirstPage = from.matches('ready') && contextOf(from).page === 1;
      const index = before.findIndex((shownOrder) => shownOrder.id === newlyPaid.id);
      if (from.matches('ready') && index >= 0) {
        // Only the model moves an order back to paid; the page would show what the server says, in place.
        expect(shown(to)).toEqual(before.with(index, newlyPaid));
      } else if (onFirstPage) {
        // Every tab it can arrive in (Paid, All) matches it, and it is the newest order of all.
        expect(shown(to)).toEqual([newlyPaid, ...before]);
        expect(view(to).rows[0]).toMatchObject({ fresh: true, moves: [{ to: 'preparing' }, { to: 'cancelled' }] });
      } else {
        // On a later page (it belongs on page 1), or no list on screen: the list stays as it was.
        expect(to.value).toEqual(from.value);
        expect(shown(to)).toEqual(before);
      }
    },
  },
  {
    title: 'order list live: an order moved elsewhere is updated in place, or dropped from a tab it left (recounting)',
    applies: (_, event) => event.type === 'orders.live' && liveOrder(event).id === oneMovedOn.id,
    holds: (from, _, to, world) => {
      const before = shown(from);
      const { filter, page } = contextOf(from);
      const index = before.findIndex((shownOrder) => shownOrder.id === oneMovedOn.id);
      if (!from.matches('ready') || index < 0) {
        expect(to.context).toEqual(from.context);
        return expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
      }
      if (filter === 'all') {
        expect(shown(to)).toEqual(before.with(index, oneMovedOn));
        expect(view(to).rows[index]!.moves.map((move) => move.to)).toEqual(['ready', 'cancelled']);
        return expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
      }
      const left = before.toSpliced(index, 1);
      if (left.length === 0 && !moving(from)) {
        // The page emptied: the one before it is loaded (page 1 again when it was the first).
        expect(view(to)).toMatchObject({ status: 'loading', paging: { page: Math.max(1, page - 1) } });
        expect(view(to).confirmCancel).toBeNull();
        return expect(world).toEqual({ ...reload(filter, Math.max(1, page - 1)), countRefreshes: 2 });
      }
      expect(shown(to)).toEqual(left);
      if (from.matches({ ready: 'confirming' }) && contextOf(from).move?.id === oneMovedOn.id) {
        // The order being asked about has left the tab: the question goes with it.
        expect(view(to)).toMatchObject({ status: 'ready', confirmCancel: null, busy: false });
      } else {
        expect(to.value).toEqual(from.value);
      }
      expect(world).toEqual({ ...nothing(), countRefreshes: 1 });
    },
  },
];
