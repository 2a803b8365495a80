// wouter and @xstate/react import the shim that brings useSyncExternalStore to React before 18; React 19 has its
// own, so vite.config.ts points the shim here and a visitor does not download it.
export { useSyncExternalStore } from 'react';
