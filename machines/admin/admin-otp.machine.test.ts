import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { USER_MESSAGES, type CreateAdminResponse } from '../../contract/users';
import { adminOtpMachine, createAdminOtpLogic, formatClock, OTP_SECONDS, VERIFY_UNEXPECTED } from '../account/otp.machine';
import { failure, ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, type SignupDraft } from '../account/signup-draft.machine';
import type { MessageOutput } from '../account/signup-api';
import { settle } from '../shared/testing/fake-calls';
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

/*
 * The admin's /otp (spec §4 add-admin, decisions §2): the sign-up code screen with its calls and destinations
 * swapped. Its whole graph is replayed here on the real wiring (createAdminOtpLogic over fake calls), so what the
 * admin sees is checked, not only the edges where it differs.
 */
const draft: SignupDraft = {
  name: 'Nima Sherpa',
  phone_number: '+977 9812345678',
  password: 'Kitchen#2026',
  confirm_password: 'Kitchen#2026',
  account_type: 'admin',
};
const created: CreateAdminResponse = {
  message: USER_MESSAGES.adminCreated,
  user: { id: 9, name: 'Nima Sherpa', phone_number: '9812345678', profile_picture: null, is_admin: true, created_at: '2026-11-21T00:00:00Z' },
};
const WRONG_CODE = 'Invalid or expired code.';
/** Taken between the code and Verify: the server answers {phone_number: [...]}, shown in its words too. */
const TAKEN = 'An account with this phone number already exists.';
const RESENT = 'OTP sent successfully to 9812345678';
const THROTTLED = 'Too many codes for this number. Try again later.';

/** The app's wiring of the admin's code screen, over fake calls, inside a root holding the actors it talks to. */
const model = otpModel({
  machine: adminOtpMachine,
  systemId: 'adminOtp',
  draft,
  empty: { ...EMPTY_DRAFT, account_type: 'admin' },
  code: '4821',
  verifyAnswers: (done, threw) => [
    { type: done, output: ok(created) },
    { type: done, output: failure(WRONG_CODE, 400) },
    { type: done, output: failure(TAKEN, 400) },
    { type: done, output: failure(SOMETHING_WENT_WRONG, 500) },
    { type: done, output: failure(SOMETHING_WENT_WRONG) },
    { type: threw, error: new Error('createAdmin threw') },
  ],
  resendAnswers: (done, threw) => [
    { type: done, output: ok({ message: RESENT }) },
    { type: done, output: failure(THROTTLED, 429) },
    { type: done, output: failure(SOMETHING_WENT_WRONG) },
    { type: threw, error: new Error('resendOtp threw') },
  ],
  logic: ({ world, calls, verify, resend, countdown }) =>
    createAdminOtpLogic({
      createAdmin: (request) => {
        world().verifies.push(request);
        return calls.wait<Result<CreateAdminResponse>>(verify);
      },
      resendOtp: (request) => {
        world().resends.push(request);
        return calls.wait<Result<MessageOutput>>(resend);
      },
    }).provide({ actors: { countdown } }),
});

const rules: Rule<OtpWorld>[] = [
  {
    title: "add admin /otp: opened with the kept form, the new admin's number is shown and the 300 s countdown starts",
    applies: (_, event) => event.type === 'otp.open' && (event.draft as SignupDraft).phone_number !== '',
    holds: (_, __, to, world) => {
      expect(entering(to)).toBe(true);
      expect(to.context).toEqual({ draft, code: '', remaining: OTP_SECONDS, error: null });
      expect(view(to)).toMatchObject({ phoneNumber: draft.phone_number, clock: '05:00', expired: false });
      expect(world).toEqual({ ...nothing(), countdowns: 1 });
    },
  },
  {
    title: 'add admin /otp: with no number to verify the screen goes back to the Add User form',
    applies: (_, event) => event.type === 'otp.open' && (event.draft as SignupDraft).phone_number === '',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(world).toEqual({ ...nothing(), moves: [{ type: 'navigate', to: '/route/admin/add-admin', replace: true }] });
    },
  },
  {
    title: 'add admin /otp: the countdown shows the seconds left, red at 60 s or less; a late tick never winds it back',
    applies: (from, event) => event.type === 'otp.tick' && !(event.remaining === 0 && event.remaining < from.context.remaining),
    holds: (from, event, to, world) => {
      expect(to.value).toEqual(from.value);
      const remaining = Math.min(from.context.remaining, event.remaining as number);
      expect(to.context).toEqual({ ...from.context, remaining });
      expect(view(to)).toMatchObject({ clock: formatClock(remaining), urgent: remaining <= 60 });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "add admin /otp: at 0 Verify gives way to 'Resend OTP' (a Verify in flight is answered first)",
    applies: (from, event) => event.type === 'otp.tick' && event.remaining === 0 && from.context.remaining > 0,
    holds: (from, _, to, world) => {
      expect(verifying(from) ? verifying(to) : expired(to)).toBe(true);
      expect(to.context).toEqual({ ...from.context, remaining: 0 });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'add admin /otp: typing fills the code and clears the error',
    applies: (_, event) => event.type === 'otp.change',
    holds: typingHolds,
  },
  {
    title: 'add admin /otp: Verify sends the kept form and the code to POST /account/users/ as an admin',
    applies: (from, event) => entering(from) && event.type === 'otp.verify' && from.context.code.length === 4,
    holds: (from, _, to, world) => {
      expect(verifying(to)).toBe(true);
      expect(world).toEqual({ ...nothing(), verifies: [{ ...draft, account_type: 'admin', userotp: from.context.code }] });
    },
  },
  ...model.sameRules('add admin /otp'),
  {
    title: "add admin /otp: 'Resend OTP' asks for a new admin code for the new admin's number",
    applies: (from, event) => expired(from) && event.type === 'otp.resend',
    holds: (_, __, to, world) => {
      expect(resending(to)).toBe(true);
      expect(world).toEqual({ ...nothing(), resends: [{ phone_number: draft.phone_number, otp_type: 'admin' }] });
    },
  },
  {
    title: "add admin /otp: a resent code restarts the 300 s with the server's message",
    applies: model.resent((output) => output.ok),
    holds: resentHolds(RESENT),
  },
  {
    title: "add admin /otp: a refused resend toasts the server's message, else 'Failed to resend OTP. Try again later.'",
    applies: model.resent((output) => !output.ok, true),
    holds: resendRefusedHolds(THROTTLED),
  },
  {
    title:
      "add admin /otp: the admin created, the draft is emptied, 'Admin created successfully!' shown and the user list opened; nobody signs in",
    applies: model.verified((output) => output.ok),
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(to.context).toEqual({ draft: null, code: '', remaining: OTP_SECONDS, error: null });
      expect(world).toEqual({
        ...nothing(),
        sent: [{ to: 'signupDraft', event: { type: 'signup.draft.reset' } }],
        toasts: [toast('success', 'Admin created successfully!')],
        moves: [{ type: 'navigate', to: '/route/admin/user-list' }],
      });
    },
  },
  {
    title: "add admin /otp: a refusal (wrong code, number taken) toasts the server's words, empties the boxes, stays on /otp",
    applies: model.verified((output) => !output.ok && output.status === 400),
    holds: (from, event, to, world) => {
      backToCode(from, to);
      expect(to.context).toEqual({ ...from.context, code: '' });
      const message = (event.output as { message: string }).message;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
  {
    title: "add admin /otp: an unexpected failure toasts 'An unexpected error occurred. Please try again.' and stays",
    applies: model.verified((output) => !output.ok && output.status !== 400, true),
    holds: (from, _, to, world) => {
      backToCode(from, to);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', VERIFY_UNEXPECTED)] });
    },
  },
  {
    title: 'add admin /otp: Cancel goes back to the Add User form, the draft kept',
    applies: (_, event) => event.type === 'otp.cancel',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(world).toEqual({ ...nothing(), moves: [{ type: 'navigate', to: '/route/admin/add-admin' }] });
    },
  },
];

describe('adminOtpMachine on the app wiring, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(model.edges, rules, model.harness);

  it('creates an admin even from a draft that lost its account type: the call itself says admin', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      createAdminOtpLogic({
        createAdmin: async (request) => {
          calls.push(request);
          return ok(created);
        },
        resendOtp: async () => ok({ message: RESENT }),
      }),
    ).start();
    actor.send({ type: 'otp.open', draft: { ...draft, account_type: 'customer' } });
    actor.send({ type: 'otp.change', code: '4321' });
    actor.send({ type: 'otp.verify' });
    await settle();
    expect(calls).toEqual([{ ...draft, userotp: '4321', account_type: 'admin' }]);
    actor.stop();
  });
});

