import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Category } from '../../contract/meal';
import { MEAL_MESSAGES } from '../../contract/meal-admin';
import type { WriteResult } from './meal-admin-api';
import {
  mealFormMachine,
  selectMealForm,
  type MealFormEvent,
  type MealFormLoaded,
  type MealSave,
} from './meal-form.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { ok } from '../shared/result';

/** The add form end to end on fakes that answer at once; its every transition is in meal-form.machine.test.ts. */

const categories: Category[] = [{ id: 1, name: 'Momo', meal_count: 3 }];
const addLoaded: MealFormLoaded = { categories: ok(categories), meal: null };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the add form (docs/rules/validation.md#meal-form) and its images', () => {
  const png = (bytes = 10, type = 'image/png') => new File([new Uint8Array(bytes)], 'momo.png', { type });
  const filled = (): MealFormEvent[] => [
    { type: 'mealForm.change', field: 'name', value: 'Veg Momo' },
    { type: 'mealForm.change', field: 'price', value: '240' },
    { type: 'mealForm.change', field: 'half_plate_price', value: '130' },
    { type: 'mealForm.change', field: 'ingredients', value: 'cabbage, carrot, flour' },
    { type: 'mealForm.change', field: 'description', value: 'A'.repeat(120) },
    { type: 'mealForm.change', field: 'category_id', value: '1' },
    { type: 'mealForm.image', field: 'main_image', file: png() },
  ];

  async function openAdd(saveResult: WriteResult<string>) {
    const saves: MealSave[] = [];
    const toasts: NotifyEvent[] = [];
    const navigations: NavigateEvent[] = [];
    const actor = createActor(
      mealFormMachine.provide({
        actors: {
          load: fromPromise(async () => addLoaded),
          save: fromPromise<WriteResult<string>, MealSave>(async ({ input }) => {
            saves.push(input);
            return saveResult;
          }),
        },
      }),
    );
    actor.on('notify', (toast) => toasts.push(toast));
    actor.on('navigate', (to) => navigations.push(to));
    actor.start();
    actor.send({ type: 'mealForm.open', mode: 'add' });
    await settle();
    return { actor, saves, toasts, navigations };
  }

  it("a complete add form is sent, toasts 'Meal created successfully..' and goes to the meal list", async () => {
    const { actor, saves, toasts, navigations } = await openAdd(ok('Meal created successfully..'));
    for (const event of filled()) actor.send(event);
    actor.send({ type: 'mealForm.submit' });
    await settle();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.meal.fields).toMatchObject({ name: 'Veg Momo', meal_type: 'Plate', half_plate_price: '130' });
    expect(Object.keys(saves[0]!.meal.images)).toEqual(['main_image']);
    expect(toasts).toEqual([{ type: 'notify', level: 'success', message: 'Meal created successfully..' }]);
    expect(navigations).toEqual([{ type: 'navigate', to: '/route/admin/meal-list' }]);
  });

  it("a refused add toasts 'Unexpected error' and shows the server's field errors inline", async () => {
    const { actor, toasts } = await openAdd({ ok: false, message: 'x', status: 400, fields: { name: 'Taken' } });
    for (const event of filled()) actor.send(event);
    actor.send({ type: 'mealForm.submit' });
    await settle();
    expect(toasts).toEqual([{ type: 'notify', level: 'error', message: 'Unexpected error' }]);
    expect(selectMealForm(actor.getSnapshot()).errors).toEqual({ name: 'Taken' });
  });

  it('a Piece needs no half plate price; a Plate does', async () => {
    const { actor, saves } = await openAdd(ok('ok'));
    for (const event of filled()) actor.send(event);
    actor.send({ type: 'mealForm.change', field: 'half_plate_price', value: '' });
    actor.send({ type: 'mealForm.submit' });
    expect(selectMealForm(actor.getSnapshot()).errors).toEqual({ half_plate_price: MEAL_MESSAGES.halfPriceRequired });
    actor.send({ type: 'mealForm.mealType', value: 'Piece' });
    expect(selectMealForm(actor.getSnapshot()).errors).toEqual({});
    actor.send({ type: 'mealForm.submit' });
    await settle();
    expect(saves[0]!.meal.fields).toMatchObject({ meal_type: 'Piece', half_plate_price: '' });
  });

  it.each([
    ['a GIF', png(10, 'image/gif'), MEAL_MESSAGES.onlyImages],
    ['a PDF', new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }), 'Only image files are allowed'],
    ['a PNG over 40 MB', png(41_943_041), 'Image must be less than 40MB'],
  ])('%s is refused as soon as it is chosen', async (_, file, message) => {
    const { actor } = await openAdd(ok('ok'));
    actor.send({ type: 'mealForm.image', field: 'image1', file });
    expect(selectMealForm(actor.getSnapshot()).errors).toEqual({ image1: message });
  });

  it('a PNG of exactly 40 MB is accepted', async () => {
    const { actor } = await openAdd(ok('ok'));
    actor.send({ type: 'mealForm.image', field: 'image2', file: png(41_943_040) });
    expect(selectMealForm(actor.getSnapshot()).errors).toEqual({});
  });
});
