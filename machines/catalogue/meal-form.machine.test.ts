import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { Category } from '../../contract/meal';
import { MEAL_MESSAGES } from '../../contract/meal-admin';
import type { MealFields, WriteResult } from './meal-admin-api';
import {
  mealFormErrors,
  mealFormMachine,
  selectMealForm,
  type MealFormEvent,
  type MealFormLoaded,
} from './meal-form.machine';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok } from '../shared/result';
import { text } from '../shared/text';
import { chickenMomo } from '../shared/testing/fixtures';
import { formHarness, quiet, saw, type FormWorld } from '../shared/testing/form-harness';
import { answersOf, endings } from '../shared/testing/fake-calls';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { itReplaysEveryRule, sentIn, toast } from '../shared/testing/rules';

const [LOADED, LOAD_THREW] = answersOf(mealFormMachine, 'mealForm.loading');
const [SAVED, SAVE_THREW] = answersOf(mealFormMachine, 'mealForm.submitting');

const categories: Category[] = [
  { id: 1, name: 'Momo', meal_count: 3 },
  { id: 2, name: 'Curries', meal_count: 2 },
];
const momo = chickenMomo;

const addLoaded: MealFormLoaded = { categories: ok(categories), meal: null };
const updateLoaded: MealFormLoaded = { categories: ok(categories), meal: ok(momo) };
const answersWhileLoading = (mode: 'add' | 'update'): GraphEvent[] => [
  { type: LOADED, output: mode === 'add' ? addLoaded : updateLoaded },
  { type: LOADED, output: { categories: failure('Something went wrong', 500), meal: mode === 'add' ? null : ok(momo) } },
  ...(mode === 'update' ? [{ type: LOADED, output: { categories: ok(categories), meal: failure('Not found.', 404) } }] : []),
  { type: LOAD_THREW, error: new Error('load threw') },
];

const REFUSED_FIELDS = { description: 'Description must be at least 10 characters' };
const editEvents: MealFormEvent[] = [
  { type: 'mealForm.mealType', value: 'Piece' },
  { type: 'mealForm.mealType', value: 'Plate' },
  { type: 'mealForm.change', field: 'half_plate_price', value: '' },
  { type: 'mealForm.change', field: 'half_plate_price', value: '120' },
  { type: 'mealForm.change', field: 'description', value: 'Too short' },
  { type: 'mealForm.submit' },
];

const edges = edgesOf(mealFormMachine, {
  events: (state) => [
    { type: 'mealForm.open', mode: 'add' },
    { type: 'mealForm.open', mode: 'update', id: 7 },
    ...(state.matches('loading') ? answersWhileLoading(state.context.mode) : []),
    ...(state.matches('failed') ? [{ type: 'mealForm.retry' }] : []),
    ...(state.matches('editing') || state.matches('submitting') ? editEvents : []),
    ...(state.matches('submitting')
      ? endings(
          [SAVED, SAVE_THREW],
          [
            ok('saved'),
            { ok: false, message: REFUSED_FIELDS.description, status: 400, fields: REFUSED_FIELDS },
            failure('Something went wrong'),
          ],
          'save',
        )
      : []),
  ],
});

const harness = formHarness(mealFormMachine, { actors: ['load', 'save'] });

type Snapshot = Parameters<typeof selectMealForm>[0];
const view = (snapshot: AnyMachineSnapshot) => selectMealForm(snapshot as unknown as Snapshot);
const valuesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.values as MealFields;
const halfPlateTyped = (event: GraphEvent) => event.type === 'mealForm.change' && event.field === 'half_plate_price';
const editing = (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches('editing') && event.type !== 'mealForm.open' && event.type !== 'mealForm.submit';

/** The same form opened again while it is being filled: the add form, or the update of the same meal. */
const reopened = (from: AnyMachineSnapshot, event: GraphEvent) =>
  event.type === 'mealForm.open' &&
  from.matches('editing') &&
  event.mode === from.context.mode &&
  (event.mode === 'add' || event.id === from.context.mealId);

/**
 * docs/rules/validation.md#meal-form, written out apart from the contract: an update needs a description of 10 or more
 * characters.
 */
const descriptionOk = (values: MealFields, mode: string) =>
  mode === 'update' ? values.description.length >= 10 : values.description.length >= 100;

/**
 * The server's earlier refusal does not block a second try: only the form's own
 * docs/rules/validation.md#validation-rules checks do.
 */
const clientValid = (from: AnyMachineSnapshot) => Object.keys(mealFormErrors(from.context)).length === 0;

const rules: Rule<FormWorld>[] = [
  {
    title: 'meal form: opening it starts fresh and loads the categories (and the meal being updated)',
    applies: (from, event) => event.type === 'mealForm.open' && !reopened(from, event),
    holds: (_, event, to, world) => {
      expect(to.value).toBe('loading');
      expect(view(to).errors).toEqual({});
      expect(world).toEqual(saw({ calls: [{ load: { mealId: event.mode === 'update' ? 7 : null } }] }));
    },
  },
  {
    title: 'meal form: back on the form being filled (the same add, or the same meal), what was typed stays',
    applies: reopened,
    holds: (from, _, to, world) => {
      expect(to.value).toBe('editing');
      expect(to.context).toEqual(from.context);
      quiet(world);
    },
  },
  {
    title: 'meal form: once loaded it offers the categories, filled with the meal when updating',
    applies: (from, event) => sentIn('loading', LOADED)(from, event) && (event.output as MealFormLoaded).categories.ok &&
      ((event.output as MealFormLoaded).meal?.ok ?? true),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ status: 'editing', categories });
      if (from.context.mode === 'update') {
        expect(valuesOf(to)).toEqual({
          name: 'Chicken Momo',
          price: '280',
          half_plate_price: '150',
          meal_type: 'Plate',
          ingredients: 'chicken, flour, onion',
          description: momo.description,
          category_id: '1',
          is_non_veg: true,
        });
        expect(view(to).stored.main_image).toBe('/media/meals/momo.webp');
      } else {
        expect(valuesOf(to)).toMatchObject({ name: '', meal_type: 'Plate', half_plate_price: '' });
      }
      quiet(world);
    },
  },
  {
    title: "meal form: a failed load says 'Error loading meal details.' or 'Failed to load categories'",
    applies: (from, event) =>
      (sentIn('loading', LOADED)(from, event) &&
        !((event.output as MealFormLoaded).categories.ok && ((event.output as MealFormLoaded).meal?.ok ?? true))) ||
      sentIn('loading', LOAD_THREW)(from, event),
    holds: (from, event, to, world) => {
      const output = event.output as MealFormLoaded | undefined;
      const mealFailed = output ? output.meal !== null && !output.meal.ok : from.context.mode === 'update';
      expect(view(to)).toMatchObject({
        status: 'failed',
        loadError: mealFailed ? 'Error loading meal details.' : 'Failed to load categories',
      });
      quiet(world);
    },
  },
  {
    title: 'meal form: retry loads again',
    applies: sentIn('failed', 'mealForm.retry'),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('loading');
      expect(world).toEqual(saw({ calls: [{ load: { mealId: from.context.mealId } }] }));
    },
  },
  {
    title: 'choosing Piece clears and disables half plate price',
    applies: (from, event) => editing(from, event) && event.type === 'mealForm.mealType' && event.value === 'Piece',
    holds: (from, _, to, world) => {
      expect(valuesOf(to)).toEqual({ ...valuesOf(from), meal_type: 'Piece', half_plate_price: '' });
      expect(view(to).halfPlateDisabled).toBe(true);
      quiet(world);
    },
  },
  {
    title: 'meal form: choosing Plate enables half plate price again, keeping what it holds',
    applies: (from, event) => editing(from, event) && event.type === 'mealForm.mealType' && event.value === 'Plate',
    holds: (from, _, to, world) => {
      expect(valuesOf(to)).toEqual({ ...valuesOf(from), meal_type: 'Plate' });
      expect(view(to).halfPlateDisabled).toBe(false);
      quiet(world);
    },
  },
  {
    title: 'meal form: half plate price stays empty while Piece is chosen (the field is disabled)',
    applies: (from, event) => editing(from, event) && halfPlateTyped(event) && valuesOf(from).meal_type === 'Piece',
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(valuesOf(to).half_plate_price).toBe('');
      quiet(world);
    },
  },
  {
    title: 'meal form: typing changes only that field and clears the server error on it',
    applies: (from, event) =>
      editing(from, event) &&
      event.type === 'mealForm.change' &&
      !(halfPlateTyped(event) && valuesOf(from).meal_type === 'Piece'),
    holds: (from, event, to, world) => {
      expect(valuesOf(to)).toEqual({ ...valuesOf(from), [event.field as string]: event.value });
      expect(to.context.serverErrors[event.field as string]).toBeUndefined();
      quiet(world);
    },
  },
  {
    title: 'meal form: submit with a docs/rules/validation.md#meal-form error shows every error inline and sends nothing',
    applies: (from, event) =>
      sentIn('editing', 'mealForm.submit')(from, event) && !clientValid(from),
    holds: (from, _, to, world) => {
      const { errors } = view(to);
      const values = valuesOf(to);
      expect(to.value).toBe('editing');
      if (from.context.mode === 'add') {
        expect(errors.main_image).toBe(MEAL_MESSAGES.mainImageRequired);
        expect(errors.name).toBe(MEAL_MESSAGES.nameRequired);
        expect(errors.half_plate_price).toBe(
          values.meal_type === 'Plate' && values.half_plate_price === '' ? MEAL_MESSAGES.halfPriceRequired : undefined,
        );
      } else {
        // Update: no half plate rule, images optional (docs/rules/validation.md#meal-form).
        expect(errors.half_plate_price).toBeUndefined();
        expect(errors.main_image).toBeUndefined();
      }
      if (!descriptionOk(values, from.context.mode)) {
        const short =
          from.context.mode === 'add' ? MEAL_MESSAGES.descriptionShortOnAdd : MEAL_MESSAGES.descriptionShortOnUpdate;
        expect(errors.description).toBe(values.description === '' ? MEAL_MESSAGES.descriptionRequired : short);
      }
      quiet(world);
    },
  },
  {
    title: 'meal form: submit of a valid form sends its fields and chosen images',
    applies: (from, event) =>
      sentIn('editing', 'mealForm.submit')(from, event) && clientValid(from),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('submitting');
      // Only an update can be valid on this graph (an add has no image); Piece sends no half plate price.
      expect(descriptionOk(valuesOf(from), 'update')).toBe(true);
      expect(world).toEqual(
        saw({ calls: [{ save: { mode: 'update', mealId: 7, meal: { fields: valuesOf(from), images: {} } } }] }),
      );
    },
  },
  {
    title: 'meal form: while it is being sent, editing or submitting again changes nothing',
    applies: (from, event) => from.matches('submitting') && editEvents.some((edit) => edit.type === event.type),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(to.value).toBe('submitting');
      quiet(world);
    },
  },
  {
    title: "meal form: saved → 'Meal updated successfully!' (or 'Meal created successfully..') and the meal list",
    applies: (from, event) => sentIn('submitting', SAVED)(from, event) && (event.output as WriteResult<string>).ok,
    holds: (from, _, __, world) => {
      const message = from.context.mode === 'add' ? 'Meal created successfully..' : 'Meal updated successfully!';
      expect(world).toEqual(
        saw({
          toasts: [toast('success', message)],
          navigations: [{ type: 'navigate', to: '/route/admin/meal-list' }],
        }),
      );
    },
  },
  {
    title: "meal form: refused → 'Failed to update meal: {server message or Something went wrong!}', field errors inline",
    applies: (from, event) =>
      (sentIn('submitting', SAVED)(from, event) && !(event.output as WriteResult<string>).ok) ||
      sentIn('submitting', SAVE_THREW)(from, event),
    holds: (_, event, to, world) => {
      const output = event.output as WriteResult<string> | undefined;
      const refusedFields = output && !output.ok && output.fields;
      const message = output && !output.ok && output.message !== 'Something went wrong' ? output.message : null;
      const said: NotifyEvent = {
        type: 'notify',
        level: 'error',
        message:
          message === null
            ? 'Failed to update meal: Something went wrong!'
            : text('Failed to update meal: {message}', { message }),
      };
      expect(to.value).toBe('editing');
      expect(view(to).errors).toMatchObject(refusedFields || {});
      expect(world).toEqual(saw({ toasts: [said] }));
    },
  },
];

describe('mealFormMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
