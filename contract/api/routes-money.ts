import { billingSettings, billingSettingsRequest } from '../billing';
import { type ApiRoute, ok, routesOf } from './api-route';

const restaurant = routesOf('Restaurant');

/** The restaurant's money: how its bills split the menu price (VAT, service charge) and, later, its takings. */
export const MONEY_ROUTES: readonly ApiRoute[] = [
  restaurant.admin(
    'GET /about/billing/',
    'The bill settings: VAT registration, PAN/VAT number, the address on bills, service charge per way of ordering',
    ok(billingSettings),
  ),
  restaurant.admin(
    'PUT /about/billing/',
    'Change the bill settings (the whole of them); a VAT-registered restaurant gives its 9-digit PAN/VAT number',
    ok(billingSettings),
    billingSettingsRequest,
  ),
];
