import { createActor, fromCallback, setup, SimulatedClock, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { EventObject } from 'xstate';
import { callsInFlight, settle, type CallsInFlight } from './fake-calls';
import { expectSnapshot, type GraphEvent, type Harness } from './graph-replay';

/**
 * The harness almost every model test needs, built from what differs between them: the logic with its fakes, what
 * the outside world records (events the flow emits, events it sends to its neighbours), and any event the test
 * plays its own way (a delay passing on the simulated clock, news on a stream).
 */

export interface HarnessTools<World> {
  /** What the world saw since the last `take`; fakes push into it. */
  world: () => World;
  /** The calls the fakes made that wait for the graph's done and error events. */
  calls: CallsInFlight;
  /** A stand-in for a live stream (orders over SSE): whatever `Running.news` is given, it sends to its parent. */
  stream: AnyActorLogic;
}

export interface Running<World> extends HarnessTools<World> {
  /** The actor under test (inside its root when `system` is given). */
  actor: AnyActorRef;
  /** The actors' clock when the setup asks for `clock`. */
  clock: SimulatedClock;
  /** News arriving the way the app gets it: through the `stream` actor, which must be running. */
  news: (event: EventObject) => void;
}

/** Records an event into an array of the world, e.g. `emitted: { notify: into('toasts') }`. */
export const into =
  <World, Key extends keyof World>(key: Key) =>
  (world: World, event: unknown) =>
    (world[key] as unknown[]).push(event);

export interface ReplaySetup<World> {
  /** A world that saw nothing, as `take` answers when nothing happened. */
  nothing: () => World;
  /** The logic under test with fakes attached (see `fakeCall`), built afresh for each harness. */
  logic: (tools: HarnessTools<World>) => AnyActorLogic;
  /** Events the flow emits to its view (`notify`, `navigate`…), each recorded into the world. */
  emitted?: Record<string, (world: World, event: never) => void>;
  /**
   * Runs the flow under a root, with the system id the app gives it, beside recorders standing in for the actors
   * it sends to by system id (`auth`, `signupDraft`…).
   */
  system?: { id: string; neighbours?: Record<string, (world: World, event: EventObject) => void> };
  /** Runs the actors on `Running.clock`, a simulated clock only `elapse` (or the test) moves. */
  clock?: boolean;
  /** The input the flow starts with (a remembered language), for a flow run alone. */
  input?: unknown;
  /**
   * The delays the graph plays as events (a state's `after`), by event type: each lets `ms` pass on the clock
   * through `elapse`, `what` naming what the delay runs from. Needs `clock`.
   */
  delays?: Record<string, { ms: number; what: string }>;
  /** The type of the events that are news on the live stream: played through `stream`, as the app hears them. */
  news?: string;
  /** Plays an event the test does not simply send; answers false to let the harness send or answer it. */
  play?: (event: GraphEvent, running: Running<World>) => boolean | Promise<boolean>;
}

export interface ReplayHarness<World> extends Harness<World>, Running<World> {}

/** A factory of fresh harnesses: done and error events answer the fake calls, other events are sent. */
export function replayHarness<World>(spec: ReplaySetup<World>): () => ReplayHarness<World> {
  return () => {
    let world = spec.nothing();
    const calls = callsInFlight();
    const clock = new SimulatedClock();
    let listener: ((event: EventObject) => void) | null = null;
    const stream = fromCallback<EventObject>(({ sendBack }) => void (listener = sendBack));
    const news = (event: EventObject) => {
      if (!listener) throw new Error('nobody is listening to the stream');
      listener(event);
    };
    const tools: HarnessTools<World> = { world: () => world, calls, stream };
    const logic = spec.logic(tools);
    const listen = (actor: AnyActorRef) => {
      for (const [type, record] of Object.entries(spec.emitted ?? {})) {
        actor.on(type, (event: unknown) => record(world, event as never));
      }
    };
    const options = spec.clock ? { clock } : {};
    const { root, actor } = spec.system
      ? underRoot(spec.system, logic, tools, options, listen)
      : alone(logic, spec.input === undefined ? options : { ...options, input: spec.input }, listen);
    const running: Running<World> = { ...tools, actor, clock, news };
    return {
      ...running,
      snapshot: () => actor.getSnapshot(),
      async perform(event) {
        const delay = spec.delays?.[event.type];
        if (delay) return elapse(running, delay.ms, delay.what);
        if (event.type === spec.news) return news(event);
        if (spec.play && (await spec.play(event, running))) return;
        if (/^xstate\.(done|error)\.actor\./.test(event.type)) await calls.answer(event);
        else actor.send(event);
      },
      take: () => {
        const seen = world;
        world = spec.nothing();
        return seen;
      },
      stop: () => root.stop(),
    };
  };
}

/** The actor listened to before it starts, so nothing it emits on entry is missed. */
function alone(
  logic: AnyActorLogic,
  options: { clock?: SimulatedClock; input?: unknown },
  listen: (actor: AnyActorRef) => void,
) {
  const actor = createActor(logic, options);
  listen(actor);
  return { root: actor.start(), actor };
}

function underRoot<World>(
  system: NonNullable<ReplaySetup<World>['system']>,
  logic: AnyActorLogic,
  tools: HarnessTools<World>,
  options: { clock?: SimulatedClock },
  listen: (actor: AnyActorRef) => void,
) {
  const neighbours = Object.entries(system.neighbours ?? {});
  const recorders = Object.fromEntries(
    neighbours.map(([id, record]) => [
      id,
      fromCallback(({ receive }) => receive((event) => record(tools.world(), event))),
    ]),
  );
  const root = createActor(
    setup({ actors: { [system.id]: logic, ...recorders } }).createMachine({
      invoke: [system.id, ...neighbours.map(([id]) => id)].map((id) => ({ id, systemId: id, src: id })),
    }),
    options,
  ).start();
  // The flow exists only once its root started: what it emits on its first entry is not heard.
  const actor = root.system.get(system.id) as AnyActorRef;
  listen(actor);
  return { root, actor };
}

/**
 * Lets a delay pass on the simulated clock, checking that the actor did not move a millisecond early: the model
 * only says "the delay passed", the real clock must agree on when.
 */
export async function elapse(running: Running<unknown>, ms: number, what: string) {
  const before = running.actor.getSnapshot();
  running.clock.increment(ms - 1);
  expectSnapshot(running.actor.getSnapshot(), before, `${ms - 1} ms ${what}`);
  running.clock.increment(1);
  await settle();
}
