import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import type { LoginRequest, SessionResponse } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { loginMachine, selectLogin, type LoginEvent, type LoginField } from './login.machine';
import { formHarness, formRules, saw, type FormWorld } from '../shared/testing/form-harness';
import { failure, ok, type Result } from '../shared/result';
import { asha } from '../shared/testing/fixtures';
import { answersOf, endings } from '../shared/testing/fake-calls';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { answered, either, itReplaysEveryRule, sent, toast } from '../shared/testing/rules';

const [DONE, ERROR] = answersOf(loginMachine, 'login.submitting');

const TEXT = {
  phoneRequired: 'Please enter your phone number',
  phoneDigits: 'Phone number must be exactly 10 digits',
  passwordRequired: 'Please enter your password',
  passwordShort: 'Password must be at least 6 characters',
};

const session: SessionResponse = {
  access_token: 'access',
  refresh_token: 'refresh',
  is_admin: false,
  message: 'Login successful',
  user: asha,
};
const REFUSED = 'Invalid phone number or password.';

const change = (field: LoginField, value: string): LoginEvent => ({ type: 'login.change', field, value });

const edges = edgesOf(loginMachine, {
  events: (state) => [
    { type: 'login.open' },
    change('phone_number', ''),
    change('phone_number', '98111'),
    change('phone_number', '9811111111'),
    change('password', ''),
    change('password', 'Demo'),
    change('password', 'Demo@1234'),
    { type: 'login.submit' },
    ...(state.matches('submitting')
      ? endings(
          [DONE, ERROR],
          [
            ok(session),
            failure(REFUSED, 401),
            failure('Too many attempts. Try again in 15 minutes.', 429),
            failure(SOMETHING_WENT_WRONG),
          ],
          'logIn',
        )
      : []),
  ],
});

const harness = formHarness(loginMachine, { tells: 'auth' });
const view = (snapshot: AnyMachineSnapshot) => selectLogin(snapshot as Parameters<typeof selectLogin>[0]);

/**
 * The docs/rules/validation.md#validation-rules rules, written out independently of the contract the machine checks
 * with.
 */
function expectedErrors({ phone_number, password }: LoginRequest) {
  const errors: Partial<Record<LoginField, string>> = {};
  if (phone_number === '') errors.phone_number = TEXT.phoneRequired;
  else if (!/^\d{10}$/.test(phone_number)) errors.phone_number = TEXT.phoneDigits;
  if (password === '') errors.password = TEXT.passwordRequired;
  else if (password.length < 6) errors.password = TEXT.passwordShort;
  return errors;
}

const rules: Rule<FormWorld>[] = [
  ...formRules({
    id: 'login',
    expectedErrors,
    view,
    titles: {
      typing: 'login form: typing changes only that field; once sent, the errors follow what is typed',
      invalid: 'login form: submit with a docs/rules/validation.md#login error shows every error inline and sends nothing',
      valid: 'login form: submit of a valid form sends phone number and password (POST /account/login/)',
      busy: 'login form: while it is being sent, typing or submitting again changes nothing',
    },
  }),
  {
    title: 'auth: successful login signs in (auth.signedIn with the tokens and is_admin) and goes to /',
    applies: answered<Result<SessionResponse>>(DONE, (output) => output.ok),
    holds: (_, __, to, world) => {
      expect(view(to).submitting).toBe(false);
      const { message: _message, ...signedIn } = session;
      expect(world).toEqual(
        saw({
          toasts: [toast('success', 'Login successful')],
          navigations: [{ type: 'navigate', to: '/' }],
          told: [{ type: 'auth.signedIn', session: signedIn }],
        }),
      );
    },
  },
  {
    title: 'auth: failed login sets authenticated and admin false (auth.unauthorized) and toasts the auth error text',
    applies: either(
      answered<Result<SessionResponse>>(DONE, (output) => !output.ok),
      sent(ERROR),
    ),
    holds: (from, event, to, world) => {
      expect(to.value).toBe('editing');
      expect(to.context.values).toEqual(from.context.values);
      const output = event.output as Result<SessionResponse> | undefined;
      const message = output && !output.ok ? output.message : SOMETHING_WENT_WRONG;
      expect(world).toEqual(saw({ toasts: [toast('error', message)], told: [{ type: 'auth.unauthorized' }] }));
    },
  },
  {
    title: 'login form: opening the screen starts it empty, without errors (a login in flight is dropped)',
    applies: sent('login.open'),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({ values: { phone_number: '', password: '' }, errors: {}, submitting: false });
      expect(world).toEqual(saw({}));
    },
  },
];

describe('loginMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);
});

describe('selectLogin: the docs/rules/validation.md#login texts, word for word, once the form was sent', () => {
  const errorsFor = (values: LoginRequest) => {
    const actor = createActor(loginMachine).start();
    actor.send(change('phone_number', values.phone_number));
    actor.send(change('password', values.password));
    actor.send({ type: 'login.submit' });
    const { errors } = selectLogin(actor.getSnapshot());
    actor.stop();
    return errors;
  };

  it.each([
    [
      { phone_number: '', password: '' },
      { phone_number: TEXT.phoneRequired, password: TEXT.passwordRequired },
    ],
    [
      { phone_number: '98111', password: 'abc' },
      { phone_number: TEXT.phoneDigits, password: TEXT.passwordShort },
    ],
    [{ phone_number: '98111111112', password: 'abcdef' }, { phone_number: TEXT.phoneDigits }],
    [{ phone_number: '98111abcde', password: 'abcdef' }, { phone_number: TEXT.phoneDigits }],
  ])('%j shows %j', (values, errors) => {
    expect(errorsFor(values)).toEqual(errors);
  });
});
