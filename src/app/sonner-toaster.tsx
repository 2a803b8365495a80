import { useEffect, useSyncExternalStore } from 'react';
import * as sonner from 'sonner';
import { toasterReady } from './toast-queue';

/**
 * Spec §9: top-right, 5 s (a phone: bottom). Sonner's plain style, not `richColors`: its warning text fails AA contrast.
 * Offset below the 64 px navbar so a toast never covers its buttons.
 */
export default function SonnerToaster() {
  // Children's effects run first, so sonner's <Toaster> is listening by the time the queue is flushed.
  useEffect(() => toasterReady(sonner), []);
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
 * Sonner spreads a toast over a phone's whole width: at the top it would sit on the page's heading, which is what a
 * customer reads to know where they are (issue 14). On a phone the toasts rise from the bottom, above the thumb.
 */
export const PHONE_QUERY = '(max-width: 599px)';
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
function onPhoneChange(changed: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
