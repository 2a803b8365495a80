import pg from 'pg';
import type { Logger } from 'pino';
import type { Order } from '../../contract/order';
import { type Change, type ChangeBus, type ChangeListener, deliver } from './change-bus';

/** One channel for every topic: a LISTEN per topic would only cost more round trips on each (re)connect. */
export const CHANGE_CHANNEL = 'restaurant_changes';
/** Lets an operator (and the tests) tell the bus's own connection apart in pg_stat_activity. */
export const CHANGE_BUS_APPLICATION = 'restaurant-change-bus';
/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. An order of 100 lines with long names is larger, so it
 * travels as its id and every receiver reads it back.
 */
export const MAX_NOTIFY_BYTES = 7999;
/** Changes published while the connection is down wait for it; past this many the oldest are dropped. */
export const MAX_QUEUED_CHANGES = 1000;

/** What goes over the wire: a change, or an order too big for NOTIFY named by its id. */
type Message = Change | { topic: 'order'; id: number };

export interface PostgresBusOptions {
  /** Reads back an order that went as its id only; undefined when it no longer exists. */
  loadOrder(id: number): Promise<Order | undefined>;
  /** Waits between reconnects: doubled after each failure, from firstMs up to maxMs. */
  retry?: { firstMs: number; maxMs: number };
}

/**
 * A change bus for several instances on one database: publish sends a NOTIFY, and local listeners hear of a change
 * only when its notification comes back over this instance's LISTEN, so every instance (the sender too) hears each
 * change once and in the order the database delivered it. One dedicated connection, outside the query pool: a
 * pooled connection would be handed to queries and could not stay listening.
 *
 * When the connection drops, the bus reconnects with backoff. Notifications sent while it was away are lost to this
 * instance, so on reconnecting it tells its own listeners of a catalog change (menu caches start afresh) and asks
 * for a recheck (live streams check their sessions at once: a logout of the gap went unheard); order events of the
 * gap are missed, as a browser's stream would miss them while its connection is down.
 *
 * Resolves once the first LISTEN is in place, so a change published by another instance from then on is heard.
 */
export async function createPostgresBus(
  connectionString: string,
  logger: Logger,
  { loadOrder, retry = { firstMs: 250, maxMs: 10_000 } }: PostgresBusOptions,
): Promise<ChangeBus> {
  const listeners = new Set<ChangeListener>();
  const outbox: string[] = [];
  let client: pg.Client | undefined;
  let closed = false;
  let flushing = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = retry.firstMs;
  // Deliveries run one after another, so a change read back from the database is not overtaken by a later one.
  let delivered: Promise<void> = Promise.resolve();

  const receive = (payload: string | undefined) => {
    const message = parseMessage(payload);
    if (!message) {
      logger.warn({ channel: CHANGE_CHANNEL }, 'change bus: ignored a notification that is not a change');
      return;
    }
    delivered = delivered.then(async () => {
      const change = await resolve(message, loadOrder, logger);
      if (change && !closed) deliver(listeners, change);
    });
  };

  const flush = async () => {
    if (flushing) return;
    flushing = true;
    try {
      while (client && outbox.length > 0 && !closed) {
        await client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, outbox[0]]);
        outbox.shift();
      }
    } catch (error) {
      // The connection is going: the change stays first in line for the next one.
      logger.warn({ err: error }, 'change bus: could not send a change; it will be sent after reconnecting');
    } finally {
      flushing = false;
    }
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: CHANGE_BUS_APPLICATION, keepAlive: true });
    // Without a listener, an 'error' on an idle client would crash the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => {
      if (notification.channel === CHANGE_CHANNEL) receive(notification.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${CHANGE_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = retry.firstMs;
    void flush();
  };

  const lost = (which: pg.Client, error?: Error) => {
    if (which !== client) return;
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    if (closed) return;
    logger.warn(
      { err: error, retryMs },
      'change bus: the listening connection to PostgreSQL dropped; other instances are not heard until it is back',
    );
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(async () => {
      retryTimer = undefined;
      try {
        await connect();
        if (closed) return;
        logger.info('change bus: listening to PostgreSQL again');
        // Whatever changed while away went unheard: cached menu answers may be stale, ended sessions still streaming.
        delivered = delivered.then(() => {
          deliver(listeners, { topic: 'catalog' });
          deliver(listeners, { topic: 'recheck' });
        });
      } catch (error) {
        if (closed) return;
        retryMs = Math.min(retryMs * 2, retry.maxMs);
        logger.warn({ err: error, retryMs }, 'change bus: reconnecting to PostgreSQL failed; trying again');
        scheduleReconnect();
      }
    }, retryMs);
  };

  await connect();

  return {
    publish(change) {
      if (closed) return;
      outbox.push(encode(change));
      if (outbox.length > MAX_QUEUED_CHANGES) {
        outbox.shift();
        logger.warn('change bus: too many changes waiting for the connection; the oldest was dropped');
      }
      void flush();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      outbox.length = 0;
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners('end');
        await last.end().catch(() => {});
      }
    },
  };
}

function encode(change: Change): string {
  const full = JSON.stringify(change);
  if (Buffer.byteLength(full) <= MAX_NOTIFY_BYTES || change.topic !== 'order') return full;
  return JSON.stringify({ topic: 'order', id: change.order.id } satisfies Message);
}

function parseMessage(payload: string | undefined): Message | undefined {
  try {
    const message = JSON.parse(payload ?? '') as Partial<Record<string, unknown>>;
    if (message.topic === 'catalog' || message.topic === 'recheck') return { topic: message.topic };
    if (message.topic === 'session-ended' && isId(message.sessionId)) {
      return { topic: 'session-ended', sessionId: message.sessionId };
    }
    if (message.topic === 'user-sessions-ended' && isId(message.userId)) {
      return { topic: 'user-sessions-ended', userId: message.userId };
    }
    if (message.topic !== 'order') return undefined;
    if (typeof message.order === 'object' && message.order !== null) return message as Message;
    if (typeof message.id === 'number') return { topic: 'order', id: message.id };
  } catch {
    // Not JSON: someone else's NOTIFY on the channel.
  }
  return undefined;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value);

async function resolve(message: Message, loadOrder: PostgresBusOptions['loadOrder'], logger: Logger) {
  if (message.topic !== 'order' || 'order' in message) return message;
  try {
    const order = await loadOrder(message.id);
    return order ? ({ topic: 'order', order } satisfies Change) : undefined;
  } catch (error) {
    logger.warn({ err: error, order: message.id }, 'change bus: could not read back an order sent by its id');
    return undefined;
  }
}
