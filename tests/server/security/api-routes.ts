import * as z from 'zod/mini';
import {
  changePasswordRequest,
  forgotPasswordRequest,
  loginRequest,
  logoutRequest,
  refreshTokenRequest,
  resetPasswordRequest,
  sendOtpRequest,
  signupRequest,
  validateTokenRequest,
} from '../../../contract/account';
import { restaurantInfoFields } from '../../../contract/about';
import { addToCartRequest } from '../../../contract/cart';
import { lineChoicesRequest, optionGroupsRequest } from '../../../contract/meal-options';
import { pageQuery } from '../../../contract/common';
import { favoriteRequest, favoriteStatusQuery } from '../../../contract/favorite';
import { mealSearchQuery } from '../../../contract/meal';
import { categoryForm, MEAL_IMAGE_FIELDS, mealCreateForm, mealUpdateForm } from '../../../contract/meal-admin';
import { readyTimeChange, serviceSettingsRequest } from '../../../contract/fulfilment';
import { createOrderRequest, orderListQuery, orderStatusChange, refundRecord } from '../../../contract/order';
import { paymentFailureRequest, verifyPaymentRequest } from '../../../contract/payment';
import { mealIdQuery, reviewRequest } from '../../../contract/review';
import { createAdminRequest, sendAdminOtpRequest, userSearchQuery } from '../../../contract/users';

/**
 * Every route of the API as the fuzz sends to it: method, path (`:id` is fuzzed), and what its body and query look
 * like when right, taken from the contract. fuzz.test.ts checks this list against the routes the app registers, so
 * a new route without an entry here fails the suite.
 */
export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; schema: unknown }
  /** multipart/form-data with these file fields, or the same fields as JSON. */
  | { kind: 'upload'; schema: unknown; files: readonly string[] }
  /** A browser's form post (the eSewa sandbox pages). */
  | { kind: 'urlencoded'; schema: unknown };

export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: BodySpec;
  query?: unknown;
  /**
   * Valid-shaped requests run argon2 (login, sign-up, password changes, new admins): tens of milliseconds each, so
   * these routes get fewer runs and mostly broken bodies.
   */
  hashes?: boolean;
  /** Answers HTML pages to a browser's form post instead of JSON (the sandbox eSewa stand-in). */
  html?: boolean;
}

const none = { kind: 'none' } as const;
const json = (schema: unknown) => ({ kind: 'json', schema }) as const;
const upload = (schema: unknown, files: readonly string[] = []) => ({ kind: 'upload', schema, files }) as const;

const esewaText = z.optional(z.string().check(z.maxLength(40)));
const esewaForm = z.object({
  amt: esewaText,
  psc: esewaText,
  pdc: esewaText,
  txAmt: esewaText,
  tAmt: esewaText,
  pid: esewaText,
  scd: esewaText,
  su: z.optional(z.string().check(z.regex(/^https?:\/\/[a-z.]{1,20}\/[a-z/]{0,20}$/))),
  fu: z.optional(z.string().check(z.regex(/^https?:\/\/[a-z.]{1,20}\/[a-z/]{0,20}$/))),
  esewa_id: esewaText,
  password: esewaText,
  choice: z.optional(z.enum(['pay', 'cancel'])),
});
const transrecForm = z.object({ amt: esewaText, rid: esewaText, pid: esewaText, scd: esewaText });
const esewaUrl = z.optional(z.string().check(z.regex(/^https?:\/\/[a-z.]{1,20}\/[a-z/?=]{0,30}$/)));
const esewaV2Form = z.object({
  amount: esewaText,
  tax_amount: esewaText,
  total_amount: esewaText,
  transaction_uuid: esewaText,
  product_code: esewaText,
  product_service_charge: esewaText,
  product_delivery_charge: esewaText,
  success_url: esewaUrl,
  failure_url: esewaUrl,
  signed_field_names: esewaText,
  signature: z.optional(z.string().check(z.maxLength(60))),
  esewa_id: esewaText,
  password: esewaText,
  outcome: z.optional(z.enum(['return', 'lose', 'pending'])),
  choice: z.optional(z.enum(['pay', 'cancel'])),
});
const statusQuery = z.object({ product_code: esewaText, total_amount: esewaText, transaction_uuid: esewaText });
const settleBody = z.object({ transaction_uuid: esewaText, status: z.optional(z.enum(['COMPLETE', 'PENDING', 'CANCELED'])) });
const sendOtpBody = z.union([sendOtpRequest, sendAdminOtpRequest]);
const profileForm = z.object({ name: z.optional(signupRequest.shape.name) });

export const API_ROUTES: readonly RouteSpec[] = [
  { method: 'GET', path: '/health', body: none },
  // The OpenAPI document and its reference page (openapi.test.ts checks them against the app too).
  { method: 'GET', path: '/openapi.json', body: none },
  { method: 'GET', path: '/docs', body: none },
  { method: 'GET', path: '/docs/init.js', body: none },
  { method: 'GET', path: '/docs/assets/:file', body: none },
  { method: 'GET', path: '/meal/categories/', body: none },
  { method: 'GET', path: '/meal/meals/', body: none, query: pageQuery },
  { method: 'GET', path: '/meal/meals/:id', body: none },
  { method: 'GET', path: '/meal/meals/:id/', body: none },
  { method: 'GET', path: '/meal/search/', body: none, query: mealSearchQuery },
  { method: 'GET', path: '/meal/latest-meal/', body: none },
  { method: 'GET', path: '/meal/meal-by-category/:id/', body: none },
  { method: 'POST', path: '/meal/meals/', body: upload(mealCreateForm, MEAL_IMAGE_FIELDS) },
  { method: 'PATCH', path: '/meal/:id/update/', body: upload(mealUpdateForm, MEAL_IMAGE_FIELDS) },
  { method: 'PUT', path: '/meal/:id/options/', body: json(optionGroupsRequest) },
  { method: 'DELETE', path: '/meal/:id/delete/', body: none },
  { method: 'POST', path: '/meal/categories/', body: upload(categoryForm) },
  { method: 'PATCH', path: '/meal/categories/:id/', body: upload(categoryForm) },
  { method: 'DELETE', path: '/meal/categories/:id/', body: none },
  { method: 'GET', path: '/meal/review-rating/', body: none, query: mealIdQuery },
  { method: 'POST', path: '/meal/review-rating/', body: json(reviewRequest) },
  { method: 'GET', path: '/meal/review-rating/mine/', body: none, query: mealIdQuery },
  { method: 'POST', path: '/meal/favorite-meal/', body: json(favoriteRequest) },
  { method: 'GET', path: '/meal/favorite-meal/', body: none, query: z.partial(favoriteStatusQuery) },
  { method: 'DELETE', path: '/meal/favorite-meal/', body: json(favoriteRequest) },
  { method: 'GET', path: '/about/about/', body: none },
  { method: 'POST', path: '/about/about/', body: upload(restaurantInfoFields, ['image']) },
  { method: 'GET', path: '/about/service/', body: none },
  { method: 'PUT', path: '/about/service/', body: json(serviceSettingsRequest) },
  { method: 'GET', path: '/dashboard/', body: none },
  { method: 'POST', path: '/account/send-otp/', body: json(sendOtpBody) },
  { method: 'POST', path: '/account/resend-otp/', body: json(sendOtpBody) },
  { method: 'POST', path: '/account/signup/', body: json(signupRequest), hashes: true },
  { method: 'POST', path: '/account/login/', body: json(loginRequest), hashes: true },
  { method: 'POST', path: '/account/validate-token/', body: json(validateTokenRequest) },
  { method: 'POST', path: '/account/refresh-token/', body: json(refreshTokenRequest) },
  { method: 'POST', path: '/account/logout/', body: json(logoutRequest) },
  { method: 'GET', path: '/account/user-profile/', body: none },
  { method: 'PUT', path: '/account/user-profile/', body: upload(profileForm, ['profile_picture']) },
  { method: 'POST', path: '/account/change-password/', body: json(changePasswordRequest), hashes: true },
  { method: 'POST', path: '/account/forgot-password/', body: json(forgotPasswordRequest) },
  { method: 'POST', path: '/account/reset-password/', body: json(resetPasswordRequest), hashes: true },
  { method: 'GET', path: '/account/users/', body: none, query: pageQuery },
  { method: 'GET', path: '/account/search/', body: none, query: userSearchQuery },
  { method: 'GET', path: '/account/users/:id', body: none },
  { method: 'GET', path: '/account/users/:id/', body: none },
  { method: 'DELETE', path: '/account/:id/delete/', body: none },
  { method: 'POST', path: '/account/users/', body: json(createAdminRequest), hashes: true },
  { method: 'GET', path: '/cart/cart/', body: none },
  { method: 'POST', path: '/cart/cart/', body: json(addToCartRequest) },
  { method: 'PUT', path: '/cart/cart/:id/', body: json(lineChoicesRequest) },
  { method: 'DELETE', path: '/cart/delete/:id/', body: none },
  { method: 'GET', path: '/orders/events', body: none },
  { method: 'GET', path: '/orders/events/', body: none },
  { method: 'POST', path: '/orders/', body: json(createOrderRequest) },
  { method: 'GET', path: '/orders/', body: none, query: orderListQuery },
  { method: 'GET', path: '/orders/counts', body: none },
  { method: 'GET', path: '/orders/counts/', body: none },
  { method: 'GET', path: '/orders/:id', body: none },
  { method: 'GET', path: '/orders/:id/', body: none },
  { method: 'POST', path: '/orders/:id/status', body: json(orderStatusChange) },
  { method: 'POST', path: '/orders/:id/status/', body: json(orderStatusChange) },
  { method: 'POST', path: '/orders/:id/pay', body: none },
  { method: 'POST', path: '/orders/:id/pay/', body: none },
  { method: 'POST', path: '/orders/:id/reorder', body: none },
  { method: 'POST', path: '/orders/:id/reorder/', body: none },
  { method: 'POST', path: '/orders/:id/cancel', body: none },
  { method: 'POST', path: '/orders/:id/cancel/', body: none },
  { method: 'POST', path: '/orders/:id/refund', body: json(refundRecord) },
  { method: 'POST', path: '/orders/:id/refund/', body: json(refundRecord) },
  { method: 'POST', path: '/orders/:id/ready-time', body: json(readyTimeChange) },
  { method: 'POST', path: '/orders/:id/ready-time/', body: json(readyTimeChange) },
  { method: 'POST', path: '/payment/esewa/verify/', body: json(verifyPaymentRequest) },
  { method: 'POST', path: '/payment/esewa/failure/', body: json(paymentFailureRequest) },
  { method: 'POST', path: '/payment/esewa/sandbox/form', body: { kind: 'urlencoded', schema: esewaForm }, html: true },
  { method: 'POST', path: '/payment/esewa/sandbox/pay', body: { kind: 'urlencoded', schema: esewaForm }, html: true },
  { method: 'POST', path: '/payment/esewa/sandbox/transrec', body: { kind: 'urlencoded', schema: transrecForm } },
  { method: 'POST', path: '/payment/esewa/sandbox/v2/form', body: { kind: 'urlencoded', schema: esewaV2Form }, html: true },
  { method: 'POST', path: '/payment/esewa/sandbox/v2/pay', body: { kind: 'urlencoded', schema: esewaV2Form }, html: true },
  { method: 'GET', path: '/payment/esewa/sandbox/v2/status/', body: none, query: statusQuery },
  { method: 'POST', path: '/payment/esewa/sandbox/v2/settle', body: json(settleBody) },
  { method: 'GET', path: '/dev/outbox/', body: none },
  { method: 'GET', path: '/media/*', body: none },
];
