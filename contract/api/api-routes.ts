import type { ApiRoute } from './api-route';
import { ACCOUNT_ROUTES } from './routes-account';
import { DOCS_ROUTES } from './routes-docs';
import { MENU_ROUTES } from './routes-menu';
import { ORDER_ROUTES } from './routes-orders';
import { SANDBOX_ROUTES } from './routes-sandbox';
import { STAFF_ROUTES } from './routes-staff';

export type { Access, ApiRoute, Answer, RequestBody } from './api-route';

/**
 * Every route under /api, as the OpenAPI document (server/openapi/) describes it. tests/server/openapi.test.ts
 * checks it against the routes the app registers and against what the server answers, so it cannot drift.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...MENU_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ORDER_ROUTES,
  ...STAFF_ROUTES,
  ...SANDBOX_ROUTES,
  ...DOCS_ROUTES,
];
