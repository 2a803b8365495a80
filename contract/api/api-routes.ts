import type { ApiRoute } from './api-route';
import { ACCOUNT_ROUTES } from './routes-account';
import { DOCS_ROUTES } from './routes-docs';
import { MENU_ROUTES } from './routes-menu';
import { MONEY_ROUTES } from './routes-money';
import { ORDER_ROUTES } from './routes-orders';
import { KHALTI_SANDBOX_ROUTES, SANDBOX_ROUTES } from './routes-sandbox';
import { SOLD_OUT_ROUTES } from './routes-sold-out';
import { STAFF_ROUTES } from './routes-staff';

export type { Access, ApiRoute, Answer, RequestBody } from './api-route';

/**
 * Every route under /api, as the OpenAPI document (server/openapi/) describes it. tests/server/openapi.test.ts
 * checks it against the routes the app registers and against what the server answers, so it cannot drift.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...MENU_ROUTES,
  ...SOLD_OUT_ROUTES,
  ...MONEY_ROUTES,
  ...ACCOUNT_ROUTES,
  ...ORDER_ROUTES,
  ...STAFF_ROUTES,
  ...SANDBOX_ROUTES,
  ...KHALTI_SANDBOX_ROUTES,
  ...DOCS_ROUTES,
];
