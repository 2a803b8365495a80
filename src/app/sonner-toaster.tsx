import { useEffect, useSyncExternalStore } from 'react';
import * as sonner from 'sonner';
import { i18n } from '@lingui/core';
import type { NotifyLevel } from '../../machines/shared/notify';
import type { Text } from '../../machines/shared/text';
// A toast may carry the server's words (a refused login, a full cart): those are contract texts.
import '../i18n/contract-english';
import { textOf } from '../i18n/format';
import { toasterReady } from './toast-queue';

/**
 * docs/rules/limits.md#notifications: top-right, 5 s (a phone: bottom). Sonner's plain style, not `richColors`: its
 * warning text fails AA contrast.
 * Offset below the 64 px navbar so a toast never covers its buttons.
 */
export default function SonnerToaster() {
  // Children's effects run first, so sonner's <Toaster> is listening by the time the queue is flushed.
  useEffect(() => toasterReady(show), []);
  const phone = useSyncExternalStore(onPhoneChange, isPhone, () => false);
  return (
    <sonner.Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      duration={5000}
      closeButton
      offset={{ top: 76 }}
      mobileOffset={{ top: 72, bottom: 16 }}
    />
  );
}

/**
 * Errors still on screen: a success after them says the problem is over, so they go (docs/rules/robustness.md#screens).
 */
const errorsShown = new Set<string | number>();

/** In the language of the page when it shows: a toast lasts 5 s, a switch meanwhile leaves it as it was. */
function show(level: NotifyLevel, message: Text) {
  if (level === 'success') {
    for (const id of errorsShown) sonner.toast.dismiss(id);
    errorsShown.clear();
  }
  const id = sonner.toast[level](textOf(i18n, message), {
    onDismiss: (toast) => errorsShown.delete(toast.id),
    onAutoClose: (toast) => errorsShown.delete(toast.id),
  });
  if (level === 'error') errorsShown.add(id);
}

/**
 * Sonner spreads a toast over a phone's whole width: at the top it would sit on the page's heading, which is what a
 * customer reads to know where they are (docs/rules/robustness.md#screens). On a phone the toasts rise from the bottom,
 * above the thumb.
 */
export const PHONE_QUERY = '(max-width: 599px)';
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
function onPhoneChange(changed: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
