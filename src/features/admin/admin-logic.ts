import { fromCallback, fromPromise } from 'xstate';
import { adminOrdersMachine, liveOrders, orderCountsMachine } from '../../../machines/admin/admin-orders.machine';
import { categoryAdminMachine } from '../../../machines/admin/category-admin.machine';
import { dashboardMachine, dashboardNews } from '../../../machines/admin/dashboard.machine';
import type { MealAdminApi } from '../../../machines/admin/meal-admin-api';
import { mealFormMachine } from '../../../machines/admin/meal-form.machine';
import { mealOptionsEditorMachine } from '../../../machines/admin/meal-options-editor.machine';
import { mealListMachine } from '../../../machines/admin/meal-list.machine';
import type { OrderAdminApi } from '../../../machines/admin/order-admin-api';
import type { RestaurantAdminApi } from '../../../machines/admin/restaurant-admin-api';
import { restaurantInfoFormMachine } from '../../../machines/admin/restaurant-info-form.machine';
import { serviceSettingsMachine } from '../../../machines/admin/service-settings.machine';
import { billingSettingsMachine } from '../../../machines/admin/billing-settings.machine';
import { paymentSettingsMachine } from '../../../machines/admin/payment-settings.machine';
import type { Result } from '../../../machines/shared/result';
import type { UserAdminApi } from '../../../machines/admin/user-admin-api';
import { userListMachine } from '../../../machines/admin/user-list.machine';
import { userViewMachine } from '../../../machines/admin/user-view.machine';
import { kitchenAlertMachine } from '../../../machines/admin/kitchen-alert.machine';
import { kitchenScreenMachine } from '../../../machines/admin/kitchen-screen.machine';
import type { SoldOutAdminApi } from '../../../machines/admin/sold-out-admin-api';
import { soldOutSwitchesMachine } from '../../../machines/admin/sold-out-switches.machine';
import { ok } from '../../../machines/shared/result';
import { paceMachine, type PaceApi } from '../../../machines/shared/pace.machine';
import { staffRoleMachine } from '../../../machines/admin/staff-role.machine';
import { roleChangeMachine } from '../../../machines/admin/role-change.machine';
import type { AuditApi } from '../../../machines/admin/audit-api';
import { auditTrailMachine } from '../../../machines/admin/audit-trail.machine';
import { playChime } from './chime';
import { showUnseenInTitle } from './tab-title';
import { showSystemNotice } from './system-notice';

/** A call no screen answers (a test or story without sold-out calls): the switches wait. */
const never = <T>() => new Promise<T>(() => {});

/**
 * The admin screens' machines with real (or fake) calls attached. `menuChanged` runs after every successful write,
 * so the visitor's menu, home grid and category tabs read the change at once instead of a minute later;
 * `restaurant.changed` likewise after the restaurant's info is saved, for home and /about.
 */
export function createAdminLogic(
  api: MealAdminApi,
  menuChanged: () => void,
  orders: OrderAdminApi,
  users: UserAdminApi,
  restaurant: { api: RestaurantAdminApi; changed: () => void },
  pace: PaceApi,
  soldOut?: SoldOutAdminApi,
  audit?: AuditApi,
) {
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
    mealOptions: mealOptionsEditorMachine.provide({
      actors: {
        load: fromPromise(({ input }) => api.loadOptions(input.mealId)),
        save: fromPromise(({ input }) => afterWrite(api.saveOptions(input.mealId, input.groups))),
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
    kitchenAlert: kitchenAlertMachine.provide({
      actions: {
        chime: () => playChime(),
        showUnseen: (_, count) => showUnseenInTitle(count),
        notifySystem: (_, message) => showSystemNotice(message),
      },
      actors: {
        watchOrders: fromCallback(({ sendBack }) => orders.watchOrders((order) => sendBack({ type: 'kitchen.order', order }))),
      },
    }),
    soldOutSwitches: soldOutSwitchesMachine.provide({
      actors: {
        loadBoard: fromPromise(() => (soldOut ? soldOut.loadBoard() : never())),
        loadOptions: fromPromise(async ({ input }) => {
          const groups = await (soldOut ? soldOut.loadOptions(input.meal) : never<Result<[]>>());
          return groups.ok ? ok({ meal: input.meal, groups: groups.data }) : groups;
        }),
        switchSoldOut: fromPromise(({ input }) => (soldOut ? soldOut.switchSoldOut(input) : never())),
      },
    }),
    kitchenScreen: kitchenScreenMachine.provide({
      actors: {
        loadActive: fromPromise(() => orders.activeOrders()),
        moveOrder: fromPromise(({ input }) => orders.moveOrder(input.id, input.to)),
        delayOrder: fromPromise(({ input }) => orders.delayOrder(input.id, input.minutes)),
        watchOrders: fromCallback(({ sendBack }) => orders.watchOrders((order) => sendBack({ type: 'kitchen.live', order }))),
      },
    }),
    adminOrders: adminOrdersMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => orders.orderPage(input.filter, input.page)),
        moveOrder: fromPromise(({ input }) => orders.moveOrder(input.id, input.to, input.reason)),
        recordRefund: fromPromise(({ input }) => orders.recordRefund(input.id, input.reference)),
        receiveCash: fromPromise(({ input }) => orders.receiveCash(input.id)),
        watchOrders: liveOrders(orders.watchOrders),
        counts: orderCountsMachine.provide({ actors: { loadCounts: fromPromise(() => orders.orderCounts()) } }),
      },
    }),
    restaurantInfoForm: restaurantInfoFormMachine.provide({
      actors: {
        load: fromPromise(() => restaurant.api.loadRestaurantInfo()),
        save: fromPromise(async ({ input }) => {
          const answer = await restaurant.api.saveRestaurantInfo(input);
          if (answer.ok) restaurant.changed();
          return answer;
        }),
      },
    }),
    serviceSettings: serviceSettingsMachine.provide({
      actors: {
        load: fromPromise(() => restaurant.api.loadService()),
        save: fromPromise(({ input }) => restaurant.api.saveService(input)),
      },
    }),
    billingSettings: billingSettingsMachine.provide({
      actors: {
        load: fromPromise(() => restaurant.api.loadBilling()),
        save: fromPromise(({ input }) => restaurant.api.saveBilling(input)),
      },
    }),
    paymentSettings: paymentSettingsMachine.provide({
      actors: {
        load: fromPromise(() => restaurant.api.loadPayments()),
        save: fromPromise(({ input }) => restaurant.api.savePayments(input)),
      },
    }),
    dashboard: dashboardMachine.provide({
      actors: {
        load: fromPromise(() => restaurant.api.loadDashboard()),
        watchOrders: dashboardNews(orders.watchOrders),
      },
    }),
    userList: userListMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => users.userPage(input.page)),
        search: fromPromise(({ input }) => users.searchUsers(input.text)),
        remove: fromPromise(({ input }) => users.deleteUser(input.id)),
      },
    }),
    pace: paceMachine.provide({
      actors: {
        loadPace: fromPromise(() => pace.loadPace()),
        changePace: fromPromise(({ input }) => pace.changePace(input)),
      },
    }),
    staffRole: staffRoleMachine.provide({ actors: { loadRole: fromPromise(() => users.loadRole()) } }),
    roleChange: roleChangeMachine.provide({
      actors: {
        loadStaff: fromPromise(() => users.staffList()),
        changeRole: fromPromise(({ input }) => users.changeRole(input.id, input.role)),
      },
    }),
    auditTrail: auditTrailMachine.provide({
      actors: {
        load: fromPromise(async ({ input }) => {
          if (!audit) return never<Result<never>>();
          const [page, actors] = await Promise.all([audit.auditPage(input.filter, input.page), input.withActors ? audit.auditActors() : null]);
          if (!page.ok) return page;
          return ok({ page: page.data, actors: actors?.ok ? actors.data : input.withActors ? [] : null });
        }),
        download: fromPromise(({ input }) => (audit ? audit.downloadCsv(input.filter) : never<Result<null>>())),
      },
    }),
    userView: userViewMachine.provide({
      actors: {
        load: fromPromise(({ input }) => users.loadUser(input.id)),
        remove: fromPromise(({ input }) => users.deleteUser(input.id)),
      },
    }),
  };
}

export type AdminLogic = ReturnType<typeof createAdminLogic>;
