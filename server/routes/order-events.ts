import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { streamSSE } from 'hono/streaming';
import type { Profile } from '../../contract/account';
import { ORDER_EVENT, type Order } from '../../contract/order';
import { type AuthEnv, bearerToken, INVALID_TOKEN, requireUser, unauthorized } from '../http/auth';
import type { AccountContext } from '../services/account-context';
import type { OrderEvents } from '../services/order-events';
import { authenticate } from '../services/sessions';

export const ORDER_STREAM_PING_MS = 25_000;
/**
 * Events waiting for a client that stopped reading without closing its connection. Past this the stream is ended
 * rather than holding every later change in memory; the client reconnects and reloads.
 */
export const ORDER_STREAM_BACKLOG = 64;

export interface OrderStreamOptions {
  /**
   * How often a `: ping` comment keeps proxies from closing an idle stream, and the session is checked again: the
   * safety net under the ends the change bus announces, which close a stream at once.
   */
  pingMs?: number;
  /** Aborted when the server shuts down: open streams end instead of holding the server open. */
  shutdown?: AbortSignal;
}

/**
 * An admin hears of every order once it has left pending payment (newly paid, moved by the kitchen, cancelled,
 * failed); a customer of their own orders only, whatever their status (docs/rules/roles.md#permissions).
 */
const hears = (user: Profile, order: Order) =>
  user.is_admin ? order.status !== 'pending_payment' : order.customer?.id === user.id;

const { createHandlers } = createFactory<AuthEnv>();

/** GET /orders/events/: the live order stream, read with fetch so the bearer header can be sent. */
export function orderEventRoutes(
  accounts: AccountContext,
  events: OrderEvents,
  { pingMs = ORDER_STREAM_PING_MS, shutdown }: OrderStreamOptions = {},
) {
  const stream = createHandlers(requireUser(accounts), async (c) => {
    // requireUser has just read it.
    const token = bearerToken(c) as string;
    let user = c.var.user;
    const ended = new AbortController();
    // Cuts the wait for the next ping short: to end, or to check the session now.
    let wake = new AbortController();
    const recheck = () => wake.abort();
    const end = () => {
      ended.abort();
      recheck();
    };
    // Closed at once when its session ends (on any instance), or when the user opens more streams than one person
    // needs (docs/rules/robustness.md#screens).
    const unregister =
      accounts.streams?.open({ userId: user.id, sessionId: c.var.sessionId, end, recheck }) ?? (() => {});
    // The news of a session ended between requireUser's check and the registration went by unheard: checked once
    // more, so a stream that is answered is one whose end will be heard.
    const auth = await authenticate(accounts, token).catch(() => null);
    if (!auth || ended.signal.aborted) {
      unregister();
      return unauthorized(c, INVALID_TOKEN);
    }
    // nginx and its kind would otherwise hold events back to fill their buffers.
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (sse) => {
      sse.onAbort(end);
      if (shutdown?.aborted) end();
      shutdown?.addEventListener('abort', end, { once: true });

      // One write at a time, in the order the changes happened.
      let writing = Promise.resolve();
      let backlog = 0;
      const write = (text: () => Promise<unknown>) => {
        backlog += 1;
        if (backlog > ORDER_STREAM_BACKLOG) sse.abort();
        // A failed write means the client is gone; onAbort ends the stream.
        const done = () => {
          backlog -= 1;
        };
        writing = writing.then(text).then(done, done);
      };

      const unsubscribe = events.subscribe((order) => {
        if (hears(user, order)) write(() => sse.writeSSE({ event: ORDER_EVENT, data: JSON.stringify(order) }));
      });
      try {
        while (!ended.signal.aborted) {
          await sleep(pingMs, undefined, { signal: wake.signal }).catch(() => {});
          if (wake.signal.aborted) wake = new AbortController();
          if (ended.signal.aborted) break;
          // Logout, a password change or a deleted account ends live access as it ends every other request.
          // A database that cannot answer ends the stream too: the client reconnects through the ordinary path.
          const auth = await authenticate(accounts, token).catch(() => null);
          if (!auth || ended.signal.aborted) break;
          user = auth.user;
          write(() => sse.write(': ping\n\n'));
        }
      } finally {
        unsubscribe();
        unregister();
        shutdown?.removeEventListener('abort', end);
      }
    });
    // Once a stream ends its connection has nothing more to do; kept alive, it would hold a closing server open
    // until the idle timeout. The client opens a new one to reconnect.
    response.headers.set('Connection', 'close');
    return response;
  });

  return new Hono<AuthEnv>().get('/orders/events', ...stream).get('/orders/events/', ...stream);
}
