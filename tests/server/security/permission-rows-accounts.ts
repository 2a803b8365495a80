import {
  type MatrixRow,
  ALL,
  ADMIN,
  SIGNED_IN,
  STRONG,
  answeredAlike,
  codeForFreshNumber,
  formBody,
} from './permission-matrix-kit';

/** A customer's sign-up with the code texted to a fresh number (POST /account/signup/ and its otp_validation alias). */
const customerSignup: MatrixRow['body'] = (vars) => ({
  json: {
    name: 'Matrix Customer',
    phone_number: vars.phone,
    password: 'Pass@123',
    confirm_password: 'Pass@123',
    userotp: vars.code,
    account_type: 'customer',
  },
});
/** A new admin with the admin code texted to a fresh number (POST /account/users/ and its otp_validation alias). */
const newAdmin: MatrixRow['body'] = (vars) => ({
  json: {
    name: 'Matrix Admin',
    phone_number: vars.phone,
    password: STRONG,
    confirm_password: STRONG,
    account_type: 'admin',
    userotp: vars.code,
  },
});

/** Accounts: the public doors, about oneself, and the users of the back office. */
export const ACCOUNT_ROWS: readonly MatrixRow[] = [
  // Accounts: the public doors.
  {
    method: 'POST',
    path: '/account/send-otp/',
    expect: ALL(200),
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber(), otp_type: 'customer' } }),
  },
  {
    method: 'POST',
    path: '/account/resend-otp/',
    expect: ALL(200),
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber(), otp_type: 'customer' } }),
  },
  {
    method: 'POST',
    path: '/account/send-otp/',
    expect: ADMIN(200),
    note: 'a code for a new admin is requested by an admin',
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber(), otp_type: 'admin' } }),
  },
  {
    method: 'POST',
    path: '/account/signup/',
    expect: ALL(201),
    prepare: codeForFreshNumber('customer'),
    body: customerSignup,
  },
  {
    method: 'POST',
    path: '/account/otp_validation/',
    expect: ALL(201),
    note: 'account_type customer: a sign-up',
    prepare: codeForFreshNumber('customer'),
    body: customerSignup,
  },
  {
    method: 'POST',
    path: '/account/otp_validation/',
    expect: ADMIN(201),
    note: 'account_type admin: adding an admin',
    prepare: codeForFreshNumber('admin'),
    body: newAdmin,
  },
  { method: 'POST', path: '/account/verify/', expect: SIGNED_IN(200) },
  {
    method: 'POST',
    path: '/account/login/',
    expect: ALL(200),
    note: "a visitor logs in with A's credentials",
    body: (_vars, caller, ctx) => ({ json: ctx.passwordOf(caller === 'visitor' ? 'customerA' : caller) }),
  },
  {
    method: 'POST',
    path: '/account/validate-token/',
    expect: SIGNED_IN(200),
    note: 'each caller sends its own access token; a visitor has none to send',
    body: (_vars, caller, ctx) => ({ json: { access: ctx.tokenOf(caller) ?? 'not-a-token' } }),
  },
  {
    method: 'POST',
    path: '/account/refresh-token/',
    expect: SIGNED_IN(200),
    session: 'fresh',
    body: (vars) => ({ json: { refresh: vars.refresh ?? 'not-a-token' } }),
  },
  {
    method: 'POST',
    path: '/account/forgot-password/',
    expect: ALL(200),
    body: (_vars, _caller, ctx) => ({ json: { phone_number: ctx.freshNumber() } }),
  },
  {
    method: 'POST',
    path: '/account/reset-password/',
    expect: ALL(200),
    note: 'a throwaway user, so the callers keep their passwords',
    prepare: async (ctx) => {
      const user = await ctx.newUser();
      return { phone: user.phoneNumber, code: await ctx.sendCode(user.phoneNumber, 'password_reset') };
    },
    body: (vars) => ({
      json: { phone_number: vars.phone, userotp: vars.code, new_password: 'New@1234', confirm_password: 'New@1234' },
    }),
  },

  // Accounts: about oneself.
  { method: 'GET', path: '/account/user-profile/', expect: SIGNED_IN(200) },
  {
    method: 'PUT',
    path: '/account/user-profile/',
    expect: SIGNED_IN(200),
    body: () => formBody({ name: 'Matrix Name' }),
  },

  // The users of the back office: admins only.
  ...answeredAlike(ADMIN(200), [
    'GET /account/users/',
    'GET /account/search/?q=Ram',
    'GET /account/users/{userA}',
    'GET /account/users/{userA}/',
    'GET /account/users/{userB}/',
  ]),
  {
    method: 'POST',
    path: '/account/users/',
    expect: ADMIN(201),
    prepare: codeForFreshNumber('admin'),
    body: newAdmin,
  },
  {
    method: 'DELETE',
    path: '/account/{victim}/delete/',
    expect: ADMIN(200),
    prepare: async (ctx) => ({ victim: (await ctx.newUser()).id }),
  },
  {
    method: 'DELETE',
    path: '/account/{userA}/delete/',
    expect: [401, 403, 403, null],
    note: "A cannot delete themselves nor B delete A; the admin's delete is the row above, on a throwaway user",
  },
];
