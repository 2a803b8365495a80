import type { Meal } from '../../contract/meal';
import { pagedListMachine } from '../shared/paged-list.machine';

/** docs/rules/limits.md#page-size: pages of 8. */
export const MEAL_PAGE_SIZE = 8;

/** docs/rules/texts.md#error-catalogue, word for word. */
export const MEAL_LIST_MESSAGES = {
  deleted: /*i18n*/ 'Meal deleted successfully...',
  deleteFailed: /*i18n*/ 'Error deleting meal. Please try again.',
  confirmDelete: /*i18n*/ 'Are you sure you want to delete this Meal?',
  noMeals: /*i18n*/ 'No meals found',
  loadFailed: /*i18n*/ 'Error loading meals...',
} as const;

/**
 * /route/admin/meal-list (docs/rules/screens.md#admin-screens and docs/rules/states.md#search and
 * docs/rules/texts.md#error-catalogue): pages of 8 meals, or every match of the search; any refused delete is one
 * message.
 */
export const mealListMachine = pagedListMachine<Meal>({
  id: 'mealList',
  pageSize: MEAL_PAGE_SIZE,
  deleted: MEAL_LIST_MESSAGES.deleted,
  deleteFailed: MEAL_LIST_MESSAGES.deleteFailed,
});
