import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { SendOtpRequest, SessionResponse, SignupRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { countdown, OTP_SECONDS, otpMachine, VERIFY_UNEXPECTED, formatClock, type VerifiedAnswer } from './otp.machine';
import { failure, ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, type SignupDraft } from './signup-draft.machine';
import type { MessageOutput } from './signup-api';
import { fakeCall } from '../shared/testing/fake-calls';
import type { Rule } from '../shared/testing/graph-replay';
import {
  backToCode,
  entering,
  expired,
  nothing,
  otpModel,
  resendRefusedHolds,
  resending,
  resentHolds,
  typingHolds,
  verifying,
  view,
  type OtpWorld,
} from '../shared/testing/otp-model';
import { itReplaysEveryRule, toast } from '../shared/testing/rules';

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

/** The flow under test inside a root that also holds recorders with the system ids it talks to. */
const model = otpModel({
  machine: otpMachine,
  systemId: 'otp',
  draft,
  empty: EMPTY_DRAFT,
  code: '1234',
  verifyAnswers: (done, threw) => [
    { type: done, output: ok(session) },
    { type: done, output: failure(WRONG_CODE, 400) },
    { type: done, output: failure(SOMETHING_WENT_WRONG, 500) },
    { type: done, output: failure(SOMETHING_WENT_WRONG) },
    { type: threw, error: new Error('signup threw') },
  ],
  resendAnswers: (done, threw) => [
    { type: done, output: ok({ message: RESENT }) },
    { type: done, output: failure(THROTTLED, 429) },
    { type: done, output: failure(SOMETHING_WENT_WRONG) },
    { type: threw, error: new Error('resendOtp threw') },
  ],
  logic: ({ world, calls, countdown }) =>
    otpMachine.provide({
      actors: {
        countdown,
        signup: fakeCall<Result<VerifiedAnswer>, SignupRequest>(calls, (input) => world().verifies.push(input)),
        resendOtp: fakeCall<Result<MessageOutput>, SendOtpRequest>(calls, (input) => world().resends.push(input)),
      },
    }),
});

const signedOut = { to: 'auth', event: { type: 'auth.unauthorized' } };

const rules: Rule<OtpWorld>[] = [
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
    holds: typingHolds,
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
  ...model.sameRules('otp'),
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
    applies: model.resent((output) => output.ok),
    holds: (from, event, to, world) => {
      resentHolds(RESENT)(from, event, to, world);
      expect(view(to)).toMatchObject({ clock: '05:00', expired: false, urgent: false });
    },
  },
  {
    title: "otp: a failed resend toasts the server's message, else 'Failed to resend OTP. Try again later.'",
    applies: model.resent((output) => !output.ok, true),
    holds: resendRefusedHolds(THROTTLED),
  },
  {
    title: "otp: verify success signs in (auth.signedIn), resets the draft, toasts the server's message, goes to /",
    applies: model.verified((output) => output.ok),
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
    applies: model.verified((output) => !output.ok && output.status === 400),
    holds: (from, _, to, world) => {
      backToCode(from, to);
      expect(to.context).toEqual({ ...from.context, code: '' });
      expect(world).toEqual({ ...nothing(), sent: [signedOut], toasts: [toast('error', WRONG_CODE)] });
    },
  },
  {
    title: "otp: an unexpected verify failure signs out too and toasts 'An unexpected error occurred. Please try again.'",
    applies: model.verified((output) => !output.ok && output.status !== 400, true),
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

describe('otpMachine, every edge of its graph replayed into a real actor', () => {
  it('starts closed until the screen opens it with the draft', () => {
    const real = model.harness();
    expect(real.snapshot().value).toBe('idle');
    expect(real.take()).toEqual(nothing());
    real.stop();
  });

  itReplaysEveryRule(model.edges, rules, model.harness);
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
