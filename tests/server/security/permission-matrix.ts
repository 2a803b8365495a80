import { type MatrixRow, SIGNED_IN } from './permission-matrix-kit';
import { ACCOUNT_ROWS } from './permission-rows-accounts';
import { GATEWAY_ROWS } from './permission-rows-gateway';
import { MENU_ROWS } from './permission-rows-menu';
import { MONEY_ROWS } from './permission-rows-money';
import { ORDER_ROWS } from './permission-rows-orders';
import { STAFF_ROWS } from './permission-rows-staff';

export {
  type Body,
  CALLERS,
  type Caller,
  type MatrixContext,
  type MatrixRow,
  type SignedIn,
  type Vars,
} from './permission-matrix-kit';

/** Every route × caller (the header of permission-matrix-kit.ts says how a row is read), in the order the test runs them. */
export const PERMISSION_MATRIX: readonly MatrixRow[] = [
  ...MENU_ROWS,
  ...ACCOUNT_ROWS,
  ...ORDER_ROWS,
  ...MONEY_ROWS,
  ...STAFF_ROWS,
  ...GATEWAY_ROWS,

  // Last: calls that end sessions, each on a session of its own or signed in again afterwards.
  {
    method: 'POST',
    path: '/account/logout/',
    expect: SIGNED_IN(200),
    session: 'fresh',
    body: (vars) => ({ json: { refresh: vars.refresh } }),
  },
  {
    method: 'POST',
    path: '/account/change-password/',
    expect: SIGNED_IN(200),
    endsSessions: true,
    note: 'to the same password, so the fixtures can sign in again',
    body: (_vars, caller, ctx) => {
      const { password } = ctx.passwordOf(caller === 'visitor' ? 'customerA' : caller);
      return { json: { password, new_password: password, confirm_password: password } };
    },
  },
];
