import { fromCallback, type EventObject } from 'xstate';

/** A live source as a callback actor: each item it reports becomes the event `toEvent` makes of it. */
export const relay = <Item>(
  watch: (onItem: (item: Item) => void) => () => void,
  toEvent: (item: Item) => EventObject,
) => fromCallback<EventObject>(({ sendBack }) => watch((item) => sendBack(toEvent(item))));

/**
 * News heard while a read was on its way, to apply on top of its answer (which may predate it): the latest version
 * of each item, in the order last heard.
 */
export const heardAgain = <Item extends { id: number }>(heard: readonly Item[], item: Item): Item[] => [
  ...heard.filter((earlier) => earlier.id !== item.id),
  item,
];
