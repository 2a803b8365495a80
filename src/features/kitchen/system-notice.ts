import { i18n } from '@lingui/core';
import type { Text } from '../../../machines/shared/text';
import { textOf } from '../../i18n/format';

/** The browser's Web Notifications, where it has them (not every phone browser does, nor an insecure page). */
const notifications = (): typeof Notification | null => (typeof Notification === 'undefined' ? null : Notification);

/** Whether the kitchen screen should offer to allow notifications: supported, and not yet answered either way. */
export const canAskForNotices = (): boolean => notifications()?.permission === 'default';

/** Asks the browser, from a press of the kitchen's button (browsers ignore the question without one). */
export async function askForNotices(): Promise<NotificationPermission | null> {
  const api = notifications();
  return api ? api.requestPermission() : null;
}

/**
 * A system notification for a tab in the background, in the reader's language. One tag for every new-order notice:
 * a second order replaces the first rather than stacking, and the alert on screen lists them all. Clicking it brings
 * the tab to the front, where the alert waits to be acknowledged.
 */
export function showSystemNotice(message: Text): void {
  const api = notifications();
  if (api?.permission !== 'granted') return;
  try {
    const notice = new api(textOf(i18n, message), { tag: 'new-order', requireInteraction: true });
    notice.onclick = () => {
      window.focus();
      notice.close();
    };
  } catch {
    // Chrome on Android allows notifications only from a service worker: the alert on screen and the chime remain.
  }
}

/** Tells `onChange` whether the tab is in the background, now and whenever that changes. */
export function watchVisibility(onChange: (hidden: boolean) => void): () => void {
  const report = () => onChange(document.visibilityState === 'hidden');
  report();
  document.addEventListener('visibilitychange', report);
  return () => document.removeEventListener('visibilitychange', report);
}
