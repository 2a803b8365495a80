import { expect } from 'vitest';
import type { SignupRequest } from '../../../contract/account';
import type { SignupDraft } from '../../account/signup-draft.machine';
import { CODE_INCOMPLETE, RESEND_FAILED, VERIFY_UNEXPECTED } from '../../account/otp.machine';
import type { Result } from '../result';
import { doneOf, errorOf } from './fake-calls';
import type { Rule } from './graph-replay';
import {
  backToCode,
  entering,
  expired,
  nothing,
  OTP_SECONDS,
  resending,
  THROTTLED,
  verifying,
  view,
  type OtpModel,
  type OtpWorld,
} from './otp-model';
import { answered, changesNothing, either, toast } from './rules';

/**
 * The rules of the code screen, shaped once for both wirings (sign-up's /otp and the admin's Add User): each wiring
 * names a rule in its own words and says only what differs (where it goes, whom it tells, what it asks for).
 */

/** What the world should have seen, as `toEqual` compares it (events the flow sends carry more than a type). */
type Expected = { [Key in keyof OtpWorld]?: unknown[] };

type Answered = (test: (output: Result<unknown>) => boolean, orThrown?: boolean) => Rule<OtpWorld>['applies'];

export function otpRules({ spec, verify, resend }: OtpModel) {
  const answeredBy =
    (invocation: string): Answered =>
    (test, orThrown = false) =>
      orThrown
        ? either(answered(doneOf(invocation), test), (_, event) => event.type === errorOf(invocation))
        : answered(doneOf(invocation), test);
  const verified = answeredBy(verify);
  const resent = answeredBy(resend);
  const opened =
    (withNumber: boolean): Rule<OtpWorld>['applies'] =>
    (_, event) =>
      event.type === 'otp.open' && ((event.draft as SignupDraft).phone_number !== '') === withNumber;
  const navigated = (to: string, replace?: true) => ({ ...nothing(), moves: [{ type: 'navigate', to, replace }] });

  return {
    /** Verify answered, its output passing the test (or thrown, with `orThrown`). */
    verified,
    resent,

    opens: (title: string): Rule<OtpWorld> => ({
      title,
      applies: opened(true),
      holds: (_, __, to, world) => {
        expect(entering(to)).toBe(true);
        expect(to.context).toEqual({ draft: spec.draft, code: '', remaining: OTP_SECONDS, error: null });
        expect(view(to)).toMatchObject({
          clock: '05:00',
          urgent: false,
          expired: false,
          phoneNumber: spec.draft.phone_number,
        });
        expect(world).toEqual({ ...nothing(), countdowns: 1 });
      },
    }),

    /** With no number to verify, the screen sends the user back to the form that should have given one. */
    redirects: (title: string, path: string): Rule<OtpWorld> => ({
      title,
      applies: opened(false),
      holds: (_, __, to, world) => {
        expect(to.value).toBe('idle');
        expect(view(to).open).toBe(false);
        expect(world).toEqual(navigated(path, true));
      },
    }),

    typing: (title: string): Rule<OtpWorld> => ({
      title,
      applies: (_, event) => event.type === 'otp.change',
      holds: (from, event, to, world) => {
        expect(to.value).toEqual(from.value);
        expect(to.context).toEqual({ ...from.context, code: event.code, error: null });
        expect(world).toEqual(nothing());
      },
    }),

    /** Verify with the 4 digits asks the wiring's call with the draft, `request` over it, and the code. */
    verifies: (title: string, request: Partial<SignupRequest> = {}): Rule<OtpWorld> => ({
      title,
      applies: (from, event) => entering(from) && event.type === 'otp.verify' && from.context.code.length === 4,
      holds: (from, _, to, world) => {
        expect(verifying(to)).toBe(true);
        expect(view(to).verifying).toBe(true);
        expect(world).toEqual({ ...nothing(), verifies: [{ ...spec.draft, ...request, userotp: from.context.code }] });
      },
    }),

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
        holds: changesNothing(nothing),
      },
    ],

    resends: (title: string, otpType: 'customer' | 'admin'): Rule<OtpWorld> => ({
      title,
      applies: (from, event) => expired(from) && event.type === 'otp.resend',
      holds: (_, __, to, world) => {
        expect(resending(to)).toBe(true);
        expect(world).toEqual({
          ...nothing(),
          resends: [{ phone_number: spec.draft.phone_number, otp_type: otpType }],
        });
      },
    }),

    /** A code resent: the boxes emptied, 300 s again, Verify back, the server's words toasted. */
    resentCode: (title: string): Rule<OtpWorld> => ({
      title,
      applies: resent((output) => output.ok),
      holds: (from, _, to, world) => {
        expect(entering(to)).toBe(true);
        expect(to.context).toEqual({ ...from.context, code: '', remaining: OTP_SECONDS, error: null });
        expect(view(to)).toMatchObject({ clock: '05:00', expired: false, urgent: false });
        expect(world).toEqual({ ...nothing(), toasts: [toast('success', spec.resent)], countdowns: 1 });
      },
    }),

    /** A refused resend: still expired, the server's words when it gave a 429, else RESEND_FAILED. */
    resendRefused: (title: string): Rule<OtpWorld> => ({
      title,
      applies: resent((output) => !output.ok, true),
      holds: (from, event, to, world) => {
        expect(expired(to)).toBe(true);
        expect(to.context).toEqual(from.context);
        const output = event.output as Result<unknown> | undefined;
        const message = output && !output.ok && output.status === 429 ? THROTTLED : RESEND_FAILED;
        expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
      },
    }),

    /** Verified: the screen closes with the draft gone, and the world sees what the wiring does next. */
    created: (title: string, seen: Expected): Rule<OtpWorld> => ({
      title,
      applies: verified((output) => output.ok),
      holds: (_, __, to, world) => {
        expect(to.value).toBe('idle');
        expect(to.context).toEqual({ draft: null, code: '', remaining: OTP_SECONDS, error: null });
        expect(world).toEqual({ ...nothing(), ...seen });
      },
    }),

    /**
     * A code refused (400): the boxes emptied, the server's words kept as the boxes' error (no toast); `sent` is whom
     * the wiring tells.
     */
    refused: (title: string, sent: OtpWorld['sent']): Rule<OtpWorld> => ({
      title,
      applies: verified((output) => !output.ok && output.status === 400),
      holds: (from, event, to, world) => {
        backToCode(from, to);
        const message = (event.output as { message: string }).message;
        expect(to.context).toEqual({ ...from.context, code: '', error: message });
        expect(view(to).error).toBe(message);
        expect(world).toEqual({ ...nothing(), sent });
      },
    }),

    /** Any other failure of Verify: VERIFY_UNEXPECTED toasted, the code kept. */
    failed: (title: string, sent: OtpWorld['sent']): Rule<OtpWorld> => ({
      title,
      applies: verified((output) => !output.ok && output.status !== 400, true),
      holds: (from, _, to, world) => {
        backToCode(from, to);
        expect(to.context).toEqual(from.context);
        expect(world).toEqual({ ...nothing(), sent, toasts: [toast('error', VERIFY_UNEXPECTED)] });
      },
    }),

    /** Cancel leaves for the form the code came from, the draft kept for it. */
    cancels: (title: string, path: string): Rule<OtpWorld> => ({
      title,
      applies: (_, event) => event.type === 'otp.cancel',
      holds: (_, __, to, world) => {
        expect(to.value).toBe('idle');
        expect(world).toEqual(navigated(path));
      },
    }),
  };
}
