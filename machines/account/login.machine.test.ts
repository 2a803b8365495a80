import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { LoginRequest, SessionResponse } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { AuthEvent } from './auth.machine';
import { loginMachine, selectLogin, type LoginEvent, type LoginField } from './login.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { checkRule, edgesOf, unclaimedOrContested, type GraphEvent, type Harness, type Rule } from '../shared/testing/graph-replay';

const invocation = loginMachine.getStateNodeById('login.submitting').invoke[0]!.id;
const DONE = `xstate.done.actor.${invocation}`;
const ERROR = `xstate.error.actor.${invocation}`;

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
  user: {
    id: 2,
    name: 'Asha Gurung',
    phone_number: '9811111111',
    profile_picture: null,
    is_admin: false,
    created_at: '2026-01-01T00:00:00Z',
  },
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
      ? [
          { type: DONE, output: ok(session) },
          { type: DONE, output: failure(REFUSED, 401) },
          { type: DONE, output: failure('Too many attempts. Try again in 15 minutes.', 429) },
          { type: DONE, output: failure(SOMETHING_WENT_WRONG) },
          { type: ERROR, error: new Error('logIn threw') },
        ]
      : []),
  ],
});

interface World {
  calls: LoginRequest[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  auth: AuthEvent[];
}
const nothing = (): World => ({ calls: [], toasts: [], navigations: [], auth: [] });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: Result<SessionResponse>) => void; reject: (error: unknown) => void } | null = null;
  const actor = createActor(
    loginMachine.provide({
      actors: {
        logIn: fromPromise<Result<SessionResponse>, LoginRequest>(({ input }) => {
          world.calls.push(input);
          return new Promise((resolve, reject) => (pending = { resolve, reject }));
        }),
      },
      actions: { tellAuth: (_, event) => void world.auth.push(event) },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.on('navigate', (to) => world.navigations.push(to));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      if (event.type === DONE || event.type === ERROR) {
        if (!pending) throw new Error(`${event.type} without a login in flight`);
        if (event.type === DONE) pending.resolve(event.output as Result<SessionResponse>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send(event as LoginEvent);
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => actor.stop(),
  };
}

type Snapshot = Parameters<typeof selectLogin>[0];
const view = (snapshot: AnyMachineSnapshot) => selectLogin(snapshot as unknown as Snapshot);
const valuesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.values as LoginRequest;
/** The spec §5 rules, written out independently of the contract the machine checks with. */
function expectedErrors({ phone_number, password }: LoginRequest) {
  const errors: Partial<Record<LoginField, string>> = {};
  if (phone_number === '') errors.phone_number = TEXT.phoneRequired;
  else if (!/^\d{10}$/.test(phone_number)) errors.phone_number = TEXT.phoneDigits;
  if (password === '') errors.password = TEXT.passwordRequired;
  else if (password.length < 6) errors.password = TEXT.passwordShort;
  return errors;
}
const isValid = (values: LoginRequest) => Object.keys(expectedErrors(values)).length === 0;

const editing = (type: LoginEvent['type']) => (from: AnyMachineSnapshot, event: GraphEvent) =>
  from.matches('editing') && event.type === type;
const answered = (test: (output: Result<SessionResponse>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === DONE && test(event.output as Result<SessionResponse>);

const quiet = (world: World) => expect(world).toEqual(nothing());

const rules: Rule<World>[] = [
  {
    title: 'login form: typing changes only that field; once sent, the errors follow what is typed',
    applies: editing('login.change'),
    holds: (from, event, to, world) => {
      expect(valuesOf(to)).toEqual({ ...valuesOf(from), [event.field as LoginField]: event.value });
      expect(to.context.submitted).toBe(from.context.submitted);
      expect(view(to).errors).toEqual(from.context.submitted ? expectedErrors(valuesOf(to)) : {});
      quiet(world);
    },
  },
  {
    title: 'login form: submit with a spec §5 error shows every error inline and sends nothing',
    applies: (from, event) => editing('login.submit')(from, event) && !isValid(valuesOf(from)),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('editing');
      expect(view(to).errors).toEqual(expectedErrors(valuesOf(to)));
      quiet(world);
    },
  },
  {
    title: 'login form: submit of a valid form sends phone number and password (POST /account/login/)',
    applies: (from, event) => editing('login.submit')(from, event) && isValid(valuesOf(from)),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ submitting: true, errors: {} });
      expect(world).toEqual({ ...nothing(), calls: [valuesOf(from)] });
    },
  },
  {
    title: 'login form: while it is being sent, typing or submitting again changes nothing',
    applies: (from, event) => from.matches('submitting') && ['login.change', 'login.submit'].includes(event.type),
    holds: (from, _, to, world) => {
      expect(to.context).toEqual(from.context);
      expect(to.value).toBe('submitting');
      quiet(world);
    },
  },
  {
    title: 'auth: successful login signs in (auth.signedIn with the tokens and is_admin) and goes to /',
    applies: answered((output) => output.ok),
    holds: (_, __, to, world) => {
      expect(view(to).submitting).toBe(false);
      const { message: _message, ...signedIn } = session;
      expect(world).toEqual({
        calls: [],
        toasts: [{ type: 'notify', level: 'success', message: 'Login successful' }],
        navigations: [{ type: 'navigate', to: '/' }],
        auth: [{ type: 'auth.signedIn', session: signedIn }],
      });
    },
  },
  {
    title: 'auth: failed login sets authenticated and admin false (auth.unauthorized) and toasts the auth error text',
    applies: (from, event) => answered((output) => !output.ok)(from, event) || event.type === ERROR,
    holds: (from, event, to, world) => {
      expect(to.value).toBe('editing');
      expect(to.context.values).toEqual(from.context.values);
      const output = event.output as Result<SessionResponse> | undefined;
      const message = output && !output.ok ? output.message : SOMETHING_WENT_WRONG;
      expect(world).toEqual({
        ...nothing(),
        toasts: [{ type: 'notify', level: 'error', message }],
        auth: [{ type: 'auth.unauthorized' }],
      });
    },
  },
  {
    title: 'login form: opening the screen starts it empty, without errors (a login in flight is dropped)',
    applies: (_, event) => event.type === 'login.open',
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({
        values: { phone_number: '', password: '' },
        errors: {},
        submitting: false,
      });
      quiet(world);
    },
  },
];

describe('loginMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('selectLogin: the spec §5 texts, word for word, once the form was sent', () => {
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
    [{ phone_number: '', password: '' }, { phone_number: TEXT.phoneRequired, password: TEXT.passwordRequired }],
    [{ phone_number: '98111', password: 'abc' }, { phone_number: TEXT.phoneDigits, password: TEXT.passwordShort }],
    [{ phone_number: '98111111112', password: 'abcdef' }, { phone_number: TEXT.phoneDigits }],
    [{ phone_number: '98111abcde', password: 'abcdef' }, { phone_number: TEXT.phoneDigits }],
  ])('%j shows %j', (values, errors) => {
    expect(errorsFor(values)).toEqual(errors);
  });
});
