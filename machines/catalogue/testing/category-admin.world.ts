import { expect } from 'vitest';
import type { Category } from '../../../contract/meal';
import { categoryAdminMachine } from '../category-admin.machine';
import type { WriteResult } from '../meal-admin-api';
import type { NotifyEvent } from '../../shared/notify';
import { failure, ok, type Result } from '../../shared/result';
import { edgesOf, type GraphEvent } from '../../shared/testing/graph-replay';
import { answersOf, fakeCall } from '../../shared/testing/fake-calls';
import { into, replayHarness } from '../../shared/testing/replay-harness';

/**
 * The category page's model, apart from its rules: the events each state is offered, the fake server the replay
 * answers, and what the world records. The rules in `category-admin.machine.test.ts` read it.
 */

const actorEvents = (state: string) => {
  const [done, error] = answersOf(categoryAdminMachine, `categoryAdmin.${state}`);
  return { done, error };
};
export const LOAD = actorEvents('loading');
export const ADD = actorEvents('ready.adding');
export const UPDATE = actorEvents('ready.updating');
export const REMOVE = actorEvents('ready.deleting');
export const CONFIRM_AFTER = categoryAdminMachine.getStateNodeById('categoryAdmin.ready.warned').after[0]!.eventType;

export const categories: Category[] = [
  { id: 1, name: 'Momo', meal_count: 3 },
  { id: 2, name: 'Curries', meal_count: 0 },
];
export const TAKEN = 'A category with this name already exists';

const answers = (events: { done: string; error: string }, outputs: unknown[]): GraphEvent[] => [
  ...outputs.map((output) => ({ type: events.done, output })),
  { type: events.error, error: new Error('threw') },
];

export const edges = edgesOf(categoryAdminMachine, {
  events: (state) => [
    { type: 'category.open' },
    ...(state.matches('loading') ? answers(LOAD, [ok(categories), failure('Something went wrong', 500)]) : []),
    ...(state.matches('failed') ? [{ type: 'category.retry' }] : []),
    ...(state.matches('ready')
      ? [
          { type: 'category.add.change', name: '' },
          { type: 'category.add.change', name: '  Soups ' },
        ]
      : []),
    ...(state.matches({ ready: 'idle' })
      ? [{ type: 'category.add.submit' }, { type: 'category.edit', id: 1 }, { type: 'category.delete', id: 2 }]
      : []),
    ...(state.matches({ ready: 'adding' })
      ? answers(ADD, [
          ok('Category added successfully!'),
          { ok: false, message: TAKEN, status: 400, fields: { name: TAKEN } },
          failure('Something went wrong'),
        ])
      : []),
    ...(state.matches({ ready: 'editing' })
      ? [
          { type: 'category.edit.change', name: '' },
          { type: 'category.edit.change', name: 'Starters' },
          { type: 'category.edit.save' },
          { type: 'category.edit.cancel' },
        ]
      : []),
    ...(state.matches({ ready: 'updating' })
      ? answers(UPDATE, [
          ok('Category updated successfully'),
          { ok: false, message: TAKEN, status: 400, fields: { name: TAKEN } },
          failure('Something went wrong', 500),
        ])
      : []),
    ...(state.matches({ ready: 'warned' }) ? [{ type: CONFIRM_AFTER }] : []),
    ...(state.matches({ ready: 'confirming' })
      ? [{ type: 'category.delete.confirm' }, { type: 'category.delete.cancel' }]
      : []),
    ...(state.matches({ ready: 'deleting' })
      ? answers(REMOVE, [ok('Meal Category deleted successfully...'), failure('Not found.', 404)])
      : []),
  ],
});

export interface World {
  loads: number;
  adds: string[];
  updates: Array<{ id: number; name: string }>;
  removes: number[];
  toasts: NotifyEvent[];
}
export const nothing = (): World => ({ loads: 0, adds: [], updates: [], removes: [], toasts: [] });

/** The machine on a simulated clock, each call held until the graph answers it. */
export const harness = replayHarness<World>({
  nothing,
  logic: ({ world, calls }) =>
    categoryAdminMachine.provide({
      actors: {
        load: fakeCall<Result<Category[]>>(calls, () => (world().loads += 1)),
        add: fakeCall<WriteResult<string>, { name: string }>(calls, (input) => world().adds.push(input.name)),
        update: fakeCall<WriteResult<string>, { id: number; name: string }>(calls, (input) =>
          world().updates.push(input),
        ),
        remove: fakeCall<Result<string>, { id: number }>(calls, (input) => world().removes.push(input.id)),
      },
    }),
  emitted: { notify: into<World, 'toasts'>('toasts') },
  clock: true,
  play(event, { actor, clock }) {
    if (event.type !== CONFIRM_AFTER) return false;
    // The model only says "the delay passed"; the real clock must not ask a millisecond early.
    // 1.5 s written out (docs/rules/limits.md#delays), not read from the machine: a changed delay must fail here.
    clock.increment(1499);
    expect(actor.getSnapshot().matches({ ready: 'warned' }), 'still only warned at 1499 ms').toBe(true);
    clock.increment(1);
    return true;
  },
});
