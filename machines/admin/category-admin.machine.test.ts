import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import type { Category } from '../../contract/meal';
import {
  categoryAdminMachine,
  DELETE_CONFIRM_DELAY_MS,
  selectCategoryAdmin,
  type CategoryAdminEvent,
} from './category-admin.machine';
import type { WriteFailure, WriteResult } from './meal-admin-api';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

const node = (state: string) => categoryAdminMachine.getStateNodeById(`categoryAdmin.${state}`);
const actorEvents = (state: string) => {
  const id = node(state).invoke[0]!.id;
  return { done: `xstate.done.actor.${id}`, error: `xstate.error.actor.${id}` };
};
const LOAD = actorEvents('loading');
const ADD = actorEvents('ready.adding');
const UPDATE = actorEvents('ready.updating');
const REMOVE = actorEvents('ready.deleting');
const CONFIRM_AFTER = node('ready.warned').after[0]!.eventType;

const categories: Category[] = [
  { id: 1, name: 'Momo', meal_count: 3 },
  { id: 2, name: 'Curries', meal_count: 0 },
];
const TAKEN = 'A category with this name already exists';

const answers = (events: { done: string; error: string }, outputs: unknown[]): GraphEvent[] => [
  ...outputs.map((output) => ({ type: events.done, output })),
  { type: events.error, error: new Error('threw') },
];

const edges = edgesOf(categoryAdminMachine, {
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

interface World {
  loads: number;
  adds: string[];
  updates: Array<{ id: number; name: string }>;
  removes: number[];
  toasts: NotifyEvent[];
}
const nothing = (): World => ({ loads: 0, adds: [], updates: [], removes: [], toasts: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

function harness(): Harness<World> {
  let world = nothing();
  const pending = new Map<string, Pending>();
  const waitFor = <T>(key: string) =>
    new Promise<T>((resolve, reject) => pending.set(key, { resolve: resolve as (value: unknown) => void, reject }));
  const clock = new SimulatedClock();
  const actor = createActor(
    categoryAdminMachine.provide({
      actors: {
        load: fromPromise<Result<Category[]>>(() => {
          world.loads += 1;
          return waitFor(LOAD.done);
        }),
        add: fromPromise<WriteResult<string>, { name: string }>(({ input }) => {
          world.adds.push(input.name);
          return waitFor(ADD.done);
        }),
        update: fromPromise<WriteResult<string>, { id: number; name: string }>(({ input }) => {
          world.updates.push(input);
          return waitFor(UPDATE.done);
        }),
        remove: fromPromise<Result<string>, { id: number }>(({ input }) => {
          world.removes.push(input.id);
          return waitFor(REMOVE.done);
        }),
      },
    }),
    { clock },
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      const key = event.type.replace('xstate.error.', 'xstate.done.');
      if (event.type === CONFIRM_AFTER) {
        // The model only says "the delay passed"; the real clock must not ask a millisecond early.
        clock.increment(DELETE_CONFIRM_DELAY_MS - 1);
        expect(actor.getSnapshot().matches({ ready: 'warned' }), 'still only warned at 1499 ms').toBe(true);
        clock.increment(1);
      } else if (pending.has(key)) {
        const answer = pending.get(key)!;
        pending.delete(key);
        if (event.type === key) answer.resolve(event.output);
        else answer.reject(event.error);
        await settle();
      } else if (key.startsWith('xstate.done.')) {
        throw new Error(`${event.type} with nothing in flight`);
      } else {
        actor.send(event as CategoryAdminEvent);
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

type Snapshot = Parameters<typeof selectCategoryAdmin>[0];
const view = (snapshot: AnyMachineSnapshot) => selectCategoryAdmin(snapshot as unknown as Snapshot);
const quiet = (world: World) => expect(world).toEqual(nothing());
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const at =
  (state: object | string, ...types: string[]) =>
  (from: AnyMachineSnapshot, event: GraphEvent) =>
    from.matches(state) && types.includes(event.type);
const output = <T>(event: GraphEvent) => event.output as T | undefined;
const answeredOk = (event: GraphEvent) => output<Result<unknown>>(event)?.ok === true;

const rules: Rule<World>[] = [
  {
    title: 'category page: opening it starts fresh and loads the categories',
    applies: (_, event) => event.type === 'category.open',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('loading');
      expect(view(to)).toMatchObject({ status: 'loading', name: '', edit: null, confirmDelete: null });
      expect(world).toEqual({ ...nothing(), loads: 1 });
    },
  },
  {
    title: 'category page: the loaded list shows each category with its meal_count',
    applies: (from, event) => at('loading', LOAD.done)(from, event) && answeredOk(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'ready', categories });
      quiet(world);
    },
  },
  {
    title: "category page: a failed load says 'Failed to load categories'",
    applies: (from, event) =>
      (at('loading', LOAD.done)(from, event) && !answeredOk(event)) || at('loading', LOAD.error)(from, event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'failed', loadError: 'Failed to load categories' });
      quiet(world);
    },
  },
  {
    title: 'category page: retry loads again',
    applies: at('failed', 'category.retry'),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('loading');
      expect(world).toEqual({ ...nothing(), loads: 1 });
    },
  },
  {
    title: "add category: typing sets the name and clears the server's refusal",
    applies: (from, event) => at('ready', 'category.add.change')(from, event) && !from.matches({ ready: 'adding' }),
    holds: (from, event, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual({ ...from.context, name: event.name, serverError: null });
      quiet(world);
    },
  },
  {
    title: 'add category: while the name is being sent, it cannot be changed',
    applies: at({ ready: 'adding' }, 'category.add.change'),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      quiet(world);
    },
  },
  {
    title: 'add category: an empty name shows "Category name can\'t be empty" and sends nothing',
    applies: (from, event) =>
      at({ ready: 'idle' }, 'category.add.submit')(from, event) && from.context.name.trim() === '',
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ nameError: "Category name can't be empty", adding: false });
      quiet(world);
    },
  },
  {
    title: 'add category: a name is sent trimmed (POST /meal/categories/)',
    applies: (from, event) =>
      at({ ready: 'idle' }, 'category.add.submit')(from, event) && from.context.name.trim() !== '',
    holds: (_, __, to, world) => {
      expect(view(to).adding).toBe(true);
      expect(world).toEqual({ ...nothing(), adds: ['Soups'] });
    },
  },
  {
    title: "add category: added → 'Category added successfully!', the form empties and the list reloads",
    applies: (from, event) => at({ ready: 'adding' }, ADD.done)(from, event) && answeredOk(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ name: '', nameError: undefined, categories });
      expect(world).toEqual({ ...nothing(), loads: 1, toasts: [toast('success', 'Category added successfully!')] });
    },
  },
  {
    title: "add category: refused → 'Failed to add category', the server's reason under the name",
    applies: (from, event) =>
      at({ ready: 'adding' }, ADD.done)(from, event) &&
      output<WriteFailure>(event)?.status !== undefined &&
      !answeredOk(event),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ name: from.context.name, nameError: TAKEN, adding: false });
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Failed to add category')] });
    },
  },
  {
    title: "add category: no answer → 'An error occurred while adding category'",
    applies: (from, event) =>
      (at({ ready: 'adding' }, ADD.done)(from, event) &&
        output<WriteFailure>(event)?.status === undefined &&
        !answeredOk(event)) ||
      at({ ready: 'adding' }, ADD.error)(from, event),
    holds: (_, __, to, world) => {
      expect(view(to).adding).toBe(false);
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'An error occurred while adding category')] });
    },
  },
  {
    title: 'edit category: the modal opens with the category name',
    applies: at({ ready: 'idle' }, 'category.edit'),
    holds: (_, __, to, world) => {
      expect(view(to).edit).toEqual({ id: 1, name: 'Momo', error: undefined, saving: false });
      quiet(world);
    },
  },
  {
    title: "edit category: typing changes the name in the modal and clears the server's refusal",
    applies: at({ ready: 'editing' }, 'category.edit.change'),
    holds: (_, event, to, world) => {
      expect(view(to).edit?.name).toBe(event.name);
      expect(to.context.editServerError).toBeNull();
      quiet(world);
    },
  },
  {
    title: 'edit category: save sends a name (PATCH multipart); an empty one says "Category name can\'t be empty"',
    applies: at({ ready: 'editing' }, 'category.edit.save'),
    holds: (from, _, to, world) => {
      if (from.context.editName.trim() === '') {
        expect(view(to).edit).toMatchObject({ error: "Category name can't be empty", saving: false });
        quiet(world);
      } else {
        expect(view(to).edit?.saving).toBe(true);
        expect(world).toEqual({ ...nothing(), updates: [{ id: 1, name: from.context.editName }] });
      }
    },
  },
  {
    title: 'edit category: cancel closes the modal',
    applies: at({ ready: 'editing' }, 'category.edit.cancel'),
    holds: (_, __, to, world) => {
      expect(view(to).edit).toBeNull();
      quiet(world);
    },
  },
  {
    title:
      "edit category: 'Category updated successfully' closes the modal and reloads; 'Error updating category' keeps it, with the server's reason under the name",
    applies: at({ ready: 'updating' }, UPDATE.done, UPDATE.error),
    holds: (_, event, to, world) => {
      if (answeredOk(event)) {
        expect(view(to).edit).toBeNull();
        expect(world).toEqual({ ...nothing(), loads: 1, toasts: [toast('success', 'Category updated successfully')] });
      } else {
        const fields = (event.output as { fields?: { name?: string } } | undefined)?.fields;
        expect(view(to).edit?.saving).toBe(false);
        expect(view(to).edit?.error).toBe(fields?.name);
        expect(world).toEqual({ ...nothing(), toasts: [toast('error', 'Error updating category')] });
      }
    },
  },
  {
    title: 'category delete: warning first, then after 1.5 s a confirmation',
    applies: (from, event) =>
      at({ ready: 'idle' }, 'category.delete')(from, event) || at({ ready: 'warned' }, CONFIRM_AFTER)(from, event),
    holds: (_, event, to, world) => {
      if (event.type === 'category.delete') {
        expect(view(to)).toMatchObject({ confirmDelete: null, deletingId: 2 });
        expect(world).toEqual({
          ...nothing(),
          toasts: [toast('warning', 'All the meals of this category will also be deleted...')],
        });
      } else {
        // The question names what goes with the category: its meals, counted.
        expect(view(to)).toMatchObject({
          confirmDelete: { id: 2, name: 'Curries', detail: 'Curries: It has no meals.', deleting: false },
          deletingId: 2,
        });
        quiet(world);
      }
    },
  },
  {
    title: 'category delete: yes sends DELETE /meal/categories/{id}/; cancel deletes nothing',
    applies: at({ ready: 'confirming' }, 'category.delete.confirm', 'category.delete.cancel'),
    holds: (_, event, to, world) => {
      if (event.type === 'category.delete.confirm') {
        expect(view(to).confirmDelete?.deleting).toBe(true);
        expect(world).toEqual({ ...nothing(), removes: [2] });
      } else {
        expect(view(to)).toMatchObject({ confirmDelete: null, deletingId: null });
        quiet(world);
      }
    },
  },
  {
    title:
      "category delete: 'Meal Category deleted successfully...' and the list reloads, or 'Error deleting meal category. Please try again.'",
    applies: at({ ready: 'deleting' }, REMOVE.done, REMOVE.error),
    holds: (_, event, to, world) => {
      expect(view(to).confirmDelete).toBeNull();
      expect(world).toEqual(
        answeredOk(event)
          ? { ...nothing(), loads: 1, toasts: [toast('success', 'Meal Category deleted successfully...')] }
          : { ...nothing(), toasts: [toast('error', 'Error deleting meal category. Please try again.')] },
      );
    },
  },
];

describe('the delete question', () => {
  it.each([
    [0, 'Momo: It has no meals.'],
    [1, 'Momo: Its 1 meal will be deleted with it.'],
    [12, 'Momo: Its 12 meals will be deleted with it.'],
  ])('names what goes with a category of %i meals', (count, detail) => {
    const actor = createActor(
      categoryAdminMachine.provide({
        actors: { load: fromPromise(async () => ok([{ id: 1, name: 'Momo', meal_count: count }])) },
        delays: { confirmDelay: 0 },
      }),
    ).start();
    return new Promise<void>((resolve) => {
      actor.subscribe((snapshot) => {
        const seen = selectCategoryAdmin(snapshot as never);
        if (snapshot.matches({ ready: 'idle' } as never) && seen.deletingId === null)
          actor.send({ type: 'category.delete', id: 1 });
        if (seen.confirmDelete) {
          expect(seen.confirmDelete.detail).toBe(detail);
          actor.stop();
          resolve();
        }
      });
      actor.send({ type: 'category.open' });
    });
  });
});

describe('categoryAdminMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});
