import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { USER_MESSAGES, type CreateAdminResponse } from '../../contract/users';
import { adminOtpMachine, createAdminOtpLogic, formatClock } from '../account/otp.machine';
import { ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, type SignupDraft } from '../account/signup-draft.machine';
import type { MessageOutput } from '../account/signup-api';
import { settle } from '../shared/testing/fake-calls';
import type { Rule } from '../shared/testing/graph-replay';
import { expired, nothing, otpModel, verifying, view, WRONG_CODE, type OtpWorld } from '../shared/testing/otp-model';
import { otpRules } from '../shared/testing/otp-rules';
import { itReplaysEveryRule, toast } from '../shared/testing/rules';

/*
 * The admin's /otp (docs/rules/states.md#add-admin add-admin, docs/rules/accounts.md#admins): the sign-up code screen
 * with its calls and destinations swapped. Its whole graph is replayed here on the real wiring (createAdminOtpLogic
 * over fake calls), so what the admin sees is checked, not only the edges where it differs.
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
/** Taken between the code and Verify: the server answers {phone_number: [...]}, shown in its words too. */
const TAKEN = 'An account with this phone number already exists.';
const RESENT = 'OTP sent successfully to 9812345678';
const ADD_ADMIN = '/route/admin/add-admin';

/** The app's wiring of the admin's code screen, over fake calls, inside a root holding the actors it talks to. */
const model = otpModel({
  machine: adminOtpMachine,
  systemId: 'adminOtp',
  draft,
  empty: { ...EMPTY_DRAFT, account_type: 'admin' },
  code: '4821',
  verified: ok(created),
  refusals: [WRONG_CODE, TAKEN],
  resent: RESENT,
  verifyCall: 'createAdmin',
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
const rule = otpRules(model);

const rules: Rule<OtpWorld>[] = [
  rule.opens(
    "add admin /otp: opened with the kept form, the new admin's number is shown and the 300 s countdown starts",
  ),
  rule.redirects('add admin /otp: with no number to verify the screen goes back to the Add User form', ADD_ADMIN),
  {
    title: 'add admin /otp: the countdown shows the seconds left, red at 60 s or less; a late tick never winds it back',
    applies: (from, event) =>
      event.type === 'otp.tick' && !(event.remaining === 0 && event.remaining < from.context.remaining),
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
  rule.typing('add admin /otp: typing fills the code and clears the error'),
  rule.verifies('add admin /otp: Verify sends the kept form and the code to POST /account/users/ as an admin', {
    account_type: 'admin',
  }),
  ...rule.sameRules('add admin /otp'),
  rule.resends("add admin /otp: 'Resend OTP' asks for a new admin code for the new admin's number", 'admin'),
  rule.resentCode("add admin /otp: a resent code restarts the 300 s with the server's message"),
  rule.resendRefused(
    "add admin /otp: a refused resend toasts the server's message, else 'Failed to resend OTP. Try again later.'",
  ),
  rule.created(
    "add admin /otp: the admin created, the draft is emptied, 'Admin created successfully!' shown and the user list opened; nobody signs in",
    {
      sent: [{ to: 'signupDraft', event: { type: 'signup.draft.reset' } }],
      toasts: [toast('success', 'Admin created successfully!')],
      moves: [{ type: 'navigate', to: '/route/admin/user-list' }],
    },
  ),
  rule.refused(
    "add admin /otp: a refusal (wrong code, number taken) empties the boxes and shows the server's words at them, stays on /otp",
    [],
  ),
  rule.failed(
    "add admin /otp: an unexpected failure toasts 'An unexpected error occurred. Please try again.' and stays",
    [],
  ),
  rule.cancels('add admin /otp: Cancel goes back to the Add User form, the draft kept', ADD_ADMIN),
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
