import { assign, emit, fromPromise, setup } from 'xstate';
import type { Category } from '../../contract/meal';
import { nameError, type CategoryAdminContext } from './category-admin-view';
import type { WriteResult } from './meal-admin-api';
import { ifAnsweredOk, settleRead } from '../shared/answer';
import { confirmingDelete, selectedRow } from '../shared/confirm-delete';
import { notify, type NotifyEvent } from '../shared/notify';
import type { Result } from '../shared/result';

// The page reads the machine through its view-model; re-exported so it keeps importing from the machine.
export { selectCategoryAdmin, type CategoryAdminView } from './category-admin-view';

/** docs/rules/states.md#category-delete: the confirmation follows the warning after 1.5 s. */
export const DELETE_CONFIRM_DELAY_MS = 1500;
export const DELETE_WARNING = /*i18n*/ 'All the meals of this category will also be deleted...';

export type CategoryAdminEvent =
  | { type: 'category.open' }
  | { type: 'category.retry' }
  | { type: 'category.add.change'; name: string }
  | { type: 'category.add.submit' }
  | { type: 'category.edit'; id: number }
  | { type: 'category.edit.change'; name: string }
  | { type: 'category.edit.save' }
  | { type: 'category.edit.cancel' }
  | { type: 'category.delete'; id: number }
  | { type: 'category.delete.confirm' }
  | { type: 'category.delete.cancel' };

const fresh = (): CategoryAdminContext => ({
  categories: [],
  loadError: null,
  name: '',
  submitted: false,
  serverError: null,
  selected: null,
  editName: '',
  editServerError: null,
});

// How a delete settles: the list read again once it is gone; a refusal and a throw alike keep it, and say so.
const deleted = { guard: ifAnsweredOk, target: '#categoryAdmin.loading', actions: ['deselect', 'sayDeleted'] } as const;
const deleteFailed = { target: 'idle', actions: ['deselect', 'sayDeleteFailed'] } as const;

/**
 * /route/admin/category (docs/rules/screens.md#admin-screens and docs/rules/states.md#category-delete and
 * docs/rules/validation.md#category and docs/rules/texts.md#error-catalogue): the list with each category's meal count,
 * an add form, an edit modal, and a delete that first warns that the category's meals go with it and, 1.5 s later, asks
 * to confirm.
 */
export const categoryAdminMachine = setup({
  types: {
    context: {} as CategoryAdminContext,
    events: {} as CategoryAdminEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    load: fromPromise<Result<Category[]>>(async () => {
      throw new Error('load is provided at the app boundary');
    }),
    add: fromPromise<WriteResult<string>, { name: string }>(async () => {
      throw new Error('add is provided at the app boundary');
    }),
    update: fromPromise<WriteResult<string>, { id: number; name: string }>(async () => {
      throw new Error('update is provided at the app boundary');
    }),
    remove: fromPromise<Result<string>, { id: number }>(async () => {
      throw new Error('remove is provided at the app boundary');
    }),
  },
  delays: { confirmDelay: DELETE_CONFIRM_DELAY_MS },
  guards: {
    nameValid: ({ context }) => nameError(context.name) === undefined,
    editNameValid: ({ context }) => nameError(context.editName) === undefined,
    answeredOk: (_, result: Result<unknown> | WriteResult<unknown>) => result.ok,
    /** A refusal the server gave (it answered), as against no answer at all. */
    refused: (_, result: WriteResult<unknown>) => !result.ok && result.status !== undefined,
  },
  actions: {
    deselect: assign({ selected: null, editName: '' }),
    setCategories: assign((_, categories: Category[]) => ({ categories, loadError: null })),
    sayLoadFailed: assign({ loadError: /*i18n*/ 'Failed to load categories' }),
    sayDeleted: emit(notify('success', /*i18n*/ 'Meal Category deleted successfully...')),
    sayDeleteFailed: emit(notify('error', /*i18n*/ 'Error deleting meal category. Please try again.')),
  },
}).createMachine({
  id: 'categoryAdmin',
  context: fresh,
  initial: 'loading',
  on: {
    'category.open': { target: '.loading', reenter: true, actions: assign(fresh) },
  },
  states: {
    loading: {
      invoke: {
        src: 'load',
        ...settleRead('setCategories', 'ready', { target: 'failed', actions: 'sayLoadFailed' }),
      },
    },
    failed: {
      on: { 'category.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      on: {
        'category.add.change': {
          actions: assign({ name: ({ event }) => event.name, serverError: null }),
        },
      },
      states: {
        idle: {
          on: {
            'category.add.submit': [
              { guard: 'nameValid', target: 'adding', actions: assign({ submitted: true, serverError: null }) },
              { actions: assign({ submitted: true, serverError: null }) },
            ],
            'category.edit': {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                selected: event.id,
                editName: context.categories.find((category) => category.id === event.id)?.name ?? '',
                editServerError: null,
              })),
            },
            'category.delete': {
              target: 'warned',
              actions: [assign({ selected: ({ event }) => event.id }), emit(notify('warning', DELETE_WARNING))],
            },
          },
        },
        adding: {
          // The name being sent stays as sent, so the answer speaks of what is on screen.
          on: { 'category.add.change': {} },
          invoke: {
            src: 'add',
            input: ({ context }) => ({ name: context.name.trim() }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: '#categoryAdmin.loading',
                actions: [
                  assign({ name: '', submitted: false, serverError: null }),
                  emit(notify('success', /*i18n*/ 'Category added successfully!')),
                ],
              },
              {
                guard: { type: 'refused', params: ({ event }) => event.output },
                target: 'idle',
                actions: [
                  assign({ serverError: ({ event }) => (event.output.ok ? null : event.output.fields?.name ?? null) }),
                  emit(notify('error', /*i18n*/ 'Failed to add category')),
                ],
              },
              { target: 'idle', actions: emit(notify('error', /*i18n*/ 'An error occurred while adding category')) },
            ],
            onError: { target: 'idle', actions: emit(notify('error', /*i18n*/ 'An error occurred while adding category')) },
          },
        },
        editing: {
          on: {
            'category.edit.change': { actions: assign({ editName: ({ event }) => event.name, editServerError: null }) },
            'category.edit.save': {
              guard: 'editNameValid',
              target: 'updating',
              actions: assign({ editServerError: null }),
            },
            'category.edit.cancel': { target: 'idle', actions: 'deselect' },
          },
        },
        updating: {
          invoke: {
            src: 'update',
            input: ({ context }) => ({ id: context.selected ?? 0, name: context.editName.trim() }),
            onDone: [
              {
                guard: ifAnsweredOk,
                target: '#categoryAdmin.loading',
                actions: ['deselect', emit(notify('success', /*i18n*/ 'Category updated successfully'))],
              },
              {
                // Why, when the server said: "A category with this name already exists" under the name.
                target: 'editing',
                actions: [
                  assign({
                    editServerError: ({ event }) => (event.output.ok ? null : event.output.fields?.name ?? null),
                  }),
                  emit(notify('error', /*i18n*/ 'Error updating category')),
                ],
              },
            ],
            onError: { target: 'editing', actions: emit(notify('error', /*i18n*/ 'Error updating category')) },
          },
        },
        // The warning is on screen; the question follows once it has been read.
        warned: {
          after: { confirmDelay: 'confirming' },
        },
        confirming: confirmingDelete('category', 'deselect'),
        deleting: {
          invoke: {
            src: 'remove',
            input: selectedRow,
            onDone: [deleted, deleteFailed],
            onError: deleteFailed,
          },
        },
      },
    },
  },
});
