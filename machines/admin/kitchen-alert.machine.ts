import { and, assign, setup } from 'xstate';
import { providedStream } from '../shared/boundary';
import type { Order } from '../../contract/order';
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

export type KitchenAlertEvent =
  /** The order stream heard of a change to an order. */
  | { type: 'kitchen.order'; order: Order }
  /** The Order List is on screen (or no longer): it shows new orders itself, highlighted. */
  | { type: 'kitchen.listShown' }
  | { type: 'kitchen.listHidden' }
  /** The tab went to the background (or came back): only then does the system notification say it. */
  | { type: 'kitchen.visibility'; hidden: boolean }
  /** Someone in the kitchen pressed "Acknowledge": every waiting alert has been seen. */
  | { type: 'kitchen.acknowledge' };

/** A newly paid order nobody has acknowledged yet. */
export interface WaitingAlert {
  id: number;
  message: Text;
}

export interface KitchenAlertContext {
  /** Newly paid orders announced while the Order List was not on screen, oldest first. */
  unseen: number[];
  announced: number[];
  listShown: boolean;
  /** Alerts on screen until someone acknowledges them, oldest first. */
  waiting: WaitingAlert[];
  hidden: boolean;
}

const setupKitchenAlert = setup({
  types: {
    context: {} as KitchenAlertContext,
    events: {} as KitchenAlertEvent,
  },
  actors: {
    /** Sends `kitchen.order` for every order change the server streams, until stopped. */
    watchOrders: providedStream('watchOrders'),
  },
  delays: { repeatChime: CHIME_REPEAT_MS },
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
  },
  guards: {
    newlyPaid: ({ context, event }) =>
      event.type === 'kitchen.order' && event.order.status === 'paid' && !context.announced.includes(event.order.id),
    listShown: ({ context }) => context.listShown,
  },
});

/** A tab in the background shows nothing: the system's notification carries the alert there. */
const noticeIfHidden = setupKitchenAlert.enqueueActions(({ context, event, enqueue }) => {
  if (context.hidden && event.type === 'kitchen.order') enqueue({ type: 'notifySystem', params: newOrderText(event.order) });
});

/**
 * The kitchen cannot miss an order: on every admin screen a newly paid order chimes, and an alert with its number
 * stays on screen, chiming again every few seconds, until someone acknowledges it. With the tab in the background
 * the system notification says it too. Away from the Order List the tab's title counts it until the list is opened.
 */
export const kitchenAlertMachine = setupKitchenAlert.createMachine({
  id: 'kitchenAlert',
  context: { unseen: [], announced: [], listShown: false, waiting: [], hidden: false },
  invoke: { src: 'watchOrders' },
  initial: 'quiet',
  states: {
    quiet: {},
    ringing: {
      after: { repeatChime: { target: 'ringing', reenter: true, actions: 'chime' } },
      on: { 'kitchen.acknowledge': { target: 'quiet', actions: assign({ waiting: [] }) } },
    },
  },
  on: {
    'kitchen.order': [
      // The Order List shows it at the top, highlighted: no count in the title.
      { guard: and(['newlyPaid', 'listShown']), target: '.ringing', actions: ['announce', 'chime', noticeIfHidden] },
      {
        guard: 'newlyPaid',
        target: '.ringing',
        actions: [
          'announce',
          'countUnseen',
          'chime',
          noticeIfHidden,
          { type: 'showUnseen', params: ({ context }) => context.unseen.length },
        ],
      },
    ],
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
