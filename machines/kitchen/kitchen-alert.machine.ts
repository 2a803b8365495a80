import { and, assign, enqueueActions, setup } from 'xstate';
import { awaitsAcknowledgement } from '../../contract/kitchen';
import { providedCall, providedStream } from '../shared/boundary';
import type { Order } from '../../contract/order';
import type { Result } from '../shared/result';
import { text, type Text } from '../shared/text';

/** The alert every admin screen shows for a newly paid order: what to cook is found by its number. */
export const newOrderText = (order: Pick<Order, 'number' | 'total'>) =>
  text(/*i18n*/ 'New order #{number} · Rs. {total}', { number: order.number, total: order.total.toFixed(2) });

/** A text's English words with its values in place, as an English screen shows it. */
const inEnglish = (message: Text): string =>
  typeof message === 'string'
    ? message
    : message.id.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(message.values[name] ?? placeholder));

/** That alert as an English screen shows it: 'New order #1042 · Rs. 1041.50'. */
export const newOrderMessage = (order: Pick<Order, 'number' | 'total'>) => inEnglish(newOrderText(order));

/** Orders already announced, kept to this many: a stream that reconnects and repeats itself announces nothing twice. */
const REMEMBERED = 100;

/** How often the chime sounds again while an alert waits: a cook at the stove hears the next one within seconds. */
export const CHIME_REPEAT_MS = 10_000;

/** How long "acknowledged on another tablet" stays once nothing rings any more: long enough to read across a kitchen. */
export const NOTE_SHOWN_MS = 8_000;

export type KitchenAlertEvent =
  /** The order stream heard of a change to an order (newly paid, moved on, acknowledged on a tablet). */
  | { type: 'kitchen.order'; order: Order }
  /** The Order List is on screen (or no longer): it shows new orders itself, highlighted. */
  | { type: 'kitchen.listShown' }
  | { type: 'kitchen.listHidden' }
  /** The tab went to the background (or came back): only then does the system notification say it. */
  | { type: 'kitchen.visibility'; hidden: boolean }
  /** Someone in the kitchen pressed "Acknowledge": every waiting alert has been seen. */
  | { type: 'kitchen.acknowledge' }
  /** "OK" on the note that another tablet acknowledged. */
  | { type: 'kitchen.dismissNote' };

/** A newly paid order nobody has acknowledged yet. */
export interface WaitingAlert {
  id: number;
  message: Text;
}

export interface KitchenAlertContext {
  /** Newly paid orders announced while the Order List was not on screen, oldest first. */
  unseen: number[];
  /** Orders announced, or heard acknowledged: none of them rings (again). */
  announced: number[];
  listShown: boolean;
  /** Alerts on screen until someone acknowledges them, oldest first. */
  waiting: WaitingAlert[];
  hidden: boolean;
  /** The orders whose acknowledgement is on its way to the server. */
  sending: number[];
  /** Why the last press was not kept (the server refused, or could not be reached); null once one is. */
  failure: string | null;
  /** The numbers of the orders another tablet acknowledged while they rang here, oldest first. */
  elsewhere: number[];
  /** Whether the orders waiting since before this screen opened were asked for (and answered, either way). */
  loaded: boolean;
}

const isAcknowledged = (order: Order) => order.kitchen_acknowledged_at != null;

/** The paid orders nobody acknowledged, from the kitchen's list as it loaded, not heard of before. */
const waitingOnLoad = (context: KitchenAlertContext, answer: Result<Order[]>): Order[] =>
  answer.ok ? answer.data.filter((order) => awaitsAcknowledgement(order) && !context.announced.includes(order.id)) : [];

const setupKitchenAlert = setup({
  types: {
    context: {} as KitchenAlertContext,
    events: {} as KitchenAlertEvent,
  },
  actors: {
    /** Sends `kitchen.order` for every order change the server streams, until stopped. */
    watchOrders: providedStream('watchOrders'),
    /** The kitchen's active orders (GET /orders/?group=active): the paid ones nobody acknowledged ring at once. */
    loadWaiting: providedCall<Result<Order[]>>('loadWaiting'),
    /** POST /admin/kitchen/acknowledge/ {orders}: the orders as they now are, or why not. */
    acknowledgeOrders: providedCall<Result<Order[]>, { orders: number[] }>('acknowledgeOrders'),
  },
  delays: { repeatChime: CHIME_REPEAT_MS, noteShown: NOTE_SHOWN_MS },
  actions: {
    /** Browsers play it once the admin has clicked or typed anything on the page. */
    chime: () => {},
    /** The tab's title shows how many orders wait unseen: '(2) Order List · Himalayan Hearth'. */
    showUnseen: (_, _count: number) => {},
    /** The system's own notification, for a tab in the background (when the kitchen allowed notifications). */
    notifySystem: (_, _message: Text) => {},
    announce: assign({
      announced: ({ context, event }) =>
        event.type === 'kitchen.order' ? [...context.announced, event.order.id].slice(-REMEMBERED) : context.announced,
      waiting: ({ context, event }) =>
        event.type === 'kitchen.order'
          ? [...context.waiting, { id: event.order.id, message: newOrderText(event.order) }]
          : context.waiting,
    }),
    countUnseen: assign({
      unseen: ({ context, event }) => (event.type === 'kitchen.order' ? [...context.unseen, event.order.id] : context.unseen),
    }),
    /** Heard acknowledged (here or on another tablet): it never rings here, not even when the list loads late. */
    remember: assign({
      announced: ({ context, event }) =>
        event.type === 'kitchen.order' && !context.announced.includes(event.order.id)
          ? [...context.announced, event.order.id].slice(-REMEMBERED)
          : context.announced,
    }),
    /** Another tablet acknowledged a waiting order: its alert goes, and the screen says who silenced it. */
    acknowledgedElsewhere: assign(({ context, event }) => {
      if (event.type !== 'kitchen.order') return {};
      const own = context.sending.includes(event.order.id);
      return {
        waiting: context.waiting.filter((alert) => alert.id !== event.order.id),
        elsewhere: own ? context.elsewhere : [...context.elsewhere, event.order.number],
      };
    }),
    clearNote: assign({ elsewhere: [] }),
  },
  guards: {
    newlyPaid: ({ context, event }) =>
      event.type === 'kitchen.order' &&
      event.order.status === 'paid' &&
      !isAcknowledged(event.order) &&
      !context.announced.includes(event.order.id),
    listShown: ({ context }) => context.listShown,
    /** A waiting order heard acknowledged; `last`: the only one waiting. */
    waitingAcknowledged: ({ context, event }) =>
      event.type === 'kitchen.order' &&
      isAcknowledged(event.order) &&
      context.waiting.some((alert) => alert.id === event.order.id),
    lastWaiting: ({ context }) => context.waiting.length === 1,
    heardAcknowledged: ({ context, event }) =>
      event.type === 'kitchen.order' && isAcknowledged(event.order) && !context.announced.includes(event.order.id),
    hasNote: ({ context }) => context.elsewhere.length > 0,
  },
});

/** A tab in the background shows nothing: the system's notification carries the alert there. */
const noticeIfHidden = setupKitchenAlert.enqueueActions(({ context, event, enqueue }) => {
  if (context.hidden && event.type === 'kitchen.order') enqueue({ type: 'notifySystem', params: newOrderText(event.order) });
});

/** How a newly paid order is announced: chime, alert, notification when hidden, the title's count off the list. */
const announced = [
  // The Order List shows it at the top, highlighted: no count in the title.
  { guard: and(['newlyPaid', 'listShown']), actions: ['announce', 'chime', noticeIfHidden] },
  {
    guard: 'newlyPaid',
    actions: [
      'announce',
      'countUnseen',
      'chime',
      noticeIfHidden,
      { type: 'showUnseen', params: ({ context }: { context: KitchenAlertContext }) => context.unseen.length },
    ],
  },
] as const;

/** The server kept the press: the orders it names stop ringing (others paid meanwhile ring on). */
const keptPress = (context: KitchenAlertContext) => ({
  waiting: context.waiting.filter((alert) => !context.sending.includes(alert.id)),
  sending: [],
  failure: null,
});
/** The press thrown away on its way (no network, the server down): said, and the alert rings on. */
export const ACKNOWLEDGE_OFFLINE = /*i18n*/ 'The server could not be reached.';

/**
 * The kitchen cannot miss an order: on every admin screen a newly paid order chimes, and an alert with its number
 * stays on screen, chiming again every few seconds, until someone acknowledges it
 * (docs/rules/orders.md#new-order-alert).
 * The press is kept on the server and told to every tablet, which stop ringing for those orders and say another tablet
 * acknowledged them; the paid orders nobody acknowledged ring as the screen opens, so a reload forgets none. A press
 * the server refuses, or cannot hear, leaves the alert ringing and says so. With the tab in the background the system
 * notification says it too. Away from the Order List the tab's title counts it until the list is opened.
 */
export const kitchenAlertMachine = setupKitchenAlert.createMachine({
  id: 'kitchenAlert',
  context: {
    unseen: [],
    announced: [],
    listShown: false,
    waiting: [],
    hidden: false,
    sending: [],
    failure: null,
    elsewhere: [],
    loaded: false,
  },
  invoke: [
    { src: 'watchOrders' },
    {
      id: 'loadWaiting',
      src: 'loadWaiting',
      // The paid orders nobody acknowledged when this screen opened (a reload, another tablet switched on), announced
      // as if just paid: one chime, every alert, the title's count off the Order List. A quiet screen starts ringing.
      onDone: {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const orders = waitingOnLoad(context, event.output);
          enqueue.assign({
            loaded: true,
            announced: [...context.announced, ...orders.map((order) => order.id)].slice(-REMEMBERED),
            waiting: [...context.waiting, ...orders.map((order) => ({ id: order.id, message: newOrderText(order) }))],
            unseen: context.listShown ? context.unseen : [...context.unseen, ...orders.map((order) => order.id)],
          });
          if (orders.length === 0) return;
          enqueue('chime');
          if (!context.listShown) enqueue({ type: 'showUnseen', params: context.unseen.length + orders.length });
          if (context.hidden) for (const order of orders) enqueue({ type: 'notifySystem', params: newOrderText(order) });
        }),
      },
      // Nothing to announce from a list that did not load: the stream still announces every order paid from now on.
      onError: { actions: assign({ loaded: true }) },
    },
  ],
  initial: 'quiet',
  states: {
    quiet: {
      // Alerts announced as the list loaded ring at once.
      always: { guard: ({ context }) => context.waiting.length > 0, target: 'ringing' },
      after: { noteShown: { guard: 'hasNote', actions: 'clearNote' } },
      on: {
        'kitchen.order': [
          ...announced.map((each) => ({ ...each, target: 'ringing' })),
          { guard: 'heardAcknowledged', actions: 'remember' },
        ],
        'kitchen.dismissNote': { guard: 'hasNote', actions: 'clearNote' },
      },
    },
    ringing: {
      initial: 'waiting',
      on: {
        'kitchen.order': [
          ...announced,
          {
            guard: and(['waitingAcknowledged', 'lastWaiting']),
            target: 'quiet',
            // A press of this tablet's own still on its way is no longer waited for.
            actions: ['acknowledgedElsewhere', 'remember', assign({ sending: [] })],
          },
          { guard: 'waitingAcknowledged', actions: ['acknowledgedElsewhere', 'remember'] },
          { guard: 'heardAcknowledged', actions: 'remember' },
        ],
        'kitchen.dismissNote': { guard: 'hasNote', actions: 'clearNote' },
      },
      states: {
        waiting: {
          after: { repeatChime: { target: 'waiting', reenter: true, actions: 'chime' } },
          on: {
            'kitchen.acknowledge': {
              target: 'sending',
              actions: assign({
                sending: ({ context }) => context.waiting.map((alert) => alert.id),
                failure: null,
                elsewhere: [],
              }),
            },
          },
        },
        sending: {
          invoke: {
            id: 'acknowledgeOrders',
            src: 'acknowledgeOrders',
            input: ({ context }) => ({ orders: context.sending }),
            onDone: [
              {
                guard: ({ event }) => !event.output.ok,
                target: 'waiting',
                actions: assign(({ event }) => ({ sending: [], failure: event.output.ok ? null : event.output.message })),
              },
              {
                guard: ({ context }) => context.waiting.every((alert) => context.sending.includes(alert.id)),
                target: '#kitchenAlert.quiet',
                actions: assign(({ context }) => keptPress(context)),
              },
              { target: 'waiting', actions: assign(({ context }) => keptPress(context)) },
            ],
            onError: { target: 'waiting', actions: assign({ sending: [], failure: ACKNOWLEDGE_OFFLINE }) },
          },
        },
      },
    },
  },
  on: {
    'kitchen.listShown': {
      actions: [assign({ listShown: true, unseen: [] }), { type: 'showUnseen', params: 0 }],
    },
    'kitchen.listHidden': { actions: assign({ listShown: false }) },
    'kitchen.visibility': { actions: assign({ hidden: ({ event }) => event.hidden }) },
  },
});

/** How many newly paid orders wait unseen, for the screen. */
export const selectUnseen = (snapshot: { context: KitchenAlertContext }) => snapshot.context.unseen.length;

/** The alerts on screen until acknowledged. */
export const selectWaiting = (snapshot: { context: KitchenAlertContext }) => snapshot.context.waiting;

/** What the banner says besides the alerts: a press on its way, a press not kept, another tablet's press. */
export const selectAlertNotes = ({ context }: { context: KitchenAlertContext }) => ({
  sending: context.sending.length > 0,
  failure: context.failure,
  elsewhere: context.elsewhere,
});
