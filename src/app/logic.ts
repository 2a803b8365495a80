import { createActor } from 'xstate';
import { createAppLogic } from '../../machines/app.machine';
import { createAppApi } from '../api/app-api';
import { readCookie } from '../features/account/cookies';
import { API_BASE } from '../api/api-base';
import { createHttp } from '../api/http';
import { showNotifications } from './notifications';

/** The running app: real implementations attached to the machines, started once. */
export function startApp() {
  let signOut = () => {};
  const http = createHttp({
    baseURL: API_BASE,
    getAccessToken: () => readCookie('access'),
    onUnauthorized: () => signOut(),
  });
  const actor = createActor(createAppLogic(createAppApi(http)));
  signOut = () => actor.system.get('auth')?.send({ type: 'auth.unauthorized' });
  actor.start();
  showNotifications(actor);
  return actor;
}
