import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { type OrderCounts } from '../../contract/order';
import { orderCountsMachine } from './admin-orders.machine';
import { failure, ok, type Result } from '../shared/result';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { answersOf, endings, fakeCall, settle } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';

const tabCounts: OrderCounts = {
  by_status: {
    pending_payment: 0,
    paid: 3,
    preparing: 1,
    ready: 0,
    completed: 0,
    cancelled: 0,
    payment_failed: 0,
    expired: 0,
  },
  kitchen_queue: 4,
  kitchen: 4,
  unpaid: 0,
  refund_due: 0,
};
const [COUNTS_DONE, COUNTS_ERROR] = answersOf(orderCountsMachine, 'orderCounts.loading');
const countEdges = edgesOf(orderCountsMachine, {
  events: (state) => [
    { type: 'counts.refresh' },
    ...(state.matches('loading')
      ? endings([COUNTS_DONE, COUNTS_ERROR], [ok(tabCounts), failure('Something went wrong', 500)], 'loadCounts')
      : []),
  ],
});

const countsHarness = replayHarness<{ loads: number }>({
  nothing: () => ({ loads: 0 }),
  logic: ({ world, calls }) =>
    orderCountsMachine.provide({ actors: { loadCounts: fakeCall<Result<OrderCounts>>(calls, () => (world().loads += 1)) } }),
});

const countRules: Rule<{ loads: number }>[] = [
  {
    title: 'tab counts: each refresh asks GET /orders/counts/ again, even while an answer is on its way',
    applies: (_, event) => event.type === 'counts.refresh',
    holds: (from, _, to, world) => {
      expect(to.matches('loading')).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ loads: 1 });
    },
  },
  {
    title: 'tab counts: an answer is shown on the tabs',
    applies: (_, event) => event.type === COUNTS_DONE && (event.output as Result<OrderCounts>).ok,
    holds: (_, __, to, world) => {
      expect(to.matches('idle')).toBe(true);
      expect(to.context.counts).toEqual(tabCounts);
      expect(world).toEqual({ loads: 0 });
    },
  },
  {
    title: 'tab counts: a failed read keeps the numbers the tabs had',
    applies: (_, event) =>
      (event.type === COUNTS_DONE && !(event.output as Result<OrderCounts>).ok) || event.type === COUNTS_ERROR,
    holds: (from, _, to, world) => {
      expect(to.matches('idle')).toBe(true);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ loads: 0 });
    },
  },
];

describe('orderCountsMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(countEdges, countRules, countsHarness, 'claims each edge with exactly one rule');
});

describe('the tab counts', () => {
  const counts = tabCounts;

  it('asks again when told, dropping the answer still on its way, and keeps the last counts after a failure', async () => {
    const answers: Array<(value: Result<OrderCounts>) => void> = [];
    const actor = createActor(
      orderCountsMachine.provide({
        actors: { loadCounts: fromPromise<Result<OrderCounts>>(() => new Promise((resolve) => answers.push(resolve))) },
      }),
    ).start();
    expect(answers).toHaveLength(0);
    actor.send({ type: 'counts.refresh' });
    actor.send({ type: 'counts.refresh' });
    answers[1]!(ok(counts));
    await settle();
    answers[0]!(ok({ ...counts, kitchen_queue: 99 }));
    await settle();
    expect(actor.getSnapshot().context.counts).toEqual(counts);
    actor.send({ type: 'counts.refresh' });
    answers[2]!(failure('Something went wrong', 500));
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { counts } });
    actor.stop();
  });
});
