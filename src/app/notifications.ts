import type { Actor } from 'xstate';
import type { AppLogic } from '../../machines/app.machine';
import type { NotifyEvent } from '../../machines/shared/notify';
import { showToast } from './toast-queue';

/** Actors that tell the user things; their `notify` events become toasts. */
const SPEAKERS = [
  'cartCount',
  'signup',
  'otp',
  'forgotPassword',
  'login',
  'logout',
  'profile',
  'changePassword',
  'reviewForm',
  'favorite',
  'favoriteMeals',
  'cart',
  'payment',
  'paymentReturn',
  'khaltiReturn',
  'orders',
  'addAdmin',
  'adminOtp',
] as const;

/** Listens to each speaker once it exists: the flows among them start later, when their screens first show. */
export function showNotifications(app: Actor<AppLogic>) {
  const heard = new Set<string>();
  const listen = () => {
    for (const id of SPEAKERS) {
      const speaker = app.system.get(id);
      if (!speaker || heard.has(id)) continue;
      heard.add(id);
      speaker.on('notify', ({ level, message }: NotifyEvent) => showToast(level, message));
    }
  };
  listen();
  app.subscribe(listen);
}
