import type { EventObject, MachineContext } from 'xstate';
import type { NavigateEvent } from './navigate';
import type { NotifyEvent } from './notify';

/**
 * The `types` of a screen's machine for xstate's `setup()`: its context and events, and what every screen emits for
 * the app boundary to carry out, a toast (./notify.ts) or a route change (./navigate.ts); a machine never does either.
 */
export const screenTypes = <Context extends MachineContext, Event extends EventObject>() => ({
  context: {} as Context,
  events: {} as Event,
  emitted: {} as NotifyEvent | NavigateEvent,
});
