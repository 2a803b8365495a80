import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterRequested, toasterRequested } from './toast-queue';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts sonner's toaster once the first notification asks for it. */
export function Toaster() {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, toasterRequested);
  return requested ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
