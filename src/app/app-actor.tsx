import { useSelector, shallowEqual } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Actor, ActorRefFrom, AnyActorLogic } from 'xstate';
import type {
  AppApi,
  AppLogic,
  categoriesMachine,
  FlowId,
  latestMealsMachine,
  mealsMachine,
  restaurantMachine,
} from '../../machines/app.machine';
import type { Flows } from '../../machines/flows';
import type { authMachine } from '../../machines/shared/auth.machine';
import type { cartCountMachine } from '../../machines/cart/cart-count.machine';
import type { menuFilterMachine } from '../../machines/menu/menu-filter.machine';
import type { soldOutMachine } from '../../machines/menu/sold-out.machine';
import { selectResource, type createResourceMachine, type ResourceView } from '../../machines/shared/resource.machine';

export type AppActor = Actor<AppLogic>;

/** The root's children by system id: the long-lived ones, and the flows once their screens have started them. */
export type AppSystem = {
  auth: ActorRefFrom<typeof authMachine>;
  cartCount: ActorRefFrom<typeof cartCountMachine>;
  menuFilter: ActorRefFrom<typeof menuFilterMachine>;
  categories: ActorRefFrom<typeof categoriesMachine>;
  meals: ActorRefFrom<typeof mealsMachine>;
  latestMeals: ActorRefFrom<typeof latestMealsMachine>;
  restaurant: ActorRefFrom<typeof restaurantMachine>;
  soldOut: ActorRefFrom<typeof soldOutMachine>;
} & { [K in FlowId]: ActorRefFrom<Flows[K]> };

const AppActorContext = createContext<AppActor | null>(null);

export function AppActorProvider({ actor, children }: { actor: AppActor; children: ReactNode }) {
  return <AppActorContext value={actor}>{children}</AppActorContext>;
}

export function useAppActor(): AppActor {
  const actor = useContext(AppActorContext);
  if (!actor) throw new Error('useAppActor needs an <AppActorProvider> above it');
  return actor;
}

export function useSystemActor<K extends keyof AppSystem>(id: K): AppSystem[K] {
  const child = useAppActor().system.get(id);
  if (!child) throw new Error(`The app has no actor with system id "${id}"`);
  return child as AppSystem[K];
}

/**
 * A flow as its screen sees it: started on first use with the app's calls attached by `create`, then the same
 * running actor for the rest of the visit. Starting is idempotent, so rendering twice (StrictMode) is harmless.
 */
export function useFlow<K extends FlowId>(id: K, create: (api: AppApi) => AnyActorLogic): AppSystem[K] {
  const app = useAppActor();
  if (!app.system.get(id)) app.send({ type: 'flow.start', id, create });
  return useSystemActor(id);
}

type ResourceId = 'categories' | 'meals' | 'latestMeals' | 'restaurant';
type ResourceData<K extends ResourceId> = NonNullable<ReturnType<AppSystem[K]['getSnapshot']>['context']['data']>;
type ResourceRef<T> = ActorRefFrom<ReturnType<typeof createResourceMachine<T>>>;

/**
 * A server read as this screen sees it. Mounting subscribes (the first subscriber loads it), unmounting lets the
 * resource know nobody is looking, so it can keep the data for a while and then drop it.
 */
export function useResource<K extends ResourceId>(id: K): ResourceView<ResourceData<K>> & { retry: () => void } {
  // The four resources share one machine; seen through it, one hook serves them all.
  const resource = useSystemActor(id) as unknown as ResourceRef<ResourceData<K>>;
  useEffect(() => {
    resource.send({ type: 'resource.subscribe' });
    return () => resource.send({ type: 'resource.unsubscribe' });
  }, [resource]);
  const view = useSelector(resource, selectResource<ResourceData<K>>, shallowEqual);
  return { ...view, retry: () => resource.send({ type: 'resource.refetch' }) };
}
