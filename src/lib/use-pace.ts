import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { AppApi } from '../../machines/app.machine';
import { paceMachine, type PaceView, selectPace } from '../../machines/shared/pace.machine';
import { useFlow } from '../app/app-actor';

/** The visitor's pace: read only (the kitchen's changes go through its own controls). */
export const createPaceLogic = (api: AppApi) =>
  paceMachine.provide({ actors: { loadPace: fromPromise(() => api.loadPace()) } });

/** The restaurant's pause and busy minutes as every page shows them, read again every PACE_POLL_MS. */
export function usePace(): PaceView {
  const pace = useFlow('pace', createPaceLogic);
  return useSelector(pace, selectPace, (a, b) => a.pace === b.pace && a.busy === b.busy);
}
