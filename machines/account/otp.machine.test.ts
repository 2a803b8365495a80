import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  setup,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { SendOtpRequest, SessionResponse, SignupRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import {
  CODE_INCOMPLETE,
  countdown,
  formatClock,
  OTP_SECONDS,
  otpMachine,
  RESEND_FAILED,
  selectOtp,
  VERIFY_UNEXPECTED,
  type OtpEvent,
  type VerifiedAnswer,
} from './otp.machine';
import { failure, ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, type SignupDraft } from './signup-draft.machine';
import type { MessageOutput } from './signup-api';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

const invocationOf = (id: string) => otpMachine.getStateNodeById(id).invoke[0]!.id;
const VERIFY = invocationOf('otp.active.counting.verifying');
const RESEND = invocationOf('otp.active.resending');
const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

const draft: SignupDraft = {
  name: 'Asha Gurung',
  phone_number: '9812345678',
  password: 'secret1',
  confirm_password: 'secret1',
  account_type: 'customer',
};
const session: SessionResponse = {
  access_token: 'access',
  refresh_token: 'refresh',
  is_admin: false,
  message: 'Account created successfully',
  user: {
    id: 5,
    name: draft.name,
    phone_number: draft.phone_number,
    profile_picture: null,
    is_admin: false,
    created_at: '2025-01-01T00:00:00Z',
  },
};
const WRONG_CODE = 'Invalid or expired code.';
const RESENT = 'OTP resent successfully.';
const THROTTLED = 'Too many codes for this number. Try again later.';

const verifyAnswers: GraphEvent[] = [
  { type: done(VERIFY), output: ok(session) },
  { type: done(VERIFY), output: failure(WRONG_CODE, 400) },
  { type: done(VERIFY), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: done(VERIFY), output: failure(SOMETHING_WENT_WRONG) },
  { type: error(VERIFY), error: new Error('signup threw') },
];
const resendAnswers: GraphEvent[] = [
  { type: done(RESEND), output: ok({ message: RESENT }) },
  { type: done(RESEND), output: failure(THROTTLED, 429) },
  { type: done(RESEND), output: failure(SOMETHING_WENT_WRONG) },
  { type: error(RESEND), error: new Error('resendOtp threw') },
];
/** Seconds the countdown reports: one tick, the red threshold, and the end. Time only runs down. */
const TICKS = [OTP_SECONDS - 1, 60, 0];

const edges = edgesOf(otpMachine, {
  events: (state) => [
    { type: 'otp.open', draft },
    { type: 'otp.open', draft: EMPTY_DRAFT },
    ...(state.matches('active')
      ? [
          { type: 'otp.change', code: '12' },
          { type: 'otp.change', code: '1234' },
          { type: 'otp.cancel' },
          { type: 'otp.verify' },
          { type: 'otp.resend' },
        ]
      : []),
    ...(state.matches({ active: 'counting' })
      ? [
          ...TICKS.filter((remaining) => remaining < state.context.remaining).map((remaining) => ({
            type: 'otp.tick',
            remaining,
          })),
          // A tick that would wind the clock back, as from a countdown already replaced.
          ...(state.context.remaining < OTP_SECONDS - 1 ? [{ type: 'otp.tick', remaining: OTP_SECONDS - 1 }] : []),
        ]
      : []),
    ...(state.matches({ active: { counting: 'verifying' } }) ? verifyAnswers : []),
    ...(state.matches({ active: 'resending' }) ? resendAnswers : []),
  ],
});

interface World {
  toasts: NotifyEvent[];
  moves: NavigateEvent[];
  /** Events the flow sent to the auth and sign-up draft actors. */
  sent: { to: string; event: EventObject }[];
  verifies: SignupRequest[];
  resends: SendOtpRequest[];
  /** How many times a countdown started. */
  countdowns: number;
}
const nothing = (): World => ({ toasts: [], moves: [], sent: [], verifies: [], resends: [], countdowns: 0 });

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The flow under test inside a root that also holds recorders with the system ids it talks to. */
function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const answer = <T>() =>
    new Promise<T>((resolve, reject) => (pending = { resolve: resolve as (value: unknown) => void, reject }));
  const recorder = (to: string) => fromCallback(({ receive }) => receive((event) => world.sent.push({ to, event })));
  const flow = otpMachine.provide({
    actors: {
      countdown: fromCallback(() => {
        world.countdowns += 1;
      }),
      signup: fromPromise<Result<VerifiedAnswer>, SignupRequest>(({ input }) => {
        world.verifies.push(input);
        return answer();
      }),
      resendOtp: fromPromise<Result<MessageOutput>, SendOtpRequest>(({ input }) => {
        world.resends.push(input);
        return answer();
      }),
    },
  });
  const root = createActor(
    setup({ actors: { flow, auth: recorder('auth'), signupDraft: recorder('signupDraft') } }).createMachine({
      invoke: [
        { id: 'otp', systemId: 'otp', src: 'flow' },
        { id: 'auth', systemId: 'auth', src: 'auth' },
        { id: 'signupDraft', systemId: 'signupDraft', src: 'signupDraft' },
      ],
    }),
  );
  root.start();
  const otp = root.system.get('otp') as AnyActorRef;
  otp.on('notify', (toast: NotifyEvent) => world.toasts.push(toast));
  otp.on('navigate', (move: NavigateEvent) => world.moves.push(move));
  return {
    snapshot: () => otp.getSnapshot() as AnyMachineSnapshot,
    async perform(event) {
      const answer = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (answer) {
        if (!pending) throw new Error(`${event.type} without a call in flight`);
        if (answer[1] === 'done') pending.resolve(event.output);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        otp.send(event as OtpEvent);
      }
    },
    take: () => {
      const seen = world;
      world = nothing();
      return seen;
    },
    stop: () => root.stop(),
  };
}

const view = (snapshot: AnyMachineSnapshot) => selectOtp(snapshot as Parameters<typeof selectOtp>[0]);
const is = (state: Parameters<AnyMachineSnapshot['matches']>[0]) => (snapshot: AnyMachineSnapshot) =>
  snapshot.matches(state);
const entering = is({ active: { counting: 'entering' } });
const verifying = is({ active: { counting: 'verifying' } });
const expired = is({ active: 'expired' });
const resending = is({ active: 'resending' });
const answered = (id: string, test: (output: Result<unknown>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === done(id) && test(event.output as Result<unknown>);
const errored = (id: string) => (_: unknown, event: GraphEvent) => event.type === error(id);
const either =
  (...tests: Rule<World>['applies'][]): Rule<World>['applies'] =>
  (from, event) =>
    tests.some((test) => test(from, event));
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });

/** After a verify that did not sign in, the code is typed again, or resent once the time is up. */
const backToCode = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  expect(from.context.remaining > 0 ? entering(to) : expired(to)).toBe(true);

const rules: Rule<World>[] = [
  {
    title: 'otp: opening with a phone number in the draft starts the countdown at 300 s, code empty',
    applies: (_, event) => event.type === 'otp.open' && (event.draft as SignupDraft).phone_number !== '',
    holds: (_, __, to, world) => {
      expect(entering(to)).toBe(true);
      expect(to.context).toEqual({ draft, code: '', remaining: OTP_SECONDS, error: null });
      expect(view(to)).toMatchObject({
        clock: '05:00',
        urgent: false,
        expired: false,
        phoneNumber: draft.phone_number,
      });
      expect(world).toEqual({ ...nothing(), countdowns: 1 });
    },
  },
  {
    title: 'otp: no phone number in the draft → redirect to /signup',
    applies: (_, event) => event.type === 'otp.open' && (event.draft as SignupDraft).phone_number === '',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(view(to).open).toBe(false);
      expect(world).toEqual({ ...nothing(), moves: [{ type: 'navigate', to: '/signup', replace: true }] });
    },
  },
  {
    title: 'otp: ticking each second shows the seconds left (mm:ss), red at 60 s or less',
    applies: (from, event) =>
      event.type === 'otp.tick' && event.remaining !== 0 && (event.remaining as number) < from.context.remaining,
    holds: (from, event, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual({ ...from.context, remaining: event.remaining });
      expect(view(to)).toMatchObject({
        clock: formatClock(event.remaining as number),
        urgent: (event.remaining as number) <= 60,
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'otp: a tick never winds the clock back',
    applies: (from, event) => event.type === 'otp.tick' && (event.remaining as number) >= from.context.remaining,
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "otp: at 0 Verify is replaced by 'Resend OTP'",
    applies: (from, event) => entering(from) && event.type === 'otp.tick' && event.remaining === 0,
    holds: (from, _, to, world) => {
      expect(expired(to)).toBe(true);
      expect(to.context).toEqual({ ...from.context, remaining: 0 });
      expect(view(to)).toMatchObject({ clock: '00:00', urgent: true, expired: true });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'otp: reaching 0 while a Verify is in flight waits for its answer',
    applies: (from, event) => verifying(from) && event.type === 'otp.tick' && event.remaining === 0,
    holds: (from, _, to, world) => {
      expect(verifying(to)).toBe(true);
      expect(to.context.remaining).toBe(0);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'otp: typing fills the code (one digit a box) and clears the error',
    applies: (_, event) => event.type === 'otp.change',
    holds: (from, event, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual({ ...from.context, code: event.code, error: null });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "otp: Verify with fewer than 4 digits says 'Enter the 4-digit code' and sends nothing",
    applies: (from, event) => entering(from) && event.type === 'otp.verify' && from.context.code.length !== 4,
    holds: (from, _, to, world) => {
      expect(entering(to)).toBe(true);
      expect(to.context).toEqual({ ...from.context, error: CODE_INCOMPLETE });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'otp: Verify sends the sign-up data with the entered code',
    applies: (from, event) => entering(from) && event.type === 'otp.verify' && from.context.code.length === 4,
    holds: (from, _, to, world) => {
      expect(verifying(to)).toBe(true);
      expect(view(to).verifying).toBe(true);
      expect(world).toEqual({ ...nothing(), verifies: [{ ...draft, userotp: from.context.code }] });
    },
  },
  {
    title: 'otp: Verify and Resend do nothing where the screen does not offer them',
    applies: (from, event) =>
      (event.type === 'otp.verify' && !entering(from)) || (event.type === 'otp.resend' && !expired(from)),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "otp: 'Resend OTP' asks for a new code for the draft's number",
    applies: (from, event) => expired(from) && event.type === 'otp.resend',
    holds: (_, __, to, world) => {
      expect(resending(to)).toBe(true);
      expect(world).toEqual({ ...nothing(), resends: [{ phone_number: draft.phone_number, otp_type: 'customer' }] });
    },
  },
  {
    title: "otp: a successful resend resets to 300 and Verify returns, with the server's message",
    applies: answered(RESEND, (output) => output.ok),
    holds: (from, _, to, world) => {
      expect(entering(to)).toBe(true);
      expect(to.context).toEqual({ ...from.context, code: '', remaining: OTP_SECONDS, error: null });
      expect(view(to)).toMatchObject({ clock: '05:00', expired: false, urgent: false });
      expect(world).toEqual({ ...nothing(), toasts: [toast('success', RESENT)], countdowns: 1 });
    },
  },
  {
    title: "otp: a failed resend toasts the server's message, else 'Failed to resend OTP. Try again later.'",
    applies: either(
      answered(RESEND, (output) => !output.ok),
      errored(RESEND),
    ),
    holds: (from, event, to, world) => {
      expect(expired(to)).toBe(true);
      expect(to.context).toEqual(from.context);
      const output = event.output as Result<unknown> | undefined;
      const message = output && !output.ok && output.status === 429 ? THROTTLED : RESEND_FAILED;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
  {
    title: "otp: verify success signs in (auth.signedIn), resets the draft, toasts the server's message, goes to /",
    applies: answered(VERIFY, (output) => output.ok),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(to.context).toEqual({ draft: null, code: '', remaining: OTP_SECONDS, error: null });
      expect(world).toEqual({
        ...nothing(),
        sent: [
          { to: 'auth', event: { type: 'auth.signedIn', session } },
          { to: 'signupDraft', event: { type: 'signup.draft.reset' } },
        ],
        toasts: [toast('success', 'Account created successfully')],
        moves: [{ type: 'navigate', to: '/' }],
      });
    },
  },
  {
    title: 'otp: a wrong code signs out (spec §4: failed signup), toasts the error text of the answer, empties the boxes',
    applies: answered(VERIFY, (output) => !output.ok && output.status === 400),
    holds: (from, _, to, world) => {
      backToCode(from, to);
      expect(to.context).toEqual({ ...from.context, code: '' });
      expect(world).toEqual({ ...nothing(), sent: [signedOut], toasts: [toast('error', WRONG_CODE)] });
    },
  },
  {
    title: "otp: an unexpected verify failure signs out too and toasts 'An unexpected error occurred. Please try again.'",
    applies: either(
      answered(VERIFY, (output) => !output.ok && output.status !== 400),
      errored(VERIFY),
    ),
    holds: (from, _, to, world) => {
      backToCode(from, to);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), sent: [signedOut], toasts: [toast('error', VERIFY_UNEXPECTED)] });
    },
  },
  {
    title: 'otp: Cancel goes back to /signup and keeps the draft',
    applies: (_, event) => event.type === 'otp.cancel',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(world).toEqual({ ...nothing(), moves: [{ type: 'navigate', to: '/signup' }] });
    },
  },
];

const signedOut = { to: 'auth', event: { type: 'auth.unauthorized' } };

describe('otpMachine, every edge of its graph replayed into a real actor', () => {
  it('starts closed until the screen opens it with the draft', () => {
    const real = harness();
    expect(real.snapshot().value).toBe('idle');
    expect(real.take()).toEqual(nothing());
    real.stop();
  });

  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('the countdown on a real clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts at 300 s, ticks each second, is red from 60 s, and at 0 offers Resend OTP; a resend starts again at 300', async () => {
    vi.useFakeTimers();
    const actor = createActor(
      otpMachine.provide({ actors: { resendOtp: fromPromise(async () => ok({ message: RESENT })) } }),
    ).start();
    actor.send({ type: 'otp.open', draft });
    const seen = () => view(actor.getSnapshot());
    expect(seen()).toMatchObject({ remaining: 300, clock: '05:00', urgent: false });
    vi.advanceTimersByTime(1000);
    expect(seen()).toMatchObject({ remaining: 299, clock: '04:59' });
    vi.advanceTimersByTime(238_000);
    expect(seen()).toMatchObject({ remaining: 61, clock: '01:01', urgent: false });
    vi.advanceTimersByTime(1000);
    expect(seen()).toMatchObject({ remaining: 60, clock: '01:00', urgent: true });
    vi.advanceTimersByTime(1000);
    expect(seen()).toMatchObject({ remaining: 59, clock: '00:59', urgent: true, expired: false });
    vi.advanceTimersByTime(59_000);
    expect(seen()).toMatchObject({ remaining: 0, clock: '00:00', expired: true });
    vi.advanceTimersByTime(5000);
    expect(seen().remaining).toBe(0);
    actor.send({ type: 'otp.resend' });
    await vi.advanceTimersByTimeAsync(0);
    expect(seen()).toMatchObject({ remaining: 300, expired: false });
    vi.advanceTimersByTime(1000);
    expect(seen().remaining).toBe(299);
    actor.stop();
  });

  it('catches up after the browser slowed its timers (a background tab)', () => {
    vi.useFakeTimers();
    const ticks: number[] = [];
    const parent = createActor(
      setup({ actors: { countdown } }).createMachine({
        invoke: { src: 'countdown', input: { seconds: 10 } },
        on: {
          'otp.tick': { actions: ({ event }) => ticks.push((event as unknown as { remaining: number }).remaining) },
        },
      }),
    ).start();
    vi.setSystemTime(Date.now() + 6000);
    vi.advanceTimersByTime(1000);
    expect(ticks).toEqual([3]);
    parent.stop();
  });
});
