/** Routes of spec §2 that later issues build; until then they show the feature-unavailable page. */
export const UPCOMING_ROUTES: readonly string[] = [];

/** Every admin route, relative to /route/admin (spec §2 and decisions §7). */
export const ADMIN_BASE = '/route/admin';
export const ADMIN_ROUTES = [
  '/',
  '/add-meal',
  '/meals',
  '/update-meal/:id',
  '/meal-list',
  '/category',
  '/user-list',
  '/about',
  '/add-admin',
  '/view-user/:id',
  '/orders',
] as const;
