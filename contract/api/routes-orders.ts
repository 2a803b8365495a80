import { detailError } from '../common';
import { addToCartRequest, cartItem, cartList, cartMessage } from '../cart';
import { readyTimeChange } from '../fulfilment';
import { lineChoicesRequest } from '../meal-options';
import {
  checkoutAnswer,
  createOrderRequest,
  order,
  orderCounts,
  orderListQuery,
  orderPage,
  acknowledgedOrders,
  orderStatusChange,
  refundRecord,
  reorderResult,
} from '../order';
import { khaltiVerifyRequest } from '../khalti';
import { kitchenAcknowledgeRequest } from '../kitchen';
import { paymentFailureRequest, paymentResult, verifyPaymentRequest } from '../payment';
import { type ApiRoute, created, DETAIL, json, ok, routesOf, withAndWithoutSlash } from './api-route';

// Only a customer has a cart and pays.
const cart = routesOf('Cart').customer;
const orders = routesOf('Orders');
const payments = routesOf('Payments').customer;

/** What both eSewa returns answer (server/services/payments.ts's outcomes). */
const paymentAnswers = {
  200: json(paymentResult),
  202: json(paymentResult, 'Accepted: eSewa has not settled the payment yet'),
  402: json(detailError, 'eSewa says the payment did not go through, or has no record of it'),
  404: DETAIL[404],
  502: json(detailError, "eSewa could not be reached, or its answer could not be read"),
};

/** Khalti opened no payment (KHALTI_MODE test or production): nothing was stored. */
const khaltiDown = json(detailError, 'Khalti could not be reached to start the payment');

/** The cart, orders (with their live stream) and the eSewa returns. */
export const ORDER_ROUTES: readonly ApiRoute[] = [
  cart('GET /cart/cart/', "The caller's cart", ok(cartList)),
  cart(
    'POST /cart/cart/',
    'Put a meal in the cart (with its portion, options and note): other choices make a line of their own; 409 names it when sold out',
    ok(cartMessage, 409),
    addToCartRequest,
  ),
  cart(
    'PUT /cart/cart/{id}/',
    "Change the choices of the meal's first cart line ({id} is the meal's id); 409 when an option chosen is sold out",
    ok(cartItem, 409),
    lineChoicesRequest,
  ),
  cart('DELETE /cart/delete/{id}/', "Take a meal out of the cart, every line of it ({id} is the meal's id)", ok(cartMessage)),
  cart(
    'PUT /cart/lines/{id}/',
    "Change one cart line's portion, options and note ({id} is the line's id); 409 when an option chosen is sold out",
    ok(cartItem, 409),
    lineChoicesRequest,
  ),
  cart('DELETE /cart/lines/{id}/', "Take one line out of the cart ({id} is the line's id)", ok(cartMessage)),
  ...withAndWithoutSlash(
    orders.signedIn(
      'GET /orders/events/',
      'A live text/event-stream of order changes: `event: order` with the Order as data',
      { 200: { kind: 'event-stream', description: 'Server-sent events, one per changed order' } },
      {
        description:
          'Admins hear of every order that is paid or changes afterwards, customers of their own. `: ping` every 25 s.',
      },
    ),
  ),
  orders.customer(
    'POST /orders/',
    "Order the caller's cart: answers the order and the eSewa form to post, Khalti's page to go to, or nothing to pay online (cash)",
    { ...created(checkoutAnswer, 409), 502: khaltiDown },
    createOrderRequest,
  ),
  orders.signedIn(
    'GET /orders/',
    "Orders, newest first, a page at a time: a customer's own, every one for an admin",
    ok(orderPage),
    { query: orderListQuery },
  ),
  ...withAndWithoutSlash(
    orders.admin('GET /orders/counts/', 'How many orders sit in each status and group', ok(orderCounts)),
  ),
  ...withAndWithoutSlash(
    orders.signedIn('GET /orders/{id}/', "One order: a customer's own, any for an admin", ok(order)),
  ),
  // Each order action is answered alike with and without the trailing slash.
  ...[
    orders.admin(
      'POST /orders/{id}/status/',
      "Move an order along the kitchen's statuses (cancelling a paid one needs a reason)",
      ok(order, 409),
      orderStatusChange,
    ),
    orders.customer(
      'POST /orders/{id}/pay/',
      "A fresh eSewa form (or Khalti payment) for an unpaid order of the caller",
      { ...created(checkoutAnswer, 409), 502: khaltiDown },
    ),
    orders.customer('POST /orders/{id}/reorder/', "Put an order's meals back in the cart", ok(reorderResult, 409)),
    orders.customer('POST /orders/{id}/cancel/', 'Withdraw an unpaid order of the caller', ok(order, 409)),
    orders.admin('POST /orders/{id}/refund/', 'Record that a due refund was paid back', ok(order, 409), refundRecord),
    orders.admin('POST /orders/{id}/cash-received/', "Record that a cash order's money was received", ok(order, 409)),
    orders.admin(
      'POST /orders/{id}/ready-time/',
      "Move a pickup order's estimate so many minutes later (never earlier)",
      ok(order, 409),
      readyTimeChange,
    ),
    orders.admin(
      'POST /admin/kitchen/acknowledge/',
      "The kitchen saw these orders' new-order alert: kept with who and when, told on the order stream so every kitchen screen stops ringing; acknowledging again changes nothing",
      ok(acknowledgedOrders, 404, 409),
      kitchenAcknowledgeRequest,
    ),
  ].flatMap(withAndWithoutSlash),
  payments(
    'POST /payment/esewa/verify/',
    "eSewa's success return (v2 `{data}` or v1 `{oid, amt, refId}`), checked with eSewa before it counts",
    paymentAnswers,
    verifyPaymentRequest,
  ),
  payments(
    'POST /payment/khalti/verify/',
    "Khalti's return (`pidx` and what Khalti echoes), believed once Khalti's lookup API says Completed for the attempt's amount",
    {
      ...paymentAnswers,
      202: json(paymentResult, 'Accepted: Khalti says Pending (or not paid yet); reconciliation settles it'),
      402: json(detailError, 'Khalti says Expired or User canceled, or the return does not match the payment'),
      502: json(detailError, 'Khalti could not be reached, or its answer could not be read'),
    },
    khaltiVerifyRequest,
  ),
  payments(
    'POST /payment/esewa/failure/',
    "eSewa's failure return: the order is marked failed",
    paymentAnswers,
    paymentFailureRequest,
  ),
];
