import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { categoryAdminMachine, selectCategoryAdmin } from './category-admin.machine';
import {
  ADD,
  categories,
  CONFIRM_AFTER,
  edges,
  harness,
  LOAD,
  nothing,
  REMOVE,
  TAKEN,
  UPDATE,
  type World,
} from './testing/category-admin.world';
import type { WriteFailure } from './meal-admin-api';
import { ok, type Result } from '../shared/result';
import { text } from '../shared/text';
import type { GraphEvent, Rule } from '../shared/testing/graph-replay';
import { itReplaysEveryRule, retryReadsAgain, toast } from '../shared/testing/rules';

// The model (events offered, fake server, world) is in category-admin.world.ts; this file holds the spec's rules.

type Snapshot = Parameters<typeof selectCategoryAdmin>[0];
const view = (snapshot: AnyMachineSnapshot) => selectCategoryAdmin(snapshot as unknown as Snapshot);
const quiet = (world: World) => expect(world).toEqual(nothing());
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
  retryReadsAgain('category page: retry loads again', 'category.retry', nothing),
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
          confirmDelete: {
            id: 2,
            name: 'Curries',
            detail: text('{name}: It has no meals.', { name: 'Curries' }),
            deleting: false,
          },
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
    [0, text('{name}: It has no meals.', { name: 'Momo' })],
    [1, text('{name}: Its 1 meal will be deleted with it.', { name: 'Momo' })],
    [12, text('{name}: Its {count} meals will be deleted with it.', { name: 'Momo', count: 12 })],
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
          expect(seen.confirmDelete.detail).toEqual(detail);
          actor.stop();
          resolve();
        }
      });
      actor.send({ type: 'category.open' });
    });
  });
});

describe('categoryAdminMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
