/**
 * Machines never touch the router; they emit this and the screen showing them follows it (src/app/navigation.ts).
 * `replace` is for redirects: the page the user was refused should not come back with the browser's Back button.
 */
export interface NavigateEvent {
  type: 'navigate';
  to: string;
  replace?: boolean;
}

export const navigate = (to: string, options: { replace?: boolean } = {}): NavigateEvent =>
  options.replace ? { type: 'navigate', to, replace: true } : { type: 'navigate', to };
