import { useEffect } from 'react';
import type { Subscription } from 'xstate';
import { useLocation } from 'wouter';
import type { NavigateEvent } from '../../machines/shared/navigate';

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
