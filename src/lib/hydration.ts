import { useEffect } from 'react';

let hydrated = false;
let settle: () => void = () => {};
const done = new Promise<void>((resolve) => {
  settle = resolve;
});

/**
 * A server-drawn page is hydrated by components that must draw exactly what the server drew. The server knows no
 * session, pace or sold-out state (src/ssr/entry-server.tsx): the calls that learn them wait until the page is
 * hydrated, or an answer arriving meanwhile would draw a navbar or a banner the server's markup does not have.
 */
export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  settle();
}

/** Whether the page is live (hydrated, or drawn by the browser itself). */
export const isHydrated = () => hydrated;

/** `call`, made once the page is hydrated. */
export function afterHydration<A extends unknown[], R>(call: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return async (...args) => {
    if (!hydrated) await done;
    return call(...args);
  };
}

/**
 * Said by every page's layout (src/ui/page-layout.tsx) once it is on screen: by then the page, its lazily loaded
 * screen included, is hydrated.
 */
export function useHydrated() {
  useEffect(markHydrated, []);
}
