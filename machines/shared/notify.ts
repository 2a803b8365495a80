import type { Text } from './text';

/** Machines never toast; they emit this and the app boundary shows it, in the reader's language. */
export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';
export interface NotifyEvent {
  type: 'notify';
  level: NotifyLevel;
  message: Text;
}

export const notify = (level: NotifyLevel, message: Text): NotifyEvent => ({ type: 'notify', level, message });

/** docs/rules/validation.md#add-to-cart: what a visitor is told on a screen or action that needs an account. */
export const LOGIN_FIRST = /*i18n*/ 'please login first..';
