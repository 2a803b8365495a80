import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import type { SendOtpRequest, SessionResponse, SignupRequest } from '../../contract/account';
import { countdown, otpMachine, formatClock, type VerifiedAnswer } from './otp.machine';
import { ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, type SignupDraft } from './signup-draft.machine';
import type { MessageOutput } from './signup-api';
import { fakeCall } from '../shared/testing/fake-calls';
import type { Rule } from '../shared/testing/graph-replay';
import {
  entering,
  expired,
  nothing,
  otpModel,
  verifying,
  view,
  WRONG_CODE,
  type OtpWorld,
} from '../shared/testing/otp-model';
import { otpRules } from '../shared/testing/otp-rules';
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
const RESENT = 'OTP resent successfully.';

/** The flow under test inside a root that also holds recorders with the system ids it talks to. */
const model = otpModel({
  machine: otpMachine,
  systemId: 'otp',
  draft,
  empty: EMPTY_DRAFT,
  code: '1234',
  verified: ok(session),
  refusals: [WRONG_CODE],
  resent: RESENT,
  verifyCall: 'signup',
  logic: ({ world, calls, countdown }) =>
    otpMachine.provide({
      actors: {
        countdown,
        signup: fakeCall<Result<VerifiedAnswer>, SignupRequest>(calls, (input) => world().verifies.push(input)),
        resendOtp: fakeCall<Result<MessageOutput>, SendOtpRequest>(calls, (input) => world().resends.push(input)),
      },
    }),
});
const rule = otpRules(model);

const signedOut = { to: 'auth', event: { type: 'auth.unauthorized' } };

const rules: Rule<OtpWorld>[] = [
  rule.opens('otp: opening with a phone number in the draft starts the countdown at 300 s, code empty'),
  rule.redirects('otp: no phone number in the draft → redirect to /signup', '/signup'),
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
  rule.typing('otp: typing fills the code (one digit a box) and clears the error'),
  rule.verifies('otp: Verify sends the sign-up data with the entered code'),
  ...rule.sameRules('otp'),
  rule.resends("otp: 'Resend OTP' asks for a new code for the draft's number", 'customer'),
  rule.resentCode("otp: a successful resend resets to 300 and Verify returns, with the server's message"),
  rule.resendRefused("otp: a failed resend toasts the server's message, else 'Failed to resend OTP. Try again later.'"),
  rule.created(
    "otp: verify success signs in (auth.signedIn), resets the draft, toasts the server's message, goes to /",
    {
      sent: [
        { to: 'auth', event: { type: 'auth.signedIn', session } },
        { to: 'signupDraft', event: { type: 'signup.draft.reset' } },
      ],
      toasts: [toast('success', 'Account created successfully')],
      moves: [{ type: 'navigate', to: '/' }],
    },
  ),
  rule.refused(
    'otp: a wrong code signs out (docs/rules/states.md#signup: failed signup), empties the boxes and shows the error text of the answer at them',
    [signedOut],
  ),
  rule.failed(
    "otp: an unexpected verify failure signs out too and toasts 'An unexpected error occurred. Please try again.'",
    [signedOut],
  ),
  rule.cancels('otp: Cancel goes back to /signup and keeps the draft', '/signup'),
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
