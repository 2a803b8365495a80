import { assign, fromPromise, setup } from 'xstate';
import type { Result } from './result';

/**
 * Fetched data nobody looks at is dropped after this long (docs/rules/limits.md#cached-data: "Unused query data kept 60
 * seconds").
 */
export const RETENTION_MS = 60_000;

export type ResourceEvent =
  | { type: 'resource.subscribe' }
  | { type: 'resource.unsubscribe' }
  | { type: 'resource.refetch' };

/** Data the page already carries (a server-rendered page, contract/page-data.ts): the resource starts ready with it. */
export interface ResourceInput<T> {
  data?: T | null;
}

export interface ResourceContext<T> {
  data: T | null;
  error: string | null;
  subscribers: number;
}

/**
 * One server read shared by every screen that shows it. Screens subscribe while mounted; the first subscriber
 * loads it, later ones reuse it, and once the last one leaves the data is kept for RETENTION_MS so that coming
 * back within a minute is instant. Started with data (the page's own, sent with its HTML), it is ready at once and
 * the first subscriber reads nothing.
 */
export function createResourceMachine<T>(id: string) {
  // Both outcomes are kept the same way: watched while someone subscribes, dropped a while after the last leaves.
  const retained = {
    initial: 'watched',
    states: {
      watched: { always: { guard: 'unwatched', target: 'unwatched' } },
      unwatched: {
        always: { guard: 'watched', target: 'watched' },
        after: { retention: { target: `#${id}.idle`, actions: 'drop' } },
      },
    },
  } as const;
  return setup({
    types: {
      context: {} as ResourceContext<T>,
      events: {} as ResourceEvent,
      input: {} as ResourceInput<T> | undefined,
    },
    actors: {
      load: fromPromise<Result<T>>(async () => {
        throw new Error(`${id}: load is provided at the app boundary`);
      }),
    },
    delays: { retention: RETENTION_MS },
    guards: {
      unwatched: ({ context }) => context.subscribers === 0,
      watched: ({ context }) => context.subscribers > 0,
      given: ({ context }) => context.data !== null,
    },
    actions: {
      join: assign({ subscribers: ({ context }) => context.subscribers + 1 }),
      leave: assign({ subscribers: ({ context }) => Math.max(0, context.subscribers - 1) }),
      drop: assign({ data: null, error: null }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ data: input?.data ?? null, error: null, subscribers: 0 }),
    initial: 'idle',
    on: {
      'resource.subscribe': { actions: 'join' },
      'resource.unsubscribe': { actions: 'leave' },
    },
    states: {
      idle: {
        always: { guard: 'given', target: 'ready' },
        on: { 'resource.subscribe': { target: 'loading', actions: 'join' } },
      },
      loading: {
        invoke: {
          src: 'load',
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign({
                data: ({ event }) => (event.output.ok ? event.output.data : null),
                error: null,
              }),
            },
            {
              target: 'failed',
              actions: assign({ error: ({ event }) => (event.output.ok ? null : event.output.message) }),
            },
          ],
          onError: { target: 'failed', actions: assign({ error: 'Something went wrong' }) },
        },
      },
      ready: {
        ...retained,
        on: { 'resource.refetch': 'loading' },
      },
      failed: {
        // A screen that mounts again tries again, like a manual retry.
        on: {
          'resource.subscribe': { target: 'loading', actions: 'join' },
          'resource.refetch': 'loading',
        },
        ...retained,
      },
    },
  });
}

export type ResourceStatus = 'loading' | 'ready' | 'failed';
export interface ResourceView<T> {
  status: ResourceStatus;
  data: T | null;
  error: string | null;
}

/** Idle with a subscriber never lasts past the subscribe event, so the view only ever sees these three. */
export function selectResource<T>(snapshot: {
  context: ResourceContext<T>;
  matches: (state: 'ready' | 'failed') => boolean;
}): ResourceView<T> {
  const status: ResourceStatus = snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('failed')
      ? 'failed'
      : 'loading';
  return { status, data: snapshot.context.data, error: snapshot.context.error };
}
