import { fromPromise } from 'xstate';
import type { AdminFlowMakers } from '../../../machines/flows';
import { categoryAdminMachine } from '../../../machines/catalogue/category-admin.machine';
import type { MealAdminApi } from '../../../machines/catalogue/meal-admin-api';
import { mealFormMachine } from '../../../machines/catalogue/meal-form.machine';
import { mealListMachine } from '../../../machines/catalogue/meal-list.machine';
import { mealOptionsEditorMachine } from '../../../machines/catalogue/meal-options-editor.machine';
import type { SoldOutAdminApi } from '../../../machines/catalogue/sold-out-admin-api';
import { soldOutSwitchesMachine } from '../../../machines/catalogue/sold-out-switches.machine';
import { ok, whenOk } from '../../../machines/shared/result';

/** The catalogue's calls: meals, their options and categories, and what is sold out. */
export interface CatalogueApi {
  meals: MealAdminApi;
  soldOut: SoldOutAdminApi;
}

type CatalogueFlowId = 'mealForm' | 'mealOptions' | 'mealList' | 'categoryAdmin' | 'soldOutSwitches';

/**
 * The meal and category screens' flows on their calls. `menuChanged` runs after every successful write, so the
 * visitor's menu, home grid and category tabs read the change at once instead of a minute later.
 */
export function createCatalogueFlows({ meals: api, soldOut }: CatalogueApi, menuChanged: () => void): Pick<AdminFlowMakers, CatalogueFlowId> {
  const afterWrite = <T extends { ok: boolean }>(result: Promise<T>) => whenOk(result, menuChanged);
  return {
    mealForm: () =>
      mealFormMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            const [categories, meal] = await Promise.all([
              api.listCategories(),
              input.mealId === null ? null : api.loadMeal(input.mealId),
            ]);
            return { categories, meal };
          }),
          save: fromPromise(({ input }) =>
            afterWrite(
              input.mode === 'add' ? api.createMeal(input.meal) : api.updateMeal(input.mealId ?? 0, input.meal),
            ),
          ),
        },
      }),
    mealOptions: () =>
      mealOptionsEditorMachine.provide({
        actors: {
          load: fromPromise(({ input }) => api.loadOptions(input.mealId)),
          save: fromPromise(({ input }) => afterWrite(api.saveOptions(input.mealId, input.groups))),
        },
      }),
    mealList: () =>
      mealListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => api.mealPage(input.page)),
          search: fromPromise(({ input }) => api.searchMeals(input.text)),
          remove: fromPromise(({ input }) => afterWrite(api.deleteMeal(input.id))),
        },
      }),
    categoryAdmin: () =>
      categoryAdminMachine.provide({
        actors: {
          load: fromPromise(() => api.listCategories()),
          add: fromPromise(({ input }) => afterWrite(api.addCategory(input.name))),
          update: fromPromise(({ input }) => afterWrite(api.updateCategory(input.id, input.name))),
          remove: fromPromise(({ input }) => afterWrite(api.deleteCategory(input.id))),
        },
      }),
    soldOutSwitches: () =>
      soldOutSwitchesMachine.provide({
        actors: {
          loadBoard: fromPromise(() => soldOut.loadBoard()),
          loadOptions: fromPromise(async ({ input }) => {
            const groups = await soldOut.loadOptions(input.meal);
            return groups.ok ? ok({ meal: input.meal, groups: groups.data }) : groups;
          }),
          switchSoldOut: fromPromise(({ input }) => soldOut.switchSoldOut(input)),
        },
      }),
  };
}
