import { expect } from 'vitest';
import { KITCHEN_TRANSITIONS, ORDER_STATUS_MESSAGES, type Order } from '../../../contract/order';
import { CANCEL_QUESTION, wasPaid } from '../admin-orders.machine';

import { type Rule } from '../../shared/testing/graph-replay';
import {
  MOVE,
  RECORD,
  refundedFive,
  ALREADY_RECORDED,
  REFUSED,
  needsReason,
  contextOf,
  type World,
  nothing,
  view,
  shown,
  quiet,
  at,
  answer,
  refused,
  toast,
  reload,
} from './admin-orders.world';

/** The order list's rules for changing an order: kitchen moves, cancelling (with a reason when paid), refunds. */
export const moveRules: Rule<World>[] = [
  {
    title:
      'order list: only legal moves go (KITCHEN_TRANSITIONS); Start preparing / Mark ready send POST /orders/{id}/status/',
    applies: (from, event) => at({ ready: 'idle' }, 'order.move')(from, event) && event.to !== 'cancelled',
    holds: (from, event, to, world) => {
      const target = shown(from).find((shownOrder) => shownOrder.id === event.id)!;
      const legal = view(from)
        .rows.find((row) => row.order.id === target.id)!
        .moves.some((move) => move.to === event.to);
      if (!legal) {
        expect(KITCHEN_TRANSITIONS[target.status]).not.toContain(event.to);
        expect(to.context).toEqual(from.context);
        return quiet(world);
      }
      expect(view(to).rows.find((row) => row.order.id === target.id)?.moving).toBe(true);
      expect(view(to).busy).toBe(true);
      expect(world).toEqual({ ...nothing(), moves: [{ id: target.id, to: event.to }] });
    },
  },
  {
    title: `order list: cancelling asks first ('${CANCEL_QUESTION}'), where cancelling is legal; no keeps the order`,
    applies: (from, event) =>
      (at({ ready: 'idle' }, 'order.move')(from, event) && event.to === 'cancelled') ||
      at({ ready: 'confirming' }, 'order.move.cancel')(from, event),
    holds: (from, event, to, world) => {
      if (event.type === 'order.move' && !KITCHEN_TRANSITIONS[shown(from)[0]!.status].includes('cancelled')) {
        // A ready order is the customer's to collect: it can no longer be cancelled, so nothing is asked.
        expect(to.context).toEqual(from.context);
      } else if (event.type === 'order.move') {
        expect(view(to).confirmCancel).toEqual({
          order: shown(from)[0],
          cancelling: false,
          needsReason: wasPaid(shown(from)[0]!),
        });
      } else {
        expect(view(to).confirmCancel).toBeNull();
        expect(shown(to)).toEqual(shown(from));
      }
      quiet(world);
    },
  },
  {
    title: 'order list: yes cancels it (POST status cancelled), with the reason when the order was paid',
    applies: (from, event) =>
      at({ ready: 'confirming' }, 'order.move.confirm')(from, event) &&
      (event.reason !== undefined || !needsReason(from)),
    holds: (from, event, to, world) => {
      expect(view(to).confirmCancel).toMatchObject({ cancelling: true });
      const reason = event.reason === undefined ? {} : { reason: event.reason };
      expect(world).toEqual({ ...nothing(), moves: [{ id: contextOf(from).move!.id, to: 'cancelled', ...reason }] });
    },
  },
  {
    title: 'order list: a paid order is not cancelled without a reason: the question stays, nothing is sent',
    applies: (from, event) =>
      at({ ready: 'confirming' }, 'order.move.confirm')(from, event) && event.reason === undefined && needsReason(from),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(view(to).confirmCancel).toMatchObject({ cancelling: false, needsReason: true });
      quiet(world);
    },
  },
  {
    title: "order list: a move done says 'Order marked {status}.'; the order is updated in place or leaves the tab",
    applies: (from, event) => at({ ready: 'moving' }, MOVE.done)(from, event) && answer(event)?.ok === true,
    holds: (from, event, to, world) => {
      const moved = (answer(event) as { data: Order }).data;
      const { filter, page } = contextOf(from);
      const success = toast('success', ORDER_STATUS_MESSAGES.changed(moved.status));
      expect(view(to).busy).toBe(false);
      expect(view(to).confirmCancel).toBeNull();
      const before = shown(from);
      const index = before.findIndex((shownOrder) => shownOrder.id === moved.id);
      if (filter === 'all') {
        expect(shown(to)).toEqual(before.with(index, moved));
        return expect(world).toEqual({ ...nothing(), countRefreshes: 1, toasts: [success] });
      }
      const left = index < 0 ? before : before.toSpliced(index, 1);
      if (left.length === 0) {
        expect(view(to).status).toBe('loading');
        return expect(world).toEqual({ ...reload(filter, Math.max(1, page - 1)), toasts: [success] });
      }
      expect(shown(to)).toEqual(left);
      expect(world).toEqual({ ...nothing(), countRefreshes: 1, toasts: [success] });
    },
  },
  {
    title: "order list: a refused move (409) warns in the server's words and loads the list as it now is",
    applies: (from, event) => at({ ready: 'moving' }, MOVE.done)(from, event) && refused(event),
    holds: (from, _, to, world) => {
      const { filter, page } = contextOf(from);
      expect(view(to)).toMatchObject({ status: 'loading', busy: false, confirmCancel: null });
      expect(world).toEqual({ ...reload(filter, page), toasts: [toast('warning', REFUSED)] });
    },
  },
  {
    title: 'order list: any other failed move is an error toast; the list stays as it was',
    applies: (from, event) =>
      (at({ ready: 'moving' }, MOVE.done)(from, event) && answer(event)?.ok === false && !refused(event)) ||
      at({ ready: 'moving' }, MOVE.error)(from, event),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', busy: false, confirmCancel: null });
      expect(shown(to)).toEqual(shown(from));
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Something went wrong')] });
    },
  },
  {
    title: "order list: 'Mark refunded' on an order owed back asks for eSewa's refund reference; on any other, nothing",
    applies: at({ ready: 'idle' }, 'order.refund'),
    holds: (from, event, to, world) => {
      const owed = shown(from).find((shownOrder) => shownOrder.id === event.id && shownOrder.refund?.status === 'due');
      if (owed) expect(view(to)).toMatchObject({ recordRefund: { order: owed, recording: false }, busy: false });
      else expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      quiet(world);
    },
  },
  {
    title:
      'order list: a reference records the refund (POST /orders/{id}/refund/); none keeps the question; cancel closes it',
    applies: (from, event) =>
      from.matches({ ready: 'refunding' }) && ['order.refund.confirm', 'order.refund.cancel'].includes(event.type),
    holds: (from, event, to, world) => {
      const id = contextOf(from).refund!.id;
      if (event.type === 'order.refund.cancel') {
        expect(view(to)).toMatchObject({ recordRefund: null, busy: false });
        expect(shown(to)).toEqual(shown(from));
        return quiet(world);
      }
      if ((event.reference as string).trim() === '') {
        expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
        return quiet(world);
      }
      expect(view(to)).toMatchObject({ recordRefund: { recording: true }, busy: true });
      expect(view(to).rows.find((row) => row.order.id === id)?.moving).toBe(true);
      expect(world).toEqual({ ...nothing(), refunds: [{ id, reference: event.reference as string }] });
    },
  },
  {
    title: "order list: a recorded refund says 'Refund recorded.' and shows the order refunded, with the counts again",
    applies: (from, event) => at({ ready: 'recording' }, RECORD.done)(from, event) && answer(event)?.ok === true,
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', recordRefund: null, busy: false });
      const before = shown(from);
      const index = before.findIndex((shownOrder) => shownOrder.id === refundedFive.id);
      expect(shown(to)).toEqual(index < 0 ? before : before.with(index, refundedFive));
      expect(view(to).rows.find((row) => row.order.id === refundedFive.id)?.refundable).toBe(false);
      expect(world).toEqual({
        ...nothing(),
        countRefreshes: 1,
        toasts: [toast('success', ORDER_STATUS_MESSAGES.refunded)],
      });
    },
  },
  {
    title: "order list: a refused refund warns in the server's words and loads the list as it now is",
    applies: (from, event) => at({ ready: 'recording' }, RECORD.done)(from, event) && answer(event)?.ok === false,
    holds: (from, _, to, world) => {
      const { filter, page } = contextOf(from);
      expect(view(to)).toMatchObject({ status: 'loading', recordRefund: null, busy: false });
      expect(world).toEqual({ ...reload(filter, page), toasts: [toast('warning', ALREADY_RECORDED)] });
    },
  },
  {
    title: 'order list: a refund that could not be sent is an error toast; the list stays as it was',
    applies: at({ ready: 'recording' }, RECORD.error),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', recordRefund: null, busy: false });
      expect(shown(to)).toEqual(shown(from));
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Something went wrong')] });
    },
  },
];
