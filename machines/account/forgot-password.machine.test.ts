import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import {
  forgotPasswordMachine,
  INVALID_PHONE,
  selectForgotPassword,
  validateReset,
  type ResetFields,
} from './forgot-password.machine';
import { formHarness, nothing, saw, type FormWorld } from '../shared/testing/form-harness';
import { VERIFY_UNEXPECTED } from './otp.machine';
import { failure, ok, type Result } from '../shared/result';
import { SEND_OTP_FAILED } from './signup.machine';
import { answersOf } from '../shared/testing/fake-calls';
import { notify } from '../shared/notify';
import { text } from '../shared/text';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { answered, either, expectUnchanged, itReplaysEveryRule, sent, toast } from '../shared/testing/rules';

const [SENT, SEND_THREW] = answersOf(forgotPasswordMachine, 'forgotPassword.sending');
const [RESET, RESET_THREW] = answersOf(forgotPasswordMachine, 'forgotPassword.resetting');

const PHONE = '9812345678';
const good: ResetFields = { userotp: '1234', new_password: 'newpass1', confirm_password: 'newpass1' };
const RESET_DONE = 'Password reset successfully. Please log in.';
const WRONG_CODE = 'Invalid or expired code.';
const THROTTLED = 'Too many codes for this number. Try again later.';

const edges = edgesOf(forgotPasswordMachine, {
  events: (state) => [
    { type: 'forgot.open' },
    ...(state.matches('request')
      ? [{ type: 'forgot.phone', value: PHONE }, { type: 'forgot.phone', value: '98123' }, { type: 'forgot.send' }]
      : []),
    ...(state.matches('sending')
      ? [
          { type: SENT, output: ok({ message: `OTP sent successfully to ${PHONE}` }) },
          { type: SENT, output: failure(THROTTLED, 429) },
          { type: SENT, output: failure(SOMETHING_WENT_WRONG) },
          { type: SEND_THREW, error: new Error('forgotPassword threw') },
        ]
      : []),
    // Each field is either empty or right; every message is in the validateReset table below.
    ...(state.matches('reset')
      ? [
          ...(['userotp', 'new_password', 'confirm_password'] as const).map((field) => ({
            type: 'forgot.change',
            field,
            value: state.context.fields[field] === '' ? good[field] : '',
          })),
          { type: 'forgot.reset' },
        ]
      : []),
    ...(state.matches('resetting')
      ? [
          { type: RESET, output: ok({ message: RESET_DONE }) },
          { type: RESET, output: failure(WRONG_CODE, 400) },
          { type: RESET_THREW, error: new Error('resetPassword threw') },
        ]
      : []),
  ],
});

const harness = formHarness(forgotPasswordMachine, { actors: ['forgotPassword', 'resetPassword'] });

const view = (snapshot: AnyMachineSnapshot) =>
  selectForgotPassword(snapshot as Parameters<typeof selectForgotPassword>[0]);
const complete = (snapshot: AnyMachineSnapshot) =>
  Object.values(snapshot.context.fields).every((value) => value !== '');

const rules: Rule<FormWorld>[] = [
  {
    title: 'forgot password: opening the screen starts again at step 1 with nothing typed',
    applies: sent('forgot.open'),
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({
        step: 'request',
        phone: '',
        fields: { userotp: '', new_password: '', confirm_password: '' },
        errors: {},
        busy: false,
      });
      expect(world).toEqual(saw({}));
    },
  },
  {
    title: 'forgot password: typing the phone number',
    applies: sent('forgot.phone'),
    holds: (from, event, to, world) => {
      expect(to.context).toEqual({ ...from.context, phone: event.value });
      expect(world).toEqual(saw({}));
    },
  },
  {
    title:
      "forgot password: Send OTP with anything but 10 digits is the error toast 'Please enter a valid 10-digit phone number.'",
    applies: (from, event) => event.type === 'forgot.send' && from.context.phone !== PHONE,
    holds: (from, _, to, world) => {
      expect(to.value).toBe('request');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(saw({ toasts: [toast('error', INVALID_PHONE)] }));
    },
  },
  {
    title: 'forgot password: Send OTP with 10 digits asks the server to text a reset code',
    applies: (from, event) => event.type === 'forgot.send' && from.context.phone === PHONE,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'request', busy: true });
      expect(world).toEqual(saw({ calls: [{ forgotPassword: { phone_number: PHONE } }] }));
    },
  },
  {
    title: "forgot password: the code sent, 'OTP sent successfully to {phone}' and step 2 on the same screen",
    applies: answered(SENT, (output) => output.ok),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', phone: PHONE, busy: false });
      const sentTo = text('OTP sent successfully to {phone}', { phone: PHONE });
      expect(world).toEqual(saw({ toasts: [notify('success', sentTo)] }));
    },
  },
  {
    title: "forgot password: a refused send toasts the server's message, else 'Failed to send OTP.'",
    applies: either(
      sent(SEND_THREW),
      answered(SENT, (output) => !output.ok),
    ),
    holds: (_, event, to, world) => {
      expect(view(to)).toMatchObject({ step: 'request', busy: false });
      const output = event.output as Result<unknown> | undefined;
      const message = output && !output.ok && output.status === 429 ? THROTTLED : SEND_OTP_FAILED;
      expect(world).toEqual(saw({ toasts: [toast('error', message)] }));
    },
  },
  {
    title: 'forgot password: typing the code and the new password; errors follow the text once submitted',
    applies: sent('forgot.change'),
    holds: (from, event, to, world) => {
      const fields = { ...from.context.fields, [event.field as string]: event.value };
      expect(to.context).toEqual({
        ...from.context,
        fields,
        errors: from.context.submitted ? validateReset(fields, PHONE) : from.context.errors,
      });
      expect(world).toEqual(saw({}));
    },
  },
  {
    title: 'forgot password: Reset with a field missing shows its message and sends nothing',
    applies: (from, event) => event.type === 'forgot.reset' && !complete(from),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: false, errors: validateReset(from.context.fields, PHONE) });
      expect(Object.keys(to.context.errors).length).toBeGreaterThan(0);
      expect(world).toEqual(saw({}));
    },
  },
  {
    title: 'forgot password: Reset with the code and matching passwords sets the new password',
    applies: (from, event) => event.type === 'forgot.reset' && complete(from),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: true, errors: {} });
      expect(world).toEqual(saw({ calls: [{ resetPassword: { phone_number: PHONE, ...good } }] }));
    },
  },
  {
    title: "forgot password: the new password set, the server's message is toasted and the screen goes to /login",
    applies: answered(RESET, (output) => output.ok),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'request', phone: '', busy: false });
      expect(world).toEqual(
        saw({ toasts: [toast('success', RESET_DONE)], navigations: [{ type: 'navigate', to: '/login' }] }),
      );
    },
  },
  {
    title: 'forgot password: a refused reset toasts the auth error text and empties the code',
    applies: answered(RESET, (output) => !output.ok),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: false, fields: { ...from.context.fields, userotp: '' } });
      expect(world).toEqual(saw({ toasts: [toast('error', WRONG_CODE)] }));
    },
  },
  {
    title: "forgot password: a reset that failed unexpectedly toasts 'An unexpected error occurred. Please try again.'",
    applies: sent(RESET_THREW),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: false, fields: from.context.fields });
      expect(world).toEqual(saw({ toasts: [toast('error', VERIFY_UNEXPECTED)] }));
    },
  },
];

describe('forgotPasswordMachine, every edge of its graph replayed into a real actor', () => {
  itReplaysEveryRule(edges, rules, harness);

  it('ignores what the current step does not offer', () => {
    const real = harness();
    for (const event of [{ type: 'forgot.reset' }, { type: 'forgot.change', field: 'userotp', value: '1' }] as const) {
      const before = real.snapshot();
      void real.perform(event);
      expectUnchanged(before, real.snapshot());
      expect(real.take()).toEqual(nothing());
    }
    real.stop();
  });
});

describe('validateReset', () => {
  it.each<[string, Partial<ResetFields>, Record<string, string>]>([
    ['a complete form', {}, {}],
    ['a 3-digit code', { userotp: '123' }, { userotp: 'Enter the 4-digit code' }],
    ['letters in the code', { userotp: '12a4' }, { userotp: 'Enter the 4-digit code' }],
    [
      '5 characters',
      { new_password: 'abcde', confirm_password: 'abcde' },
      { new_password: 'Password must be at least 6 characters' },
    ],
    ['a different confirmation', { confirm_password: 'newpass2' }, { confirm_password: 'Passwords must match' }],
  ])('%s', (_, change, errors) => {
    expect(validateReset({ ...good, ...change }, PHONE)).toEqual(errors);
  });
});
