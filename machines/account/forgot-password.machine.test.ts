import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot } from 'xstate';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import {
  forgotPasswordMachine,
  INVALID_PHONE,
  selectForgotPassword,
  validateReset,
  type ForgotPasswordEvent,
  type ResetFields,
} from './forgot-password.machine';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { VERIFY_UNEXPECTED } from './otp.machine';
import { failure, ok, type Result } from '../shared/result';
import type { MessageOutput, ResetPasswordRequest } from './signup-api';
import { SEND_OTP_FAILED } from './signup.machine';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

const invocationOf = (id: string) => forgotPasswordMachine.getStateNodeById(id).invoke[0]!.id;
const SEND = invocationOf('forgotPassword.sending');
const RESET = invocationOf('forgotPassword.resetting');
const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

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
          { type: done(SEND), output: ok({ message: `OTP sent successfully to ${PHONE}` }) },
          { type: done(SEND), output: failure(THROTTLED, 429) },
          { type: done(SEND), output: failure(SOMETHING_WENT_WRONG) },
          { type: error(SEND), error: new Error('forgotPassword threw') },
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
          { type: done(RESET), output: ok({ message: RESET_DONE }) },
          { type: done(RESET), output: failure(WRONG_CODE, 400) },
          { type: error(RESET), error: new Error('resetPassword threw') },
        ]
      : []),
  ],
});

interface World {
  toasts: NotifyEvent[];
  moves: NavigateEvent[];
  sends: string[];
  resets: ResetPasswordRequest[];
}
const nothing = (): World => ({ toasts: [], moves: [], sends: [], resets: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const answer = <T>() =>
    new Promise<T>((resolve, reject) => (pending = { resolve: resolve as (value: unknown) => void, reject }));
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        forgotPassword: fromPromise<Result<MessageOutput>, { phone_number: string }>(({ input }) => {
          world.sends.push(input.phone_number);
          return answer();
        }),
        resetPassword: fromPromise<Result<MessageOutput>, ResetPasswordRequest>(({ input }) => {
          world.resets.push(input);
          return answer();
        }),
      },
    }),
  );
  actor.on('notify', (toast) => world.toasts.push(toast));
  actor.on('navigate', (move) => world.moves.push(move));
  actor.start();
  return {
    snapshot: () => actor.getSnapshot(),
    async perform(event) {
      const kind = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (kind) {
        if (!pending) throw new Error(`${event.type} without a call in flight`);
        if (kind[1] === 'done') pending.resolve(event.output);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        actor.send(event as ForgotPasswordEvent);
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

const view = (snapshot: AnyMachineSnapshot) =>
  selectForgotPassword(snapshot as Parameters<typeof selectForgotPassword>[0]);
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const complete = (snapshot: AnyMachineSnapshot) =>
  Object.values(snapshot.context.fields).every((value) => value !== '');
const answered = (id: string, test: (output: Result<unknown>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === done(id) && test(event.output as Result<unknown>);
const unchanged: Rule<World>['holds'] = (from, _, to, world) => {
  expect(to.value).toEqual(from.value);
  expect(to.context).toEqual(from.context);
  expect(world).toEqual(nothing());
};

const rules: Rule<World>[] = [
  {
    title: 'forgot password: opening the screen starts again at step 1 with nothing typed',
    applies: (_, event) => event.type === 'forgot.open',
    holds: (_, __, to, world) => {
      expect(view(to)).toEqual({
        step: 'request',
        phone: '',
        fields: { userotp: '', new_password: '', confirm_password: '' },
        errors: {},
        busy: false,
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'forgot password: typing the phone number',
    applies: (_, event) => event.type === 'forgot.phone',
    holds: (from, event, to, world) => {
      expect(to.context).toEqual({ ...from.context, phone: event.value });
      expect(world).toEqual(nothing());
    },
  },
  {
    title:
      "forgot password: Send OTP with anything but 10 digits is the error toast 'Please enter a valid 10-digit phone number.'",
    applies: (from, event) => event.type === 'forgot.send' && from.context.phone !== PHONE,
    holds: (from, _, to, world) => {
      expect(to.value).toBe('request');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', INVALID_PHONE)] });
    },
  },
  {
    title: 'forgot password: Send OTP with 10 digits asks the server to text a reset code',
    applies: (from, event) => event.type === 'forgot.send' && from.context.phone === PHONE,
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'request', busy: true });
      expect(world).toEqual({ ...nothing(), sends: [PHONE] });
    },
  },
  {
    title: "forgot password: the code sent, 'OTP sent successfully to {phone}' and step 2 on the same screen",
    applies: answered(SEND, (output) => output.ok),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', phone: PHONE, busy: false });
      expect(world).toEqual({ ...nothing(), toasts: [toast('success', `OTP sent successfully to ${PHONE}`)] });
    },
  },
  {
    title: "forgot password: a refused send toasts the server's message, else 'Failed to send OTP.'",
    applies: (from, event) => event.type === error(SEND) || answered(SEND, (output) => !output.ok)(from, event),
    holds: (_, event, to, world) => {
      expect(view(to)).toMatchObject({ step: 'request', busy: false });
      const output = event.output as Result<unknown> | undefined;
      const message = output && !output.ok && output.status === 429 ? THROTTLED : SEND_OTP_FAILED;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
  {
    title: 'forgot password: typing the code and the new password; errors follow the text once submitted',
    applies: (_, event) => event.type === 'forgot.change',
    holds: (from, event, to, world) => {
      const fields = { ...from.context.fields, [event.field as string]: event.value };
      expect(to.context).toEqual({
        ...from.context,
        fields,
        errors: from.context.submitted ? validateReset(fields) : from.context.errors,
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'forgot password: Reset with a field missing shows its message and sends nothing',
    applies: (from, event) => event.type === 'forgot.reset' && !complete(from),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: false, errors: validateReset(from.context.fields) });
      expect(Object.keys(to.context.errors).length).toBeGreaterThan(0);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'forgot password: Reset with the code and matching passwords sets the new password',
    applies: (from, event) => event.type === 'forgot.reset' && complete(from),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: true, errors: {} });
      expect(world).toEqual({ ...nothing(), resets: [{ phone_number: PHONE, ...good }] });
    },
  },
  {
    title: "forgot password: the new password set, the server's message is toasted and the screen goes to /login",
    applies: answered(RESET, (output) => output.ok),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ step: 'request', phone: '', busy: false });
      expect(world).toEqual({
        ...nothing(),
        toasts: [toast('success', RESET_DONE)],
        moves: [{ type: 'navigate', to: '/login' }],
      });
    },
  },
  {
    title: 'forgot password: a refused reset toasts the auth error text and empties the code',
    applies: answered(RESET, (output) => !output.ok),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: false, fields: { ...from.context.fields, userotp: '' } });
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', WRONG_CODE)] });
    },
  },
  {
    title: "forgot password: a reset that failed unexpectedly toasts 'An unexpected error occurred. Please try again.'",
    applies: (_, event) => event.type === error(RESET),
    holds: (from, _, to, world) => {
      expect(view(to)).toMatchObject({ step: 'reset', busy: false, fields: from.context.fields });
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', VERIFY_UNEXPECTED)] });
    },
  },
];

describe('forgotPasswordMachine, every edge of its graph replayed into a real actor', () => {
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });

  it('ignores what the current step does not offer', () => {
    const real = harness();
    for (const event of [{ type: 'forgot.reset' }, { type: 'forgot.change', field: 'userotp', value: '1' }] as const) {
      const before = real.snapshot();
      void real.perform(event);
      unchanged(before, event, real.snapshot(), real.take());
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
    expect(validateReset({ ...good, ...change })).toEqual(errors);
  });
});
