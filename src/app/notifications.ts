import type { Actor } from 'xstate';
import type { AppLogic } from '../../machines/app.machine';
import type { NotifyEvent } from '../../machines/notify';
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
] as const;

export function showNotifications(app: Actor<AppLogic>) {
  for (const id of SPEAKERS) {
    app.system.get(id)?.on('notify', ({ level, message }: NotifyEvent) => showToast(level, message));
  }
}
