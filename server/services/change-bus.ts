import type { Order } from '../../contract/order';

/**
 * What one server instance tells every instance (itself included) after a commit:
 * - `order`: an order was paid or moved; the live order streams pass it on.
 * - `catalog`: meals, categories, reviews or the restaurant page changed; cached menu answers are stale.
 * - `session-ended`: a logout ended this session; the live streams it opened close.
 * - `user-sessions-ended`: a password change or reset, or the account's deletion, ended every session of the user;
 *   all their live streams close.
 * - `recheck`: changes may have gone unheard (the PostgreSQL bus says so to its own listeners on reconnecting);
 *   the live streams check their sessions again at once instead of at their next ping.
 */
export type Change =
  | { topic: 'order'; order: Order }
  | { topic: 'catalog' }
  | { topic: 'session-ended'; sessionId: number }
  | { topic: 'user-sessions-ended'; userId: number }
  | { topic: 'recheck' };

export type ChangeListener = (change: Change) => void;

/**
 * In-process for SQLite (one server owns the file); over PostgreSQL's LISTEN/NOTIFY when several instances share
 * one database, so a change made on one reaches the listeners of all.
 */
export interface ChangeBus {
  publish(change: Change): void;
  /** Returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** Stops listening (the PostgreSQL connection); publish after close is a no-op. */
  close(): Promise<void>;
}

export function createLocalBus(): ChangeBus {
  const listeners = new Set<ChangeListener>();
  let closed = false;
  return {
    publish(change) {
      if (closed) return;
      deliver(listeners, change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}

/** One slow or broken listener must not stop the others from hearing of the change. */
export function deliver(listeners: Set<ChangeListener>, change: Change) {
  for (const listener of listeners) {
    try {
      listener(change);
    } catch {
      listeners.delete(listener);
    }
  }
}
