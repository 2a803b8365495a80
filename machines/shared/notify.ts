/** Machines never toast; they emit this and the app boundary shows it. */
export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';
export interface NotifyEvent {
  type: 'notify';
  level: NotifyLevel;
  message: string;
}

export const notify = (level: NotifyLevel, message: string): NotifyEvent => ({ type: 'notify', level, message });
