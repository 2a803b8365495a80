import type { NotifyLevel } from '../../machines/notify';

type Sonner = typeof import('sonner');

/**
 * Toasts without sonner in the first page load: most visits never show one, so the library arrives with the
 * first notification. Until the toaster is mounted, notifications wait here in order.
 */
let sonner: Sonner | null = null;
let requested = false;
const waiting: Array<[NotifyLevel, string]> = [];
const listeners = new Set<() => void>();

export function showToast(level: NotifyLevel, message: string) {
  if (sonner) {
    sonner.toast[level](message);
    return;
  }
  waiting.push([level, message]);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/** For `useSyncExternalStore`: has anything asked for the toaster yet? */
export const toasterRequested = () => requested;
export function onToasterRequested(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mounted toaster hands over sonner; what waited is shown now. */
export function toasterReady(library: Sonner) {
  sonner = library;
  for (const [level, message] of waiting.splice(0)) library.toast[level](message);
}
