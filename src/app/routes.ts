/** Routes of spec §2 that later issues build; until then they show the feature-unavailable page. */
export const UPCOMING_ROUTES: readonly string[] = [];

/** Where the admin routes of spec §2 (and decisions §7) live; the admin chunk lists them. */
export const ADMIN_BASE = '/route/admin';
