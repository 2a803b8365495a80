import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { RESTAURANT_INFO_MESSAGES as M, type RestaurantInfo } from '../../contract/about';
import { MEAL_MESSAGES } from '../../contract/meal-admin';
import type { WriteResult } from '../catalogue/meal-admin-api';
import type { RestaurantInfoValues } from './restaurant-admin-api';
import {
  restaurantInfoErrors,
  restaurantInfoFormMachine,
  selectRestaurantInfoForm,
  type RestaurantInfoEvent,
} from './restaurant-info-form.machine';
import { failure, ok, type Result } from '../shared/result';
import { formHarness, quiet, saw, type FormWorld } from '../shared/testing/form-harness';
import { answersOf, endings } from '../shared/testing/fake-calls';
import { edgesOf, type GraphEvent, type Rule } from '../shared/testing/graph-replay';
import { itReplaysEveryRule, sentIn, toast } from '../shared/testing/rules';
import { formOf, gif, png, savedInfo, stored } from './testing/restaurant-info-fixtures';

const [LOADED, LOAD_THREW] = answersOf(restaurantInfoFormMachine, 'restaurantInfoForm.loading');
const [SAVED, SAVE_THREW] = answersOf(restaurantInfoFormMachine, 'restaurantInfoForm.submitting');

const REFUSED = { description: M.descriptionMin, image: MEAL_MESSAGES.onlyImages };
const editEvents: RestaurantInfoEvent[] = [
  { type: 'restaurantInfo.change', field: 'description', value: 'Too short' },
  { type: 'restaurantInfo.change', field: 'description', value: savedInfo.description },
  { type: 'restaurantInfo.image', file: png },
  { type: 'restaurantInfo.image', file: gif },
  { type: 'restaurantInfo.image', file: null },
  { type: 'restaurantInfo.submit' },
];

const edges = edgesOf(restaurantInfoFormMachine, {
  events: (state) => [
    ...(state.matches('loading')
      ? endings([LOADED, LOAD_THREW], [ok(stored), ok(null), failure('Something went wrong', 500)], 'load')
      : []),
    { type: 'restaurantInfo.retry' },
    ...editEvents,
    ...(state.matches('submitting')
      ? [
          { type: SAVED, output: ok(savedInfo) },
          {
            type: SAVED,
            output: { ok: false, message: `${REFUSED.description}, ${REFUSED.image}`, status: 400, fields: REFUSED },
          },
          { type: SAVED, output: failure('Something went wrong', 500) },
          { type: SAVE_THREW, error: new Error('save threw') },
        ]
      : []),
  ],
});

const harness = formHarness(restaurantInfoFormMachine, { actors: ['load', 'save'] });

type Snapshot = Parameters<typeof selectRestaurantInfoForm>[0];
const view = (snapshot: AnyMachineSnapshot) => selectRestaurantInfoForm(snapshot as unknown as Snapshot);
const valuesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.values as RestaurantInfoValues;
const isEdit = (event: GraphEvent) => event.type === 'restaurantInfo.change' || event.type === 'restaurantInfo.image';
const clientValid = (from: AnyMachineSnapshot) => Object.keys(restaurantInfoErrors(from.context)).length === 0;
const savedOk = (event: GraphEvent) => event.type === SAVED && (event.output as WriteResult<RestaurantInfo>).ok;

/** The form on screen filled from `info`, its picture the stored one, no errors. */
const editing = (info: RestaurantInfo) => ({
  status: 'editing',
  values: formOf(info),
  stored: info.image,
  firstTime: false,
  errors: {},
});

const rules: Rule<FormWorld>[] = [
  {
    title: 'restaurant info: the form opens filled with what GET /about/about/ holds, its picture shown',
    applies: (from, event) =>
      sentIn('loading', LOADED)(from, event) &&
      (event.output as Result<unknown>).ok &&
      (event.output as { data: unknown }).data !== null,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject(editing(stored));
      quiet(world);
    },
  },
  {
    title: 'restaurant info: not set up yet (404) → an empty form that will need a picture',
    applies: (from, event) =>
      sentIn('loading', LOADED)(from, event) &&
      (event.output as Result<unknown>).ok &&
      (event.output as { data: unknown }).data === null,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ status: 'editing', stored: null, firstTime: true, errors: {} });
      expect(Object.values(valuesOf(to)).every((value) => value === '')).toBe(true);
      quiet(world);
    },
  },
  {
    title: "restaurant info: a failed load shows 'Error loading restaurant details.' with Try again",
    applies: (from, event) =>
      (sentIn('loading', LOADED)(from, event) && !(event.output as Result<unknown>).ok) ||
      sentIn('loading', LOAD_THREW)(from, event),
    holds: (_, __, to, world) => {
      expect(view(to).status).toBe('failed');
      quiet(world);
    },
  },
  {
    title: 'restaurant info: Try again loads once more',
    applies: sentIn('failed', 'restaurantInfo.retry'),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('loading');
      expect(world).toEqual(saw({ calls: [{ load: undefined }] }));
    },
  },
  {
    title: 'restaurant info: Try again when nothing failed changes nothing',
    applies: (from, event) => event.type === 'restaurantInfo.retry' && !from.matches('failed'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      quiet(world);
    },
  },
  {
    title: 'restaurant info: nothing can be typed or chosen before the form is there or while it is sent',
    applies: (from, event) => (isEdit(event) || event.type === 'restaurantInfo.submit') && !from.matches('editing'),
    holds: (from, _, to, world) => {
      expect({ value: to.value, context: to.context }).toEqual({ value: from.value, context: from.context });
      quiet(world);
    },
  },
  {
    title: 'restaurant info: typing changes only that field and clears the server error on it',
    applies: (from, event) => from.matches('editing') && event.type === 'restaurantInfo.change',
    holds: (from, event, to, world) => {
      expect(valuesOf(to)).toEqual({ ...valuesOf(from), [event.field as string]: event.value });
      expect(to.context.serverErrors[event.field as string]).toBeUndefined();
      quiet(world);
    },
  },
  {
    title: 'restaurant info: a chosen picture waits for the save; one other than jpeg/png is refused at once',
    applies: (from, event) => from.matches('editing') && event.type === 'restaurantInfo.image',
    holds: (_, event, to, world) => {
      expect(to.context.image).toBe(event.file);
      const needed = to.context.submitted && to.context.firstTime && event.file === null;
      expect(view(to).errors.image).toBe(
        event.file === gif ? 'Only image files are allowed' : needed ? M.imageRequired : undefined,
      );
      quiet(world);
    },
  },
  {
    title: 'restaurant info: submit with a docs/rules/validation.md#restaurant-info error shows every error inline and sends nothing',
    applies: (from, event) => sentIn('editing', 'restaurantInfo.submit')(from, event) && !clientValid(from),
    holds: (from, _, to, world) => {
      const { errors } = view(to);
      const values = valuesOf(to);
      expect(to.value).toBe('editing');
      if (values.description.trim().length < 10) expect(errors.description).toBe(M.descriptionMin);
      if (from.context.firstTime) {
        // The first time every required field is empty, and a picture is needed.
        expect(errors).toMatchObject({
          contact_number: M.contactRequired,
          email: M.emailRequired,
          opening_time: M.openingRequired,
          closing_time: M.closingRequired,
        });
        if (!from.context.image) expect(errors.image).toBe(M.imageRequired);
      }
      if (from.context.image === gif) expect(errors.image).toBe(MEAL_MESSAGES.onlyImages);
      // Blank extras of ours keep the stored value: never an error.
      expect(errors.name).toBeUndefined();
      quiet(world);
    },
  },
  {
    title: 'restaurant info: submit of a valid form sends every field and the chosen picture as one multipart POST',
    applies: (from, event) => sentIn('editing', 'restaurantInfo.submit')(from, event) && clientValid(from),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('submitting');
      expect(world).toEqual(saw({ calls: [{ save: { fields: valuesOf(from), image: from.context.image } }] }));
    },
  },
  {
    title: "restaurant info: saved → 'Restaurant details updated successfully!', the form shows what was stored",
    applies: (from, event) => from.matches('submitting') && savedOk(event),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ ...editing(savedInfo), image: null });
      expect(world).toEqual(saw({ toasts: [toast('success', 'Restaurant details updated successfully!')] }));
    },
  },
  {
    title: "restaurant info: refused → the server's message as a toast, its field errors inline, the form kept",
    applies: (from, event) =>
      (from.matches('submitting') && event.type === SAVED && !savedOk(event)) ||
      sentIn('submitting', SAVE_THREW)(from, event),
    holds: (from, event, to, world) => {
      const output = event.output as WriteResult<RestaurantInfo> | undefined;
      expect(to.value).toBe('editing');
      expect(valuesOf(to)).toEqual(valuesOf(from));
      expect(view(to).errors).toMatchObject(output && !output.ok ? output.fields ?? {} : {});
      expect(world).toEqual(
        saw({ toasts: [toast('error', output && !output.ok ? output.message : 'Something went wrong')] }),
      );
    },
  },
];

describe('restaurantInfoFormMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});
