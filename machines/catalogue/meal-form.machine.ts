import { assign, emit, fromPromise, setup } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { Category, Meal } from '../../contract/meal';
import { MEAL_IMAGE_FIELDS, type MealImageField } from '../../contract/meal-admin';
import type { MealFields, MealSubmission, WriteResult } from './meal-admin-api';
import {
  emptyFields,
  fieldsOf,
  mealFormErrors,
  noImages,
  noPaths,
  without,
  type MealFormContext,
  type MealFormErrors,
  type MealFormMode,
  type MealTextField,
} from './meal-form-fields';
import { navigate, type NavigateEvent } from '../shared/navigate';
import { notify, type NotifyEvent } from '../shared/notify';
import { text, type Text } from '../shared/text';
import { okData } from '../shared/ok-data';
import type { Result } from '../shared/result';

// Importers (the page, the restaurant info form, the tests) keep reading these from the machine.
export {
  imageError,
  MEAL_IMAGE_TYPES,
  mealFormErrors,
  type MealFormErrors,
  type MealFormField,
  type MealFormMode,
  type MealTextField,
} from './meal-form-fields';
export { selectMealForm, type MealFormView } from './meal-form-view';

export const MEAL_LIST_PATH = '/route/admin/meal-list';

export type MealFormEvent =
  | { type: 'mealForm.open'; mode: 'add' }
  | { type: 'mealForm.open'; mode: 'update'; id: number }
  | { type: 'mealForm.change'; field: MealTextField; value: string }
  | { type: 'mealForm.mealType'; value: MealFields['meal_type'] }
  | { type: 'mealForm.nonVeg'; value: boolean }
  | { type: 'mealForm.image'; field: MealImageField; file: File | null }
  | { type: 'mealForm.submit' }
  | { type: 'mealForm.retry' };

export interface MealFormLoaded {
  categories: Result<Category[]>;
  /** null when adding. */
  meal: Result<Meal> | null;
}

export interface MealSave {
  mode: MealFormMode;
  mealId: number | null;
  meal: MealSubmission;
}

const fresh = (mode: MealFormMode, mealId: number | null): MealFormContext => ({
  mode,
  mealId,
  values: emptyFields(),
  images: noImages(),
  stored: noPaths(),
  categories: [],
  submitted: false,
  serverErrors: {},
  loadError: null,
});

const isValid = (context: MealFormContext) => Object.keys(mealFormErrors(context)).length === 0;

const submission = ({ values, images }: MealFormContext): MealSubmission => ({
  fields: values,
  images: Object.fromEntries(MEAL_IMAGE_FIELDS.flatMap((field) => (images[field] ? [[field, images[field]]] : []))),
});

const savedText = (mode: MealFormMode) =>
  mode === 'add' ? /*i18n*/ 'Meal created successfully..' : /*i18n*/ 'Meal updated successfully!';
const MEAL_LOAD_FAILED = /*i18n*/ 'Error loading meal details.';
const CATEGORIES_LOAD_FAILED = /*i18n*/ 'Failed to load categories';
const failedText = (mode: MealFormMode, message: string | null): Text =>
  mode === 'add'
    ? /*i18n*/ 'Unexpected error'
    : message && message !== SOMETHING_WENT_WRONG
      ? text(/*i18n*/ 'Failed to update meal: {message}', { message })
      : /*i18n*/ 'Failed to update meal: Something went wrong!';

/**
 * Add Meal and Update Meal (docs/rules/screens.md#admin-screens and docs/rules/states.md#meal-form and
 * docs/rules/validation.md#meal-form): one form. It loads the categories (and the meal being edited), checks the
 * docs/rules/validation.md#meal-form rules of its mode, sends the fields and the chosen images as one multipart body,
 * and after success goes to the meal list. Choosing Piece clears the half plate price and keeps it empty: a piece has
 * no half plate.
 */
export const mealFormMachine = setup({
  types: {
    context: {} as MealFormContext,
    events: {} as MealFormEvent,
    emitted: {} as NotifyEvent | NavigateEvent,
  },
  actors: {
    load: fromPromise<MealFormLoaded, { mealId: number | null }>(async () => {
      throw new Error('load is provided at the app boundary');
    }),
    save: fromPromise<WriteResult<string>, MealSave>(async () => {
      throw new Error('save is provided at the app boundary');
    }),
  },
  guards: {
    isValid: ({ context }) => isValid(context),
    sameForm: ({ context, event }) =>
      event.type === 'mealForm.open' && event.mode === context.mode && (event.mode === 'add' || event.id === context.mealId),
    loadedOk: (_, loaded: MealFormLoaded) => loaded.categories.ok && (loaded.meal === null || loaded.meal.ok),
    answeredOk: (_, result: WriteResult<string>) => result.ok,
  },
  actions: {
    markSubmitted: assign({ submitted: true }),
  },
}).createMachine({
  id: 'mealForm',
  context: fresh('add', null),
  initial: 'closed',
  on: {
    'mealForm.open': {
      target: '.loading',
      reenter: true,
      actions: assign(({ event }) => fresh(event.mode, event.mode === 'update' ? event.id : null)),
    },
  },
  states: {
    closed: {},
    loading: {
      invoke: {
        src: 'load',
        input: ({ context }) => ({ mealId: context.mealId }),
        onDone: [
          {
            guard: { type: 'loadedOk', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign(({ context, event }) => {
              const meal = event.output.meal ? okData(event.output.meal) : null;
              return {
                categories: okData(event.output.categories),
                values: meal ? fieldsOf(meal) : context.values,
                stored: meal ? { main_image: meal.main_image, image1: meal.image1, image2: meal.image2 } : context.stored,
              };
            }),
          },
          {
            target: 'failed',
            actions: assign({
              loadError: ({ event }) =>
                event.output.meal && !event.output.meal.ok ? MEAL_LOAD_FAILED : CATEGORIES_LOAD_FAILED,
            }),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            loadError: ({ context }) => (context.mode === 'update' ? MEAL_LOAD_FAILED : CATEGORIES_LOAD_FAILED),
          }),
        },
      },
    },
    failed: {
      on: { 'mealForm.retry': { target: 'loading', actions: assign({ loadError: null }) } },
    },
    editing: {
      on: {
        // The form is kept for the visit: back on the same form, what was typed is still there (a new one starts fresh).
        'mealForm.open': { guard: 'sameForm' },
        'mealForm.change': [
          // Disabled for a Piece (docs/rules/states.md#meal-form): nothing typed there is kept.
          { guard: ({ context, event }) => event.field === 'half_plate_price' && context.values.meal_type === 'Piece' },
          {
            actions: assign(({ context, event }) => ({
              values: { ...context.values, [event.field]: event.value },
              serverErrors: without(context.serverErrors, event.field),
            })),
          },
        ],
        'mealForm.mealType': {
          actions: assign(({ context, event }) => ({
            values: {
              ...context.values,
              meal_type: event.value,
              half_plate_price: event.value === 'Piece' ? '' : context.values.half_plate_price,
            },
            serverErrors: without(without(context.serverErrors, 'meal_type'), 'half_plate_price'),
          })),
        },
        'mealForm.nonVeg': {
          actions: assign(({ context, event }) => ({
            values: { ...context.values, is_non_veg: event.value },
            serverErrors: without(context.serverErrors, 'is_non_veg'),
          })),
        },
        'mealForm.image': {
          actions: assign(({ context, event }) => ({
            images: { ...context.images, [event.field]: event.file },
            serverErrors: without(context.serverErrors, event.field),
          })),
        },
        'mealForm.submit': [
          { guard: 'isValid', target: 'submitting', actions: 'markSubmitted' },
          { actions: 'markSubmitted' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'save',
        input: ({ context }) => ({ mode: context.mode, mealId: context.mealId, meal: submission(context) }),
        onDone: [
          {
            guard: { type: 'answeredOk', params: ({ event }) => event.output },
            target: 'closed',
            actions: [
              emit(({ context }) => notify('success', savedText(context.mode))),
              emit(navigate(MEAL_LIST_PATH)),
            ],
          },
          {
            target: 'editing',
            actions: [
              assign({
                serverErrors: ({ event }) => (event.output.ok ? {} : ((event.output.fields ?? {}) as MealFormErrors)),
              }),
              emit(({ context, event }) => notify('error', failedText(context.mode, event.output.ok ? null : event.output.message))),
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: emit(({ context }) => notify('error', failedText(context.mode, null))),
        },
      },
    },
  },
});
