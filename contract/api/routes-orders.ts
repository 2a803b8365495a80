import { detailError } from '../common';
import { addToCartRequest, cartItem, cartList, cartMessage } from '../cart';
import { readyTimeChange } from '../fulfilment';
import { lineChoicesRequest } from '../meal-options';
import {
  checkout,
  createOrderRequest,
  order,
  orderCounts,
  orderListQuery,
  orderPage,
  orderStatusChange,
  refundRecord,
  reorderResult,
} from '../order';
import { paymentFailureRequest, paymentResult, verifyPaymentRequest } from '../payment';
import { type ApiRoute, DETAIL, json, withAndWithoutSlash } from './api-route';

/** An order action on `/orders/{id}/<action>/`, answered alike with and without the trailing slash. */
const orderAction = (route: Omit<ApiRoute, 'method' | 'tag'>): ApiRoute[] =>
  withAndWithoutSlash({ method: 'POST', tag: 'Orders', ...route });

/** What both eSewa returns answer (server/services/payments.ts's outcomes). */
const paymentAnswers = {
  200: json(paymentResult),
  202: json(paymentResult, 'Accepted: eSewa has not settled the payment yet'),
  402: json(detailError, 'eSewa says the payment did not go through'),
  404: DETAIL[404],
  502: json(detailError, "eSewa's transaction check could not be reached"),
};

/** The cart, orders (with their live stream) and the eSewa returns. */
export const ORDER_ROUTES: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/cart/cart/',
    summary: "The caller's cart",
    tag: 'Cart',
    access: 'customer',
    answers: { 200: json(cartList) },
  },
  {
    method: 'POST',
    path: '/cart/cart/',
    summary: 'Put a meal in the cart (with its portion, options and note)',
    tag: 'Cart',
    access: 'customer',
    body: { kind: 'json', schema: addToCartRequest },
    answers: { 200: json(cartMessage) },
  },
  {
    method: 'PUT',
    path: '/cart/cart/{id}/',
    summary: "Change a cart line's choices ({id} is the meal's id)",
    tag: 'Cart',
    access: 'customer',
    body: { kind: 'json', schema: lineChoicesRequest },
    answers: { 200: json(cartItem) },
  },
  {
    method: 'DELETE',
    path: '/cart/delete/{id}/',
    summary: "Take a meal out of the cart ({id} is the meal's id)",
    tag: 'Cart',
    access: 'customer',
    answers: { 200: json(cartMessage) },
  },
  ...withAndWithoutSlash({
    method: 'GET',
    path: '/orders/events/',
    summary: 'A live text/event-stream of order changes: `event: order` with the Order as data',
    tag: 'Orders',
    access: 'signed-in',
    description:
      'Admins hear of every order that is paid or changes afterwards, customers of their own. `: ping` every 25 s.',
    answers: { 200: { kind: 'event-stream', description: 'Server-sent events, one per changed order' } },
  }),
  {
    method: 'POST',
    path: '/orders/',
    summary: "Order the caller's cart: answers the order and the eSewa form to post",
    tag: 'Orders',
    access: 'customer',
    body: { kind: 'json', schema: createOrderRequest },
    answers: { 201: json(checkout, 'Created'), 409: DETAIL[409] },
  },
  {
    method: 'GET',
    path: '/orders/',
    summary: "Orders, newest first, a page at a time: a customer's own, every one for an admin",
    tag: 'Orders',
    access: 'signed-in',
    query: orderListQuery,
    answers: { 200: json(orderPage) },
  },
  ...withAndWithoutSlash({
    method: 'GET',
    path: '/orders/counts/',
    summary: 'How many orders sit in each status and group',
    tag: 'Orders',
    access: 'admin',
    answers: { 200: json(orderCounts) },
  }),
  ...withAndWithoutSlash({
    method: 'GET',
    path: '/orders/{id}/',
    summary: "One order: a customer's own, any for an admin",
    tag: 'Orders',
    access: 'signed-in',
    answers: { 200: json(order) },
  }),
  ...orderAction({
    path: '/orders/{id}/status/',
    summary: "Move an order along the kitchen's statuses (cancelling a paid one needs a reason)",
    access: 'admin',
    body: { kind: 'json', schema: orderStatusChange },
    answers: { 200: json(order), 409: DETAIL[409] },
  }),
  ...orderAction({
    path: '/orders/{id}/pay/',
    summary: 'A fresh eSewa form for an unpaid order of the caller',
    access: 'customer',
    answers: { 201: json(checkout, 'Created'), 409: DETAIL[409] },
  }),
  ...orderAction({
    path: '/orders/{id}/reorder/',
    summary: "Put an order's meals back in the cart",
    access: 'customer',
    answers: { 200: json(reorderResult), 409: DETAIL[409] },
  }),
  ...orderAction({
    path: '/orders/{id}/cancel/',
    summary: 'Withdraw an unpaid order of the caller',
    access: 'customer',
    answers: { 200: json(order), 409: DETAIL[409] },
  }),
  ...orderAction({
    path: '/orders/{id}/refund/',
    summary: 'Record that a due refund was paid back',
    access: 'admin',
    body: { kind: 'json', schema: refundRecord },
    answers: { 200: json(order), 409: DETAIL[409] },
  }),
  ...orderAction({
    path: '/orders/{id}/ready-time/',
    summary: 'Change when an order is expected ready',
    access: 'admin',
    body: { kind: 'json', schema: readyTimeChange },
    answers: { 200: json(order), 409: DETAIL[409] },
  }),
  {
    method: 'POST',
    path: '/payment/esewa/verify/',
    summary: "eSewa's success return (v2 `{data}` or v1 `{oid, amt, refId}`), checked with eSewa before it counts",
    tag: 'Payments',
    access: 'customer',
    body: { kind: 'json', schema: verifyPaymentRequest },
    answers: paymentAnswers,
  },
  {
    method: 'POST',
    path: '/payment/esewa/failure/',
    summary: "eSewa's failure return: the order is marked failed",
    tag: 'Payments',
    access: 'customer',
    body: { kind: 'json', schema: paymentFailureRequest },
    answers: paymentAnswers,
  },
];
