import { fromCallback, fromPromise } from 'xstate';
import { adminOrdersMachine, liveOrders, orderCountsMachine } from '../../../machines/admin/admin-orders.machine';
import { categoryAdminMachine } from '../../../machines/admin/category-admin.machine';
import { dashboardMachine, dashboardNews } from '../../../machines/admin/dashboard.machine';
import type { AdminApi } from '../../../machines/admin/admin-api';
import { mealFormMachine } from '../../../machines/admin/meal-form.machine';
import { mealOptionsEditorMachine } from '../../../machines/admin/meal-options-editor.machine';
import { mealListMachine } from '../../../machines/admin/meal-list.machine';
import { restaurantInfoFormMachine } from '../../../machines/admin/restaurant-info-form.machine';
import { serviceSettingsMachine } from '../../../machines/admin/service-settings.machine';
import { billingSettingsMachine } from '../../../machines/admin/billing-settings.machine';
import { paymentSettingsMachine } from '../../../machines/admin/payment-settings.machine';
import type { Result } from '../../../machines/shared/result';
import { userListMachine } from '../../../machines/admin/user-list.machine';
import { userViewMachine } from '../../../machines/admin/user-view.machine';
import { kitchenAlertMachine } from '../../../machines/admin/kitchen-alert.machine';
import { kitchenScreenMachine } from '../../../machines/admin/kitchen-screen.machine';
import { soldOutSwitchesMachine } from '../../../machines/admin/sold-out-switches.machine';
import { ok } from '../../../machines/shared/result';
import { paceMachine, type PaceApi } from '../../../machines/shared/pace.machine';
import { staffRoleMachine } from '../../../machines/admin/staff-role.machine';
import { roleChangeMachine } from '../../../machines/admin/role-change.machine';
import { moneyMachine } from '../../../machines/admin/money.machine';
import type { AdminFlowId, AdminFlows } from '../../../machines/flows';
import { auditTrailMachine } from '../../../machines/admin/audit-trail.machine';
import { playChime } from './chime';
import { showUnseenInTitle } from './tab-title';
import { showSystemNotice } from './system-notice';

/** What an admin's write changes elsewhere in the app: the menu, the restaurant's info, the pace banner. */
export interface AdminEffects {
  menuChanged: () => void;
  restaurantChanged: () => void;
  paceChanged: () => void;
}

/** A change the kitchen makes shows at once in this browser's own banner too, not at its next read. */
const withPaceShown = (api: PaceApi, changed: () => void): PaceApi => ({
  ...api,
  async changePace(change) {
    const answer = await api.changePace(change);
    if (answer.ok) changed();
    return answer;
  },
});

/**
 * The admin screens' machines with real (or fake) calls attached: a flow for each screen (machines/flows.ts's
 * AdminFlows), made when its screen first starts it, and the area's two actors. `menuChanged` runs after every
 * successful write, so the visitor's menu, home grid and category tabs read the change at once instead of a minute
 * later; `restaurantChanged` likewise after the restaurant's info is saved, for home and /about.
 */
export function createAdminLogic(admin: AdminApi, effects: AdminEffects) {
  const { meals: api, orders, users, soldOut, audit, money } = admin;
  const restaurant = {
    api: admin.restaurant,
    changed: effects.restaurantChanged,
  };
  const pace = withPaceShown(admin.pace, effects.paceChanged);
  const afterWrite = async <T extends Result<unknown> | { ok: boolean }>(result: Promise<T>): Promise<T> => {
    const answer = await result;
    if (answer.ok) effects.menuChanged();
    return answer;
  };
  const area = {
    kitchenAlert: kitchenAlertMachine.provide({
      actions: {
        chime: () => playChime(),
        showUnseen: (_, count) => showUnseenInTitle(count),
        notifySystem: (_, message) => showSystemNotice(message),
      },
      actors: {
        watchOrders: fromCallback(({ sendBack }) =>
          orders.watchOrders((order) => sendBack({ type: 'kitchen.order', order })),
        ),
        loadWaiting: fromPromise(() => orders.activeOrders()),
        acknowledgeOrders: fromPromise(({ input }) => orders.acknowledgeOrders(input.orders)),
      },
    }),
    staffRole: staffRoleMachine.provide({
      actors: { loadRole: fromPromise(() => users.loadRole()) },
    }),
  };
  const flows: { [K in AdminFlowId]: () => AdminFlows[K] } = {
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
    kitchenScreen: () =>
      kitchenScreenMachine.provide({
        actors: {
          loadActive: fromPromise(() => orders.activeOrders()),
          moveOrder: fromPromise(({ input }) => orders.moveOrder(input.id, input.to)),
          delayOrder: fromPromise(({ input }) => orders.delayOrder(input.id, input.minutes)),
          watchOrders: fromCallback(({ sendBack }) =>
            orders.watchOrders((order) => sendBack({ type: 'kitchen.live', order })),
          ),
        },
      }),
    adminOrders: () =>
      adminOrdersMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => orders.orderPage(input.filter, input.page)),
          moveOrder: fromPromise(({ input }) => orders.moveOrder(input.id, input.to, input.reason)),
          recordRefund: fromPromise(({ input }) => orders.recordRefund(input.id, input.reference)),
          receiveCash: fromPromise(({ input }) => orders.receiveCash(input.id)),
          watchOrders: liveOrders(orders.watchOrders),
          counts: orderCountsMachine.provide({
            actors: { loadCounts: fromPromise(() => orders.orderCounts()) },
          }),
        },
      }),
    restaurantInfoForm: () =>
      restaurantInfoFormMachine.provide({
        actors: {
          load: fromPromise(() => restaurant.api.loadRestaurantInfo()),
          save: fromPromise(async ({ input }) => {
            const answer = await restaurant.api.saveRestaurantInfo(input);
            if (answer.ok) restaurant.changed();
            return answer;
          }),
        },
      }),
    serviceSettings: () =>
      serviceSettingsMachine.provide({
        actors: {
          load: fromPromise(() => restaurant.api.loadService()),
          save: fromPromise(({ input }) => restaurant.api.saveService(input)),
        },
      }),
    billingSettings: () =>
      billingSettingsMachine.provide({
        actors: {
          load: fromPromise(() => restaurant.api.loadBilling()),
          save: fromPromise(({ input }) => restaurant.api.saveBilling(input)),
        },
      }),
    paymentSettings: () =>
      paymentSettingsMachine.provide({
        actors: {
          load: fromPromise(() => restaurant.api.loadPayments()),
          save: fromPromise(({ input }) => restaurant.api.savePayments(input)),
        },
      }),
    dashboard: () =>
      dashboardMachine.provide({
        actors: {
          load: fromPromise(() => restaurant.api.loadDashboard()),
          watchOrders: dashboardNews(orders.watchOrders),
        },
      }),
    userList: () =>
      userListMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => users.userPage(input.page)),
          search: fromPromise(({ input }) => users.searchUsers(input.text)),
          remove: fromPromise(({ input }) => users.deleteUser(input.id)),
        },
      }),
    kitchenPace: () =>
      paceMachine.provide({
        actors: {
          loadPace: fromPromise(() => pace.loadPace()),
          changePace: fromPromise(({ input }) => pace.changePace(input)),
        },
      }),
    roleChange: () =>
      roleChangeMachine.provide({
        actors: {
          loadStaff: fromPromise(() => users.staffList()),
          changeRole: fromPromise(({ input }) => users.changeRole(input.id, input.role)),
        },
      }),
    auditTrail: () =>
      auditTrailMachine.provide({
        actors: {
          load: fromPromise(async ({ input }) => {
            const [page, actors] = await Promise.all([
              audit.auditPage(input.filter, input.page),
              input.withActors ? audit.auditActors() : null,
            ]);
            if (!page.ok) return page;
            return ok({
              page: page.data,
              actors: actors?.ok ? actors.data : input.withActors ? [] : null,
            });
          }),
          download: fromPromise(({ input }) => audit.downloadCsv(input.filter)),
        },
      }),
    money: () =>
      moneyMachine.provide({
        actors: {
          load: fromPromise(({ input }) => money.summary(input)),
          download: fromPromise(({ input }) => money.csv(input.kind, input.range)),
        },
      }),
    userView: () =>
      userViewMachine.provide({
        actors: {
          load: fromPromise(({ input }) => users.loadUser(input.id)),
          remove: fromPromise(({ input }) => users.deleteUser(input.id)),
        },
      }),
  };
  return { flows, area };
}

export type AdminLogic = ReturnType<typeof createAdminLogic>;
