import type { Meal } from '../../contract/meal';
import { failure } from '../shared/result';
import { MEAL_LIST_MESSAGES, mealListMachine } from './meal-list.machine';
import { describePagedListModel } from '../shared/testing/paged-list-model';

const meal = (id: number, name: string): Meal => ({
  id,
  name,
  description: 'A dish of the house.',
  price: 100 + id,
  half_plate_price: null,
  meal_type: 'Piece',
  ingredients: 'flour, water',
  main_image: null,
  image1: null,
  image2: null,
  category: null,
  is_non_veg: false,
  rating: null,
  rating_count: 0,
  created_at: '2026-01-01T00:00:00Z',
});

describePagedListModel({
  machine: mealListMachine,
  item: 'meal',
  // Pages of 8 (docs/rules/limits.md#page-size), written out so a changed page size fails here.
  pageSize: 8,
  calls: {
    page: 'GET /meal/meals/?page=1&page_size=8',
    search: 'GET /meal/search/',
    remove: 'DELETE /meal/{id}/delete/',
  },
  texts: MEAL_LIST_MESSAGES,
  pageOne: { count: 9, results: [meal(1, 'Momo'), meal(2, 'Thukpa')] },
  pageTwo: { count: 9, results: [meal(9, 'Sel Roti')] },
  search: { typed: ' momo ', matches: [meal(1, 'Momo')] },
  // A meal already gone is no different from any other refusal here.
  refusals: [
    { answer: failure('Not found.', 404), toast: MEAL_LIST_MESSAGES.deleteFailed },
    { answer: failure('Something went wrong', 500), toast: MEAL_LIST_MESSAGES.deleteFailed },
  ],
  refusalRule: `any refusal or failure shows '${MEAL_LIST_MESSAGES.deleteFailed}'`,
  goneReloads: false,
});
