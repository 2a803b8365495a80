import * as z from 'zod/mini';
import {
  changePasswordRequest,
  changePasswordResponse,
  forgotPasswordRequest,
  loginRequest,
  logoutRequest,
  messageResponse,
  outbox,
  profile,
  refreshTokenRequest,
  refreshTokenResponse,
  resetPasswordRequest,
  sendOtpRequest,
  sessionResponse,
  signupRequest,
  validateTokenRequest,
  validateTokenResponse,
  verifyResponse,
} from '../account';
import { pageQuery } from '../common';
import {
  createAdminRequest,
  createAdminResponse,
  deleteUserResponse,
  sendAdminOtpRequest,
  userList,
  userPage,
  userSearchQuery,
} from '../users';
import { type ApiRoute, created, DETAIL, json, jsonBody, ok, routesOf, upload, withAndWithoutSlash } from './api-route';

/** A customer or password-reset code for anyone; an admin code (for a new admin's number) only by an admin. */
const sendOtpBody = z.union([sendOtpRequest, sendAdminOtpRequest]);
const profileForm = z.object({ name: z.optional(signupRequest.shape.name) });

const account = routesOf('Account');
const users = routesOf('Users');

const sendCode = (path: `/${string}`, summary: string) =>
  account.public(`POST ${path}`, summary, ok(messageResponse, 401, 403, 429, 503), {
    optionalToken: true,
    description: 'otp_type `admin` needs an admin bearer token (401/403 without one).',
    body: jsonBody(sendOtpBody),
  });

/** Sign-up, sessions, the caller's profile, and the back office's users. */
export const ACCOUNT_ROUTES: readonly ApiRoute[] = [
  sendCode('/account/send-otp/', 'Text a 4-digit code to a number'),
  sendCode('/account/resend-otp/', 'Text a new code to a number'),
  account.public(
    'POST /account/signup/',
    'Create a customer account with the texted code; answers a session',
    { 201: json(sessionResponse, 'Created, signed in'), 429: DETAIL[429] },
    signupRequest,
  ),
  account.public(
    'POST /account/otp_validation/',
    "The OTP screen's verify call: account_type customer signs up (as POST /account/signup/), admin adds an admin (as POST /account/users/, admin bearer token)",
    {
      201: json(z.union([sessionResponse, createAdminResponse]), 'Created: a customer signed in, or the admin added'),
      401: DETAIL[401],
      403: DETAIL[403],
      429: DETAIL[429],
    },
    { optionalToken: true, body: jsonBody(z.union([signupRequest, createAdminRequest])) },
  ),
  account.public(
    'POST /account/login/',
    'Sign in with phone number and password: the access token is the bearer token of every other call',
    ok(sessionResponse, 401, 429),
    loginRequest,
  ),
  account.public(
    'POST /account/validate-token/',
    'Whether an access token is valid, and whose',
    ok(validateTokenResponse, 401),
    validateTokenRequest,
  ),
  account.public(
    'POST /account/refresh-token/',
    'Swap a refresh token for a new access token and the next refresh token (the one sent dies)',
    ok(refreshTokenResponse, 401),
    refreshTokenRequest,
  ),
  account.signedIn('POST /account/verify/', 'Confirm the signed-in account (no body)', ok(verifyResponse)),
  account.signedIn('POST /account/logout/', 'End this session', ok(messageResponse), logoutRequest),
  account.signedIn('GET /account/user-profile/', "The caller's profile", ok(profile)),
  account.signedIn('PUT /account/user-profile/', "Change the caller's name or picture", ok(messageResponse, 413), {
    body: upload(profileForm, ['profile_picture']),
  }),
  account.signedIn(
    'POST /account/change-password/',
    'Change the password: every session ends, this one gets new tokens',
    ok(changePasswordResponse, 429),
    changePasswordRequest,
  ),
  account.public(
    'POST /account/forgot-password/',
    'Text a password-reset code',
    ok(messageResponse, 429, 503),
    forgotPasswordRequest,
  ),
  account.public(
    'POST /account/reset-password/',
    'Set a new password with the texted code',
    ok(messageResponse, 429),
    resetPasswordRequest,
  ),
  users.admin('GET /account/users/', 'Users, newest first, a page at a time', ok(userPage), { query: pageQuery }),
  users.admin('GET /account/search/', 'Users whose name or number contains q', ok(userList), {
    query: userSearchQuery,
  }),
  ...withAndWithoutSlash(users.admin('GET /account/users/{id}/', "One user's profile", ok(profile))),
  users.admin(
    'DELETE /account/{id}/delete/',
    'Remove a user (not yourself, not the last admin)',
    ok(deleteUserResponse, 409),
  ),
  users.admin(
    'POST /account/users/',
    'Add an admin with the code texted to their number (send-otp with otp_type admin)',
    created(createAdminResponse, 429),
    createAdminRequest,
  ),
  routesOf('System').public(
    'GET /dev/outbox/',
    'The texts the outbox SMS provider "sent", newest first (demo start only)',
    ok(outbox, 404),
    {
      description:
        'Exists only in the demo start with SMS_PROVIDER=outbox, and answers only the demo key the server printed at start (`?key=` or the `X-Demo-Key` header) or an admin’s bearer token; everyone else gets 404, wherever they connect from.',
    },
  ),
];
