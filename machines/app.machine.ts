import {
  enqueueActions,
  fromCallback,
  fromPromise,
  setup,
  type ActorRefFrom,
  type AnyActorLogic,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { RestaurantInfo } from '../contract/about';
import type { FlowId } from './flows';
import type { Category, Meal } from '../contract/meal';
import type { LineChoices } from '../contract/meal-options';
import type { SoldOutState } from '../contract/sold-out';
import type { AccountApi } from './account/account-api';
import type { AddAdminApi } from './account/add-admin-api';
import { authMachine, selectAuth } from './shared/auth.machine';
import type { CartApi, CartBadgeApi, PaymentApi } from './cart/cart-api';
import { cartCountMachine, type AddToCartOutput } from './cart/cart-count.machine';
import type { MealCustomerApi } from './menu/meal-customer-api';
import { menuFilterMachine } from './menu/menu-filter.machine';
import { soldOutMachine } from './menu/sold-out.machine';
import type { OrdersApi } from './orders/orders-api';
import { createResourceMachine } from './shared/resource.machine';
import type { Result } from './shared/result';
import type { PaceApi } from './shared/pace.machine';
import type { SignupApi } from './account/signup-api';

export const categoriesMachine = createResourceMachine<Category[]>('categories');
export const mealsMachine = createResourceMachine<Meal[]>('meals');
export const latestMealsMachine = createResourceMachine<Meal[]>('latestMeals');
export const restaurantMachine = createResourceMachine<RestaurantInfo>('restaurant');

/** Everything the app's logic asks of the outside world; the real one speaks HTTP, tests and stories fake it. */
export interface AppApi
  extends SignupApi,
    AddAdminApi,
    AccountApi,
    MealCustomerApi,
    CartApi,
    PaymentApi,
    CartBadgeApi,
    OrdersApi {
  listCategories(): Promise<Result<Category[]>>;
  listMeals(): Promise<Result<Meal[]>>;
  latestMeals(): Promise<Result<Meal[]>>;
  restaurantInfo(): Promise<Result<RestaurantInfo>>;
  /** GET /about/pace/: every page's "not taking new orders" banner. */
  loadPace: PaceApi['loadPace'];
  addToCart(mealId: number, choices?: LineChoices): Promise<Result<AddToCartOutput>>;
  /** GET /meal/sold-out/: what cannot be ordered right now. */
  soldOut(): Promise<Result<SoldOutState>>;
}

/** The flows: each is started by its screen, which loads on demand, and runs from then on (listed in flows.ts). */
export type { FlowId };

/**
 * What the page already carries when the app starts (a server-rendered page's data, contract/page-data.ts): the
 * resources start ready with it, and a flow started later gets its part as input. Nothing for a page the server
 * did not render: everything is read as before.
 */
export interface AppStart {
  categories?: Category[] | null;
  meals?: Meal[] | null;
  latestMeals?: Meal[] | null;
  restaurant?: RestaurantInfo | null;
  flows?: Partial<Record<FlowId, unknown>>;
}

/** Starts a flow once, as a child of the root reachable by its system id; `create` attaches the app's calls. */
export interface FlowStartEvent {
  type: 'flow.start';
  id: FlowId;
  create: (api: AppApi) => AnyActorLogic;
}

/**
 * The root: it owns the long-lived actors, each reachable by its system id, and spawns the flows as their screens
 * ask. A flow's machine, its contract and its calls load with its screen, not with the home page.
 */
export const appMachine = setup({
  types: {
    events: {} as FlowStartEvent,
    input: {} as AppStart | undefined,
    context: {} as { start: AppStart },
  },
  actors: {
    auth: authMachine,
    cartCount: cartCountMachine,
    menuFilter: menuFilterMachine,
    categories: categoriesMachine,
    meals: mealsMachine,
    latestMeals: latestMealsMachine,
    restaurant: restaurantMachine,
    soldOut: soldOutMachine,
  },
  actions: {
    startFlow: () => {
      throw new Error('startFlow is provided at the app boundary');
    },
  },
}).createMachine({
  id: 'app',
  context: ({ input }) => ({ start: input ?? {} }),
  invoke: [
    { id: 'auth', systemId: 'auth', src: 'auth' },
    { id: 'cartCount', systemId: 'cartCount', src: 'cartCount' },
    { id: 'menuFilter', systemId: 'menuFilter', src: 'menuFilter' },
    { id: 'categories', systemId: 'categories', src: 'categories', input: ({ context }) => ({ data: context.start.categories }) },
    { id: 'meals', systemId: 'meals', src: 'meals', input: ({ context }) => ({ data: context.start.meals }) },
    { id: 'latestMeals', systemId: 'latestMeals', src: 'latestMeals', input: ({ context }) => ({ data: context.start.latestMeals }) },
    { id: 'restaurant', systemId: 'restaurant', src: 'restaurant', input: ({ context }) => ({ data: context.start.restaurant }) },
    { id: 'soldOut', systemId: 'soldOut', src: 'soldOut' },
  ],
  on: {
    'flow.start': { actions: 'startFlow' },
  },
});

/**
 * Tells the badge who is signed in, each time that changes: it follows the auth actor (by its system id) rather
 * than the auth machine knowing about badges.
 */
const watchSession = fromCallback<EventObject>(({ sendBack, system }) => {
  const auth = system.get('auth') as ActorRefFrom<typeof authMachine>;
  let told: string | null = null;
  const tell = (snapshot: SnapshotFrom<typeof authMachine>) => {
    const { status, role, user } = selectAuth(snapshot);
    if (status === 'checking') return;
    const who = `${role}:${user?.phoneNumber ?? ''}`;
    if (who === told) return;
    told = who;
    sendBack({ type: 'cart.count.session', role });
  };
  tell(auth.getSnapshot());
  const subscription = auth.subscribe(tell);
  return () => subscription.unsubscribe();
});

const loader = <T>(load: () => Promise<Result<T>>) => ({ actors: { load: fromPromise(load) } });

/** Attaches real (or fake) implementations to the long-lived actors, and hands the same calls to every flow. */
export function createAppLogic(api: AppApi) {
  return appMachine.provide({
    actions: {
      startFlow: enqueueActions(({ context, event, system, enqueue }) => {
        // A flow keeps its state for the whole visit, as the screens expect when the user comes back to them.
        if (system.get(event.id)) return;
        // The root's declared actors cannot name a flow: its logic only exists once its screen has loaded. What the
        // page carried for it (a server-rendered meal page's meal) is its input.
        const input = context.start.flows?.[event.id];
        const flow = [event.create(api), { id: event.id, systemId: event.id, ...(input === undefined ? {} : { input }) }];
        enqueue.spawnChild(...(flow as unknown as Parameters<typeof enqueue.spawnChild>));
      }),
    },
    actors: {
      auth: authMachine.provide({
        actors: {
          validateSession: fromPromise(() => api.validateSession()),
          refreshSession: fromPromise(() => api.refreshSession()),
        },
        actions: {
          saveTokens: (_, { tokens, lifetimes }) => api.saveTokens(tokens, lifetimes),
          clearTokens: () => api.clearTokens(),
        },
      }),
      cartCount: cartCountMachine.provide({
        actors: {
          addToCart: fromPromise(({ input }) => api.addToCart(input.mealId, input.choices)),
          session: watchSession,
          cartSize: fromPromise(() => api.cartSize()),
          kitchenQueue: fromPromise(() => api.kitchenQueue()),
          watchOrders: fromCallback(({ sendBack }) =>
            api.watchOrders(() => sendBack({ type: 'cart.count.orderChanged' })),
          ),
        },
      }),
      categories: categoriesMachine.provide(loader(() => api.listCategories())),
      meals: mealsMachine.provide(loader(() => api.listMeals())),
      latestMeals: latestMealsMachine.provide(loader(() => api.latestMeals())),
      restaurant: restaurantMachine.provide(loader(() => api.restaurantInfo())),
      soldOut: soldOutMachine.provide(loader(() => api.soldOut())),
    },
  });
}

export type AppLogic = ReturnType<typeof createAppLogic>;
