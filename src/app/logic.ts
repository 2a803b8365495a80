import { createActor } from 'xstate';
import { createAppLogic } from '../../machines/app.machine';
import { createAppApi } from '../api/app-api';
import { appHttp, onUnauthorized } from '../api/app-http';
import { showNotifications } from './notifications';

/** The running app: real implementations attached to the machines, started once. */
export function startApp() {
  const actor = createActor(createAppLogic(createAppApi(appHttp)));
  onUnauthorized(() => actor.system.get('auth')?.send({ type: 'auth.unauthorized' }));
  actor.start();
  showNotifications(actor);
  return actor;
}
