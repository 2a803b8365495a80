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

/** Errors still on screen: a success after them says the problem is over, so they go (issue 14). */
const errorsShown = new Set<string | number>();

function show(library: Sonner, level: NotifyLevel, message: string) {
  if (level === 'success') {
    for (const id of errorsShown) library.toast.dismiss(id);
    errorsShown.clear();
  }
  const id = library.toast[level](message, {
    onDismiss: (toast) => errorsShown.delete(toast.id),
    onAutoClose: (toast) => errorsShown.delete(toast.id),
  });
  if (level === 'error') errorsShown.add(id);
}

export function showToast(level: NotifyLevel, message: string) {
  if (sonner) {
    show(sonner, level, message);
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
  for (const [level, message] of waiting.splice(0)) show(library, level, message);
}
