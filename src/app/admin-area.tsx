import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom, EventObject, Subscription } from 'xstate';
import type { AdminApi } from './admin-logic';
import type { AdminFlowId } from '../../machines/flows';
import type { NavigateEvent } from '../../machines/shared/navigate';
import type { NotifyEvent } from '../../machines/shared/notify';
import { selectStaffRole } from '../../machines/people/staff-role.machine';
import { StaffRoleContext } from '../ui/staff-role-context';
import { appHttp } from '../api/app-http';
import { useAppActor, useFlow, type AppSystem } from './app-actor';
import { showToast } from './toast-queue';
import { createAdminLogic, type AdminLogic } from './admin-logic';
import { createAdminApi } from './admin-api';
import { KitchenAlertBanner } from '../features/kitchen/kitchen-alert-banner';
// The toaster shows the machines' toasts in the reader's language: this feature's texts and the contract's.
import './admin-english';
import '../i18n/contract-english';

const AdminFlowsContext = createContext<AdminLogic['flows'] | null>(null);

/**
 * The admin area's calls, on the app's HTTP client unless a story or test passes a fake, and its two area-wide actors:
 * the kitchen alert and the staff role, started with the area and stopped with it (an admin who leaves the area, or
 * signs out, hears no more chimes). The screens' own flows are started by the screens, on the app's root, and kept.
 * It lives here, in the admin chunk, so a visitor's browser never downloads it.
 */
export function AdminLogicProvider({ api, children }: { api?: AdminApi; children: ReactNode }) {
  const app = useAppActor();
  const [logic] = useState(() =>
    createAdminLogic(api ?? createAdminApi(appHttp), {
      menuChanged: () => {
        for (const id of ['meals', 'latestMeals', 'categories'] as const) app.system.get(id)?.send({ type: 'resource.refetch' });
      },
      restaurantChanged: () => app.system.get('restaurant')?.send({ type: 'resource.refetch' }),
      paceChanged: () => app.system.get('pace')?.send({ type: 'pace.refresh' }),
    }),
  );
  // One for the whole admin area, started with it: a newly paid order is heard on every admin screen.
  const alert = useActorRef(logic.area.kitchenAlert);
  // Asked once as the area opens: the menu and the routes go by it (a role changed meanwhile shows at the next load).
  const staffRole = useSelector(useActorRef(logic.area.staffRole), selectStaffRole, shallowEqual);
  return (
    <AdminFlowsContext value={logic.flows}>
      <KitchenAlertContext value={alert}>
        <StaffRoleContext value={staffRole}>{children}</StaffRoleContext>
        <KitchenAlertBanner alert={alert} />
      </KitchenAlertContext>
    </AdminFlowsContext>
  );
}

const KitchenAlertContext = createContext<ActorRefFrom<AdminLogic['area']['kitchenAlert']> | null>(null);

/**
 * The Order List tells the kitchen alert it is on screen: there the new order shows itself, highlighted. Answers the
 * orders paid while the admin was elsewhere (the tab title's count), as they were when the list opened: the list
 * highlights those too.
 */
export function useOrderListShown(): readonly number[] {
  const alert = useContext(KitchenAlertContext);
  const [unseen] = useState(() => alert?.getSnapshot().context.unseen ?? []);
  useEffect(() => {
    alert?.send({ type: 'kitchen.listShown' });
    return () => alert?.send({ type: 'kitchen.listHidden' });
  }, [alert]);
  return unseen;
}

/** Any flow, heard for all it emits: every admin flow tells of toasts, some of moves too. */
interface Speaker {
  on(type: '*', handler: (event: EventObject) => void): Subscription;
}

const isNotify = (event: EventObject): event is NotifyEvent => event.type === 'notify';
const isNavigate = (event: EventObject): event is NavigateEvent => event.type === 'navigate';

/**
 * A screen's flow, as customer screens get theirs: started by `useFlow` on first use, with the admin area's calls,
 * then the same running actor for the rest of the visit. While the screen shows, its toasts show and its
 * `navigate` is followed (src/app/navigation.ts).
 */
export function useAdminFlow<K extends AdminFlowId>(id: K): AppSystem[K] {
  const flows = useContext(AdminFlowsContext);
  if (!flows) throw new Error('admin screens need an <AdminLogicProvider> above them');
  const actor = useFlow(id, () => flows[id]());
  useSpeaker(actor);
  return actor;
}

function useSpeaker(actor: Speaker) {
  const [, setLocation] = useLocation();
  useEffect(() => {
    const subscription = actor.on('*', (event) => {
      if (isNotify(event)) showToast(event.level, event.message);
      // Machines name absolute paths; these screens sit in the router nested under /route/admin ('~' leaves it).
      if (isNavigate(event)) setLocation(`~${event.to}`, { replace: event.replace });
    });
    return () => subscription.unsubscribe();
  }, [actor, setLocation]);
}
