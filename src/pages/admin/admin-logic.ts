import { fromPromise } from 'xstate';
import { adminOrdersMachine, liveOrders, orderCountsMachine } from '../../../machines/admin-orders.machine';
import { categoryAdminMachine } from '../../../machines/category-admin.machine';
import type { MealAdminApi } from '../../../machines/meal-admin-api';
import { mealFormMachine } from '../../../machines/meal-form.machine';
import { mealListMachine } from '../../../machines/meal-list.machine';
import type { OrderAdminApi } from '../../../machines/order-admin-api';
import type { Result } from '../../../machines/result';
import { playChime } from './chime';

/**
 * The admin screens' machines with real (or fake) calls attached. `menuChanged` runs after every successful write,
 * so the visitor's menu, home grid and category tabs read the change at once instead of a minute later.
 */
export function createAdminLogic(api: MealAdminApi, menuChanged: () => void, orders: OrderAdminApi) {
  const afterWrite = async <T extends Result<unknown> | { ok: boolean }>(result: Promise<T>): Promise<T> => {
    const answer = await result;
    if (answer.ok) menuChanged();
    return answer;
  };
  return {
    mealForm: mealFormMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) => {
          const [categories, meal] = await Promise.all([
            api.listCategories(),
            input.mealId === null ? null : api.loadMeal(input.mealId),
          ]);
          return { categories, meal };
        }),
        save: fromPromise(({ input }) =>
          afterWrite(input.mode === 'add' ? api.createMeal(input.meal) : api.updateMeal(input.mealId ?? 0, input.meal)),
        ),
      },
    }),
    mealList: mealListMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => api.mealPage(input.page)),
        search: fromPromise(({ input }) => api.searchMeals(input.text)),
        remove: fromPromise(({ input }) => afterWrite(api.deleteMeal(input.id))),
      },
    }),
    categoryAdmin: categoryAdminMachine.provide({
      actors: {
        load: fromPromise(() => api.listCategories()),
        add: fromPromise(({ input }) => afterWrite(api.addCategory(input.name))),
        update: fromPromise(({ input }) => afterWrite(api.updateCategory(input.id, input.name))),
        remove: fromPromise(({ input }) => afterWrite(api.deleteCategory(input.id))),
      },
    }),
    adminOrders: adminOrdersMachine.provide({
      actions: { chime: () => playChime() },
      actors: {
        loadPage: fromPromise(({ input }) => orders.orderPage(input.filter, input.page)),
        moveOrder: fromPromise(({ input }) => orders.moveOrder(input.id, input.to)),
        watchOrders: liveOrders(orders.watchOrders),
        counts: orderCountsMachine.provide({ actors: { loadCounts: fromPromise(() => orders.orderCounts()) } }),
      },
    }),
  };
}

export type AdminLogic = ReturnType<typeof createAdminLogic>;
