import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** How long after a release the swap waits for the click that usually follows it. */
const CLICK_WAIT_MS = 250;

export interface UpgradeTriggers<E extends HTMLElement> {
  ref: RefObject<E | null>;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
  onKeyDown: () => void;
}

/**
 * A widget drawn as plain markup first, that becomes its Ark component once someone reaches for it: pointing at it,
 * pressing in it or focusing it starts loading the Ark module, so a visit that only looks never downloads Ark and
 * zag. The swap waits while a pointer is over the widget until its press finishes (or it leaves): a click lands on the
 * plain widget, never on an Ark one still setting itself up (whose first frames would undo it); keyboard focus moves
 * to the element with the same id in the new one.
 */
export function useUpgradeOnUse<M, E extends HTMLElement = HTMLDivElement>(
  load: () => Promise<M>,
): { loaded: M | null; triggers: UpgradeTriggers<E> } {
  const [loaded, setLoaded] = useState<M | null>(null);
  const ref = useRef<E | null>(null);
  const started = useRef(false);
  const held = useRef(false);
  const pointerOver = useRef(false);
  const arrived = useRef<M | null>(null);
  const refocus = useRef<string | null>(null);
  // A module that arrives after the widget left the page has nothing to swap: no state to set, no focus to read.
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
    };
  }, []);

  const swap = useCallback(() => {
    const module = arrived.current;
    if (!module || gone.current || held.current || pointerOver.current) return;
    arrived.current = null;
    const active = document.activeElement;
    refocus.current = active instanceof HTMLElement && active.id && ref.current?.contains(active) ? active.id : null;
    setLoaded(() => module);
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (module) => {
        arrived.current = module;
        swap();
      },
      // Not loaded (offline, a new deployment): the plain widget keeps working; the next use tries again.
      () => {
        started.current = false;
      },
    );
  }, [load, swap]);

  // The click (or the key's activation) comes after the release: swap once it has been handled.
  const hold = useCallback(
    (release: 'pointerup' | 'keyup') => {
      held.current = true;
      const done = () => {
        held.current = false;
        // The press is over: the gesture that was waiting for has ended even if the pointer stays.
        pointerOver.current = false;
        window.removeEventListener(release, done);
        window.removeEventListener('pointercancel', done);
        // The click follows the release in a task of its own: swapping before it would take its target away. Swap
        // once it has been handled, or soon anyway for a press that makes no click (a drag, a cancelled touch).
        window.addEventListener('click', () => setTimeout(swap, 0), { once: true, capture: true });
        setTimeout(swap, CLICK_WAIT_MS);
      };
      window.addEventListener(release, done);
      if (release === 'pointerup') window.addEventListener('pointercancel', done);
      start();
    },
    [start, swap],
  );

  useLayoutEffect(() => {
    if (!loaded || !refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  }, [loaded]);

  return {
    loaded,
    triggers: {
      ref,
      onPointerEnter: () => {
        pointerOver.current = true;
        start();
      },
      onPointerLeave: () => {
        pointerOver.current = false;
        swap();
      },
      onPointerDown: () => hold('pointerup'),
      onFocus: start,
      onKeyDown: () => {
        if (!held.current) hold('keyup');
      },
    },
  };
}
