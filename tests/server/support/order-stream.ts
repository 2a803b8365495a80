import { expect } from 'vitest';
import { type Order, ORDER_EVENT, orderEvent, PAYABLE_STATUSES } from '../../../contract/order';

/** One server-sent frame of GET /api/orders/events/: a comment (the pings) or an event. */
export type Frame = { comment: string } | { event: string; data: string };

/** Reads an order stream's body a frame at a time, as a browser's EventSource would split it. */
export function frameReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames = {
    cancel: () => reader.cancel(),
    /** The next event or comment; 'end' once the server closed the stream. */
    async next(): Promise<Frame | 'end'> {
      for (;;) {
        const cut = buffer.indexOf('\n\n');
        if (cut >= 0) {
          const lines = buffer.slice(0, cut).split('\n');
          buffer = buffer.slice(cut + 2);
          if (lines.every((line) => line.startsWith(':'))) return { comment: lines.join('\n') };
          const field = (name: string) =>
            lines
              .filter((line) => line.startsWith(`${name}: `))
              .map((line) => line.slice(name.length + 2))
              .join('\n');
          return { event: field('event'), data: field('data') };
        }
        const { done, value } = await reader.read();
        if (done) return 'end';
        buffer += decoder.decode(value, { stream: true });
      }
    },
    /** The next order event, past any pings. */
    async nextOrder(): Promise<Order> {
      for (;;) {
        const frame = await frames.next();
        if (frame === 'end') throw new Error('the stream ended');
        if ('event' in frame) {
          expect(frame.event).toBe(ORDER_EVENT);
          return orderEvent.parse(JSON.parse(frame.data));
        }
      }
    },
  };
  return frames;
}

/** The order as the server shows it in another status: only an order awaiting payment shows until when it can be paid. */
export const inStatus = (order: Order, status: Order['status']): Order => ({
  ...order,
  status,
  pay_until: PAYABLE_STATUSES.includes(status) ? order.pay_until : null,
});
