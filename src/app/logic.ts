import { createActor } from 'xstate';
import { createAppLogic, type AppStart } from '../../machines/app.machine';
import { createAppApi } from '../api/app-api';
import { appHttp, onUnauthorized } from '../api/app-http';
import { afterHydration } from '../lib/hydration';
import { showNotifications } from './notifications';

/** The running app: real implementations attached to the machines, started once, from what the page carried. */
export function startApp(start: AppStart = {}) {
  const api = createAppApi(appHttp);
  // What the server could not know waits for the drawn page to be hydrated (src/lib/hydration.ts).
  const live = {
    ...api,
    validateSession: afterHydration(api.validateSession),
    loadPace: afterHydration(api.loadPace),
    soldOut: afterHydration(api.soldOut),
  };
  const actor = createActor(createAppLogic(live), { input: start });
  onUnauthorized(() => actor.system.get('auth')?.send({ type: 'auth.unauthorized' }));
  actor.start();
  showNotifications(actor);
  return actor;
}
