import type { NotifyLevel } from '../../machines/shared/notify';
import type { Text } from '../../machines/shared/text';

/** How the mounted toaster shows one notification (src/app/sonner-toaster.tsx). */
export type ShowToast = (level: NotifyLevel, message: Text) => void;

/**
 * Toasts without sonner in the first page load: most visits never show one, so the library arrives with the
 * first notification. Until the toaster is mounted, notifications wait here in order.
 */
let shown: ShowToast | null = null;
let requested = false;
const waiting: Array<[NotifyLevel, Text]> = [];
const listeners = new Set<() => void>();

export function showToast(level: NotifyLevel, message: Text) {
  if (shown) {
    shown(level, message);
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

/** The mounted toaster hands over how it shows a toast; what waited is shown now. */
export function toasterReady(show: ShowToast) {
  shown = show;
  for (const [level, message] of waiting.splice(0)) show(level, message);
}
