/**
 * Routes of docs/rules/screens.md#feature-unavailable that later issues build; until then they show the
 * feature-unavailable page.
 */
export const UPCOMING_ROUTES: readonly string[] = [];

/**
 * Where the admin routes of docs/rules/screens.md#admin-screens (and
 * docs/rules/departures.md#where-the-app-differs-from-the-original-description) live; the admin chunk lists them.
 */
export const ADMIN_BASE = '/route/admin';
