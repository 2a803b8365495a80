import { and, assign, emit, setup } from 'xstate';
import { providedStream } from '../shared/boundary';
import type { Order } from '../../contract/order';
import { notify, type NotifyEvent } from '../shared/notify';
import { text, type Text } from '../shared/text';

/** The toast every admin screen shows for a newly paid order: what to cook is found by its number. */
export const newOrderText = (order: Pick<Order, 'number' | 'total'>) =>
  text(/*i18n*/ 'New order #{number} · Rs. {total}', { number: order.number, total: order.total.toFixed(2) });

/** A text's English words with its values in place, as an English screen shows it. */
const inEnglish = (message: Text): string =>
  typeof message === 'string'
    ? message
    : message.id.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(message.values[name] ?? placeholder));

/** That toast as an English screen shows it: 'New order #1042 · Rs. 1041.50'. */
export const newOrderMessage = (order: Pick<Order, 'number' | 'total'>) => inEnglish(newOrderText(order));

/** Orders already announced, kept to this many: a stream that reconnects and repeats itself announces nothing twice. */
const REMEMBERED = 100;

export type KitchenAlertEvent =
  /** The order stream heard of a change to an order. */
  | { type: 'kitchen.order'; order: Order }
  /** The Order List is on screen (or no longer): it shows new orders itself, highlighted. */
  | { type: 'kitchen.listShown' }
  | { type: 'kitchen.listHidden' };

export interface KitchenAlertContext {
  /** Newly paid orders announced while the Order List was not on screen, oldest first. */
  unseen: number[];
  announced: number[];
  listShown: boolean;
}

/**
 * The kitchen cannot miss an order (issue 13): on every admin screen a newly paid order chimes and, away from the
 * Order List, raises a toast with its number and counts in the tab's title until the Order List is opened.
 */
export const kitchenAlertMachine = setup({
  types: {
    context: {} as KitchenAlertContext,
    events: {} as KitchenAlertEvent,
    emitted: {} as NotifyEvent,
  },
  actors: {
    /** Sends `kitchen.order` for every order change the server streams, until stopped. */
    watchOrders: providedStream('watchOrders'),
  },
  actions: {
    /** Browsers play it once the admin has clicked or typed anything on the page. */
    chime: () => {},
    /** The tab's title shows how many orders wait unseen: '(2) Order List · Himalayan Hearth'. */
    showUnseen: (_, _count: number) => {},
    announce: assign({
      announced: ({ context, event }) =>
        event.type === 'kitchen.order' ? [...context.announced, event.order.id].slice(-REMEMBERED) : context.announced,
    }),
    countUnseen: assign({
      unseen: ({ context, event }) => (event.type === 'kitchen.order' ? [...context.unseen, event.order.id] : context.unseen),
    }),
    toast: emit(({ event }) => notify('info', event.type === 'kitchen.order' ? newOrderText(event.order) : '')),
  },
  guards: {
    newlyPaid: ({ context, event }) =>
      event.type === 'kitchen.order' && event.order.status === 'paid' && !context.announced.includes(event.order.id),
    listShown: ({ context }) => context.listShown,
  },
}).createMachine({
  id: 'kitchenAlert',
  context: { unseen: [], announced: [], listShown: false },
  invoke: { src: 'watchOrders' },
  on: {
    'kitchen.order': [
      // The Order List shows it at the top, highlighted: the chime is enough.
      { guard: and(['newlyPaid', 'listShown']), actions: ['announce', 'chime'] },
      {
        guard: 'newlyPaid',
        actions: [
          'announce',
          'countUnseen',
          'chime',
          'toast',
          { type: 'showUnseen', params: ({ context }) => context.unseen.length },
        ],
      },
    ],
    'kitchen.listShown': {
      actions: [assign({ listShown: true, unseen: [] }), { type: 'showUnseen', params: 0 }],
    },
    'kitchen.listHidden': { actions: assign({ listShown: false }) },
  },
});

/** How many newly paid orders wait unseen, for the screen. */
export const selectUnseen = (snapshot: { context: KitchenAlertContext }) => snapshot.context.unseen.length;
