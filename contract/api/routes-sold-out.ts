import { soldOutRequest, soldOutSaved, soldOutState } from '../sold-out';
import { type ApiRoute, ok, routesOf } from './api-route';

const menu = routesOf('Menu');

/** Sold out (contract/sold-out.ts): what cannot be ordered now, and the kitchen's switches. */
export const SOLD_OUT_ROUTES: readonly ApiRoute[] = [
  menu.public('GET /meal/sold-out/', 'The dishes and options sold out right now, with when each comes back', ok(soldOutState)),
  menu.admin(
    'PUT /meal/{id}/sold-out/',
    'Mark a dish sold out (for good, or until the next opening) or back on the menu',
    ok(soldOutSaved),
    soldOutRequest,
  ),
  menu.admin(
    'PUT /meal/{id}/options/{option}/sold-out/',
    'Mark one option of a dish sold out (for good, or until the next opening) or back',
    ok(soldOutSaved),
    soldOutRequest,
  ),
];
