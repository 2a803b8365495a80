import { useEffect } from 'react';
import * as sonner from 'sonner';
import { toasterReady } from './toast-queue';

/**
 * Spec §9: top-right, 5 s. Sonner's plain style, not `richColors`: its warning text fails AA contrast.
 * Offset below the 64 px navbar so a toast never covers its buttons.
 */
export default function SonnerToaster() {
  // Children's effects run first, so sonner's <Toaster> is listening by the time the queue is flushed.
  useEffect(() => toasterReady(sonner), []);
  return <sonner.Toaster position="top-right" duration={5000} closeButton offset={{ top: 76 }} mobileOffset={{ top: 72 }} />;
}
