import { expect } from 'vitest';
import { CASH_MESSAGES } from '../../../contract/cash';
import { type Rule } from '../../shared/testing/graph-replay';
import {
  ALREADY_RECEIVED,
  answer,
  at,
  CASH,
  contextOf,
  nothing,
  quiet,
  receivedSix,
  reload,
  shown,
  toast,
  view,
  type World,
} from './admin-orders.world';

/** The order list's rules for the counter's "Cash received" on an order paid in cash. */
export const cashRules: Rule<World>[] = [
  {
    title:
      "order list: 'Cash received' on a cash order still to collect sends POST /orders/{id}/cash-received/; on any other, nothing",
    applies: at({ ready: 'idle' }, 'order.cashReceived'),
    holds: (from, event, to, world) => {
      const row = view(from).rows.find((shownRow) => shownRow.order.id === event.id);
      if (!row?.cashToCollect) {
        expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
        return quiet(world);
      }
      expect(view(to).busy).toBe(true);
      expect(view(to).rows.find((shownRow) => shownRow.order.id === event.id)?.moving).toBe(true);
      expect(world).toEqual({ ...nothing(), cash: [{ id: event.id }] });
    },
  },
  {
    title: "order list: cash received says 'Cash received.' and shows who took it, with the counts again",
    applies: (from, event) => at({ ready: 'receiving' }, CASH.done)(from, event) && answer(event)?.ok === true,
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: false });
      const before = shown(from);
      const index = before.findIndex((shownOrder) => shownOrder.id === receivedSix.id);
      expect(shown(to)).toEqual(before.with(index, receivedSix));
      expect(view(to).rows[index]!.cashToCollect).toBe(false);
      expect(contextOf(to).receiving).toBeNull();
      expect(world).toEqual({ ...nothing(), countRefreshes: 1, toasts: [toast('success', CASH_MESSAGES.received)] });
    },
  },
  {
    title: "order list: a refused 'Cash received' (409: taken already, cancelled) warns in the server's words and reloads",
    applies: (from, event) => at({ ready: 'receiving' }, CASH.done)(from, event) && answer(event)?.ok === false,
    holds: (from, _, to, world) => {
      const { filter, page } = contextOf(from);
      expect(view(to)).toMatchObject({ status: 'loading', busy: false });
      expect(world).toEqual({ ...reload(filter, page), toasts: [toast('warning', ALREADY_RECEIVED)] });
    },
  },
  {
    title: "order list: a 'Cash received' that could not be sent is an error toast; the list stays as it was",
    applies: at({ ready: 'receiving' }, CASH.error),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: false });
      expect(shown(to)).toEqual(shown(from));
      expect(view(to).rows.find((row) => row.order.id === contextOf(from).receiving)?.cashToCollect).toBe(true);
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Something went wrong')] });
    },
  },
];
