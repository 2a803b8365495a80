import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Subscription } from 'xstate';
import { useLocation } from 'wouter';
import type { FlowId } from '../../machines/flows';
import type { NavigateEvent } from '../../machines/shared/navigate';
import { useFlow, type AppSystem } from './app-actor';

/** Anything that emits `navigate` (a flow actor). */
interface Navigator {
  on(type: 'navigate', handler: (event: NavigateEvent) => void): Subscription;
}

/**
 * The bridge from a flow's emitted `navigate` events to wouter: the screen showing the flow follows it, through the
 * router it is rendered in (the browser's in the app, a memory one in stories and tests). Once the screen is gone,
 * a late answer no longer moves the user.
 */
export function useNavigateOn(actor: Navigator) {
  const [, setLocation] = useLocation();
  useEffect(() => {
    const subscription = actor.on('navigate', ({ to, replace }) => setLocation(to, { replace }));
    return () => subscription.unsubscribe();
  }, [actor, setLocation]);
}

/** The flows that emit `navigate`: the ones a screen follows. */
type NavigatingFlowId = { [K in FlowId]: AppSystem[K] extends Navigator ? K : never }[FlowId];
type SnapshotOf<K extends FlowId> = AppSystem[K] extends { getSnapshot(): infer S } ? S : undefined;

/** A screen's own flow: started on first use (useFlow), read through its selector, and followed where it navigates. */
export function useScreenFlow<K extends NavigatingFlowId, View>(
  id: K,
  create: Parameters<typeof useFlow>[1],
  select: (snapshot: SnapshotOf<K>) => View,
) {
  const flow = useFlow(id, create);
  const view = useSelector(flow, select);
  useNavigateOn(flow);
  return { flow, view };
}
