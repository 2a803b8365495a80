import { billingSettings, billingSettingsRequest } from '../billing';
import { moneySummary } from '../money-summary';
import { serviceSettings } from '../fulfilment';
import { paymentSettingsRequest } from '../payment-settings';
import { moneyRangeQuery, receiptDocument } from '../receipt';
import { type ApiRoute, DETAIL, ok, routesOf } from './api-route';

const restaurant = routesOf('Restaurant');
const orders = routesOf('Orders');

const csv = (description: string) => ({ 200: { kind: 'csv', description } as const, 400: DETAIL[400] });

/** The restaurant's money: how its bills split the menu price, receipts and the registers. */
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
  restaurant.admin(
    'PUT /about/payments/',
    "The ways to pay each way of ordering offers and the bound on open cash orders (the owner's): the service settings",
    ok(serviceSettings),
    paymentSettingsRequest,
  ),
  ...(['receipt', 'credit-note'] as const).flatMap((kind) => [
    orders.signedIn(
      `GET /orders/{id}/${kind}/`,
      `The ${kind.replace('-', ' ')} of an order: any order's for an admin, a customer's own (404 while none is issued)`,
      ok(receiptDocument),
    ),
    orders.signedIn(
      `POST /orders/{id}/${kind}/prints/`,
      `Count one print of the ${kind.replace('-', ' ')}: from the second on it reads "Copy of Original"`,
      ok(receiptDocument),
    ),
  ]),
  orders.admin(
    'GET /admin/money/summary/',
    'The money of a range of days: takings by way of paying, cash still to collect and collected, refunds due and made',
    ok(moneySummary, 400),
    { query: moneyRangeQuery },
  ),
  orders.admin(
    'GET /admin/money/register.csv',
    'The sales register of a range of days as CSV: date BS and AD, receipt number, customer, taxable amount, VAT, total',
    csv('The sales register (text/csv)'),
    { query: moneyRangeQuery },
  ),
  orders.admin(
    'GET /admin/money/credit-notes.csv',
    'The credit notes of a range of days as CSV, each naming the receipt it takes back',
    csv('The credit notes (text/csv)'),
    { query: moneyRangeQuery },
  ),
];
