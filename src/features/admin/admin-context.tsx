import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { MealAdminApi } from '../../../machines/admin/meal-admin-api';
import type { NotifyEvent } from '../../../machines/shared/notify';
import type { OrderAdminApi } from '../../../machines/admin/order-admin-api';
import type { RestaurantAdminApi } from '../../../machines/admin/restaurant-admin-api';
import type { UserAdminApi } from '../../../machines/admin/user-admin-api';
import { selectStaffRole } from '../../../machines/admin/staff-role.machine';
import { StaffRoleContext } from '../../ui/staff-role-context';
import { readCookie } from '../account/cookies';
import { createHttp } from '../../api/http';
import { createOrderStream } from '../orders/order-stream';
import { useAppActor } from '../../app/app-actor';
import { API_BASE } from '../../api/api-base';
import { showToast } from '../../app/toast-queue';
import { createAdminLogic, type AdminLogic } from './admin-logic';
import { KitchenAlertBanner } from './kitchen-alert-banner';
import { createMealAdminApi } from './meal-admin-api';
import { createOrderAdminApi } from './order-admin-api';
import { createRestaurantAdminApi } from './restaurant-admin-api';
import { createUserAdminApi } from './user-admin-api';
import { createSoldOutAdminApi } from './sold-out-admin-api';
import { createAuditApi } from './audit-api';
import type { AuditApi } from '../../../machines/admin/audit-api';
import type { SoldOutAdminApi } from '../../../machines/admin/sold-out-admin-api';
import type { PaceApi } from '../../../machines/shared/pace.machine';
import { createPaceApi } from '../../lib/pace-api';
// The toaster shows the machines' toasts in the reader's language: this feature's texts and the contract's.
import './english';
import '../../i18n/contract-english';

/** A change the kitchen makes shows at once in this browser's own banner too, not at its next read. */
const withPaceShown = (api: PaceApi, changed: () => void): PaceApi => ({
  ...api,
  async changePace(change) {
    const answer = await api.changePace(change);
    if (answer.ok) changed();
    return answer;
  },
});

const AdminLogicContext = createContext<AdminLogic | null>(null);

/**
 * The admin screens' logic, on the real API unless a story or test passes a fake. It lives here, in the admin
 * chunk, rather than in the app's root machine, so a visitor's browser never downloads it.
 */
export function AdminLogicProvider({
  api,
  orderApi,
  userApi,
  restaurantApi,
  soldOutApi,
  paceApi,
  auditApi,
  children,
}: {
  api?: MealAdminApi;
  orderApi?: OrderAdminApi;
  userApi?: UserAdminApi;
  restaurantApi?: RestaurantAdminApi;
  soldOutApi?: SoldOutAdminApi;
  paceApi?: PaceApi;
  auditApi?: AuditApi;
  children: ReactNode;
}) {
  const app = useAppActor();
  const [logic] = useState(() => {
    const http = createHttp({
      baseURL: API_BASE,
      getAccessToken: () => readCookie('access'),
      onUnauthorized: () => app.system.get('auth')?.send({ type: 'auth.unauthorized' }),
    });
    const menuChanged = () => {
      for (const id of ['meals', 'latestMeals', 'categories']) app.system.get(id)?.send({ type: 'resource.refetch' });
    };
    const orders =
      orderApi ?? createOrderAdminApi(http, createOrderStream(`${API_BASE}/orders/events/`, () => readCookie('access')));
    const restaurant = {
      api: restaurantApi ?? createRestaurantAdminApi(http),
      changed: () => app.system.get('restaurant')?.send({ type: 'resource.refetch' }),
    };
    return createAdminLogic(
      api ?? createMealAdminApi(http),
      menuChanged,
      orders,
      userApi ?? createUserAdminApi(http),
      restaurant,
      withPaceShown(paceApi ?? createPaceApi(http), () => app.system.get('pace')?.send({ type: 'pace.refresh' })),
      soldOutApi ?? (api ? undefined : createSoldOutAdminApi(http)),
      auditApi ?? (api ? undefined : createAuditApi(http)),
    );
  });
  // One for the whole admin area, started with it: a newly paid order is heard on every admin screen.
  const alert = useActorRef(logic.kitchenAlert);
  // Asked once as the area opens: the menu and the routes go by it (a role changed meanwhile shows at the next load).
  const staffRole = useSelector(useActorRef(logic.staffRole), selectStaffRole, shallowEqual);
  return (
    <AdminLogicContext value={logic}>
      <KitchenAlertContext value={alert}>
        <StaffRoleContext value={staffRole}>{children}</StaffRoleContext>
        <KitchenAlertBanner alert={alert} />
      </KitchenAlertContext>
    </AdminLogicContext>
  );
}

const KitchenAlertContext = createContext<ActorRefFrom<AdminLogic['kitchenAlert']> | null>(null);

/**
 * The Order List tells the kitchen alert it is on screen: there the new order shows itself, highlighted. Answers the
 * orders paid while the admin was elsewhere (the tab title's count), as they were when the list opened: the list
 * highlights those too.
 */
export function useOrderListShown(): readonly number[] {
  const alert = use(KitchenAlertContext);
  const [unseen] = useState(() => alert?.getSnapshot().context.unseen ?? []);
  useEffect(() => {
    alert?.send({ type: 'kitchen.listShown' });
    return () => alert?.send({ type: 'kitchen.listHidden' });
  }, [alert]);
  return unseen;
}

/** A screen's own actor: started with the screen, its toasts shown, its `navigate` followed (src/app/navigation.ts). */
export function useAdminActor<K extends keyof AdminLogic>(name: K): ActorRefFrom<AdminLogic[K]> {
  const logic = use(AdminLogicContext);
  if (!logic) throw new Error('admin screens need an <AdminLogicProvider> above them');
  const actor = useActorRef(logic[name] as AdminLogic['mealForm']) as unknown as ActorRefFrom<AdminLogic[K]>;
  useEffect(() => {
    const subscription = (actor as ActorRefFrom<AdminLogic['mealForm']>).on('notify', ({ level, message }: NotifyEvent) =>
      showToast(level, message),
    );
    return () => subscription.unsubscribe();
  }, [actor]);
  const [, setLocation] = useLocation();
  useEffect(() => {
    // Machines name absolute paths; these screens sit in the router nested under /route/admin ('~' leaves it).
    const subscription = (actor as ActorRefFrom<AdminLogic['mealForm']>).on('navigate', ({ to, replace }) =>
      setLocation(`~${to}`, { replace }),
    );
    return () => subscription.unsubscribe();
  }, [actor, setLocation]);
  return actor;
}
