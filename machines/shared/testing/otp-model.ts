import { expect } from 'vitest';
import {
  fromCallback,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type { SendOtpRequest } from '../../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../../contract/errors';
import type { NavigateEvent } from '../navigate';
import type { NotifyEvent } from '../notify';
import { failure, ok, type Result } from '../result';
import type { SignupDraft } from '../../account/signup-draft.machine';
import { selectOtp } from '../../account/otp.machine';
import { doneOf, endings, errorOf, invocationOf, type CallsInFlight } from './fake-calls';
import { edgesOf } from './graph-replay';
import { into, replayHarness } from './replay-harness';
import { is } from './rules';

/**
 * A code's 300 s (docs/rules/limits.md#codes), written out: the machine's own constant must not decide what is
 * expected.
 */
export const OTP_SECONDS = 300;

/**
 * The model of the code screen, which sign-up (/otp) and the admin's Add User share (one machine, two wirings):
 * the graph, the harness inside a root holding the auth and draft actors; its rules are in otp-rules.ts.
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
  /** What a successful Verify answers, and the server's words for each code it refuses (a 400). */
  verified: Result<unknown>;
  refusals: string[];
  /** The server's words for a resent code. */
  resent: string;
  /** The call behind Verify, named in the error a throwing one raises. */
  verifyCall: string;
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

/** The server's words for a code it does not know, and for a number asking too often (both wirings hear them). */
export const WRONG_CODE = 'Invalid or expired code.';
export const THROTTLED = 'Too many codes for this number. Try again later.';

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
  // Every way each call can end: the answer the screen hopes for, each refusal, a server error, no answer at all.
  const answers = (invocation: string, outputs: Result<unknown>[], call: string) =>
    endings([doneOf(invocation), errorOf(invocation)], outputs, call);
  const verifyAnswers = answers(
    VERIFY,
    [
      spec.verified,
      ...spec.refusals.map((message) => failure(message, 400)),
      failure(SOMETHING_WENT_WRONG, 500),
      failure(SOMETHING_WENT_WRONG),
    ],
    spec.verifyCall,
  );
  const resendAnswers = answers(
    RESEND,
    [ok({ message: spec.resent }), failure(THROTTLED, 429), failure(SOMETHING_WENT_WRONG)],
    'resendOtp',
  );

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

  return { spec, edges, harness, verify: VERIFY, resend: RESEND };
}
export type OtpModel = ReturnType<typeof otpModel>;
