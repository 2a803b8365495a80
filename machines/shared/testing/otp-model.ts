import { expect } from 'vitest';
import {
  fromCallback,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { SendOtpRequest } from '../../../contract/account';
import type { NavigateEvent } from '../navigate';
import type { NotifyEvent } from '../notify';
import type { Result } from '../result';
import type { SignupDraft } from '../../account/signup-draft.machine';
import { CODE_INCOMPLETE, OTP_SECONDS, RESEND_FAILED, selectOtp } from '../../account/otp.machine';
import { doneOf, errorOf, invocationOf, type CallsInFlight } from './fake-calls';
import { edgesOf, type GraphEvent, type Rule } from './graph-replay';
import { into, replayHarness } from './replay-harness';
import { answered, either, is, toast } from './rules';

/**
 * The model of the code screen, which sign-up (/otp) and the admin's Add User share (one machine, two wirings):
 * the graph, the harness inside a root holding the auth and draft actors, and the parts of rules both state alike.
 */

export interface OtpWorld {
  toasts: NotifyEvent[];
  moves: NavigateEvent[];
  /** Events the flow sent to the auth and sign-up draft actors. */
  sent: { to: string; event: EventObject }[];
  /** What Verify asked the server (a sign-up, or an admin's creation). */
  verifies: unknown[];
  resends: SendOtpRequest[];
  /** How many times a countdown started. */
  countdowns: number;
}
export const nothing = (): OtpWorld => ({ toasts: [], moves: [], sent: [], verifies: [], resends: [], countdowns: 0 });

export interface OtpCase {
  machine: AnyStateMachine;
  /** The system id the app runs the flow under. */
  systemId: string;
  /** The draft with a number to verify, and one without. */
  draft: SignupDraft;
  empty: SignupDraft;
  /** A code of the four digits Verify asks for. */
  code: string;
  verifyAnswers: (verify: string, threw: string) => GraphEvent[];
  resendAnswers: (resend: string, threw: string) => GraphEvent[];
  /** The flow with its calls faked: each must record what it was asked and wait on `calls` under its invocation. */
  logic: (fakes: OtpFakes) => AnyActorLogic;
}

export interface OtpFakes {
  world: () => OtpWorld;
  calls: CallsInFlight;
  /** The invocations of Verify and of Resend OTP. */
  verify: string;
  resend: string;
  /** A countdown that only counts its starts: the graph plays the ticks. */
  countdown: AnyActorLogic;
}

/** Seconds the countdown reports: one tick, the red threshold, and the end. Time only runs down. */
const TICKS = [OTP_SECONDS - 1, 60, 0];

export const view = (snapshot: AnyMachineSnapshot) => selectOtp(snapshot as Parameters<typeof selectOtp>[0]);
export const entering = is({ active: { counting: 'entering' } });
export const verifying = is({ active: { counting: 'verifying' } });
export const expired = is({ active: 'expired' });
export const resending = is({ active: 'resending' });

/** After a verify that did not sign in, the code is typed again, or resent once the time is up. */
export const backToCode = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  expect(from.context.remaining > 0 ? entering(to) : expired(to)).toBe(true);

export function otpModel(spec: OtpCase) {
  const VERIFY = invocationOf(spec.machine, 'otp.active.counting.verifying');
  const RESEND = invocationOf(spec.machine, 'otp.active.resending');
  const verifyAnswers = spec.verifyAnswers(doneOf(VERIFY), errorOf(VERIFY));
  const resendAnswers = spec.resendAnswers(doneOf(RESEND), errorOf(RESEND));

  const edges = edgesOf(spec.machine, {
    events: (state) => [
      { type: 'otp.open', draft: spec.draft },
      { type: 'otp.open', draft: spec.empty },
      ...(state.matches('active')
        ? [
            { type: 'otp.change', code: '12' },
            { type: 'otp.change', code: spec.code },
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

  const harness = replayHarness<OtpWorld>({
    nothing,
    logic: ({ world, calls }) =>
      spec.logic({
        world,
        calls,
        verify: VERIFY,
        resend: RESEND,
        countdown: fromCallback(() => {
          world().countdowns += 1;
        }),
      }),
    system: {
      id: spec.systemId,
      neighbours: {
        auth: (world, event) => world.sent.push({ to: 'auth', event }),
        signupDraft: (world, event) => world.sent.push({ to: 'signupDraft', event }),
      },
    },
    emitted: { notify: into('toasts'), navigate: into('moves') },
  });

  const verified = (test: (output: Result<unknown>) => boolean) => answered(doneOf(VERIFY), test);
  const resent = (test: (output: Result<unknown>) => boolean) => answered(doneOf(RESEND), test);
  return {
    edges,
    harness,
    /** Verify answered, its output passing the test (or thrown, with `orThrown`). */
    verified: (test: (output: Result<unknown>) => boolean, orThrown = false) =>
      orThrown ? either(verified(test), (_, event) => event.type === errorOf(VERIFY)) : verified(test),
    resent: (test: (output: Result<unknown>) => boolean, orThrown = false) =>
      orThrown ? either(resent(test), (_, event) => event.type === errorOf(RESEND)) : resent(test),
    /** The rules both wirings state in the same words, each title led by `name`. */
    sameRules: (name: string): Rule<OtpWorld>[] => [
      {
        title: `${name}: Verify with fewer than 4 digits says 'Enter the 4-digit code' and sends nothing`,
        applies: (from, event) => entering(from) && event.type === 'otp.verify' && from.context.code.length !== 4,
        holds: (from, _, to, world) => {
          expect(entering(to)).toBe(true);
          expect(to.context).toEqual({ ...from.context, error: CODE_INCOMPLETE });
          expect(world).toEqual(nothing());
        },
      },
      {
        title: `${name}: Verify and Resend do nothing where the screen does not offer them`,
        applies: (from, event) =>
          (event.type === 'otp.verify' && !entering(from)) || (event.type === 'otp.resend' && !expired(from)),
        holds: (from, _, to, world) => {
          expect(to.value).toEqual(from.value);
          expect(to.context).toEqual(from.context);
          expect(world).toEqual(nothing());
        },
      },
    ],
  };
}

/** Typing fills the code and clears the error, wherever the code is shown. */
export const typingHolds: Rule<OtpWorld>['holds'] = (from, event, to, world) => {
  expect(to.value).toEqual(from.value);
  expect(to.context).toEqual({ ...from.context, code: event.code, error: null });
  expect(world).toEqual(nothing());
};

/** A code resent: the boxes emptied, 300 s again, Verify back, the server's words toasted. */
export const resentHolds =
  (message: string): Rule<OtpWorld>['holds'] =>
  (from, _, to, world) => {
    expect(entering(to)).toBe(true);
    expect(to.context).toEqual({ ...from.context, code: '', remaining: OTP_SECONDS, error: null });
    expect(world).toEqual({ ...nothing(), toasts: [toast('success', message)], countdowns: 1 });
  };

/** A refused resend: still expired, the server's words when it gave a 429, else RESEND_FAILED. */
export const resendRefusedHolds =
  (throttled: string): Rule<OtpWorld>['holds'] =>
  (from, event, to, world) => {
    expect(expired(to)).toBe(true);
    expect(to.context).toEqual(from.context);
    const output = event.output as Result<unknown> | undefined;
    const message = output && !output.ok && output.status === 429 ? throttled : RESEND_FAILED;
    expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
  };
