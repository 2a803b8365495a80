import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  setup,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { SendOtpRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import { failure, ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, type SignupDraft } from '../account/signup-draft.machine';
import type { MessageOutput } from '../account/signup-api';
import { addAdminMachine, validateAddAdmin } from './add-admin.machine';
import { SEND_OTP_FAILED, selectSignup, type SignupEvent } from '../account/signup.machine';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

const SEND = addAdminMachine.getStateNodeById('signup.sending').invoke[0]!.id;
const DONE = `xstate.done.actor.${SEND}`;
const ERROR = `xstate.error.actor.${SEND}`;

const saved: SignupDraft = {
  name: 'Nima Sherpa',
  phone_number: '+977 9812345678',
  password: 'Kitchen#2026',
  confirm_password: 'Kitchen#2026',
  account_type: 'admin',
};
const EMPTY_ADMIN: SignupDraft = { ...EMPTY_DRAFT, account_type: 'admin' };
const SENT = 'OTP sent successfully to 9812345678';
const TAKEN = 'An account with this phone number already exists.';

/** Each field is either empty or right, so the graph stays small; every §5 text is checked below the graph. */
const edges = edgesOf(addAdminMachine, {
  events: (state) => [
    { type: 'signup.open', draft: EMPTY_ADMIN },
    { type: 'signup.open', draft: saved },
    ...(state.matches('editing')
      ? [
          ...(['name', 'phone_number', 'password', 'confirm_password'] as const).map((field) => ({
            type: 'signup.change',
            field,
            value: state.context.fields[field] === '' ? saved[field] : '',
          })),
          { type: 'signup.submit' },
        ]
      : [{ type: 'signup.submit' }]),
    ...(state.matches('sending')
      ? [
          { type: DONE, output: ok({ message: SENT }) },
          { type: DONE, output: failure(TAKEN, 400) },
          { type: DONE, output: failure(SOMETHING_WENT_WRONG, 502) },
          { type: DONE, output: failure(SOMETHING_WENT_WRONG) },
          { type: ERROR, error: new Error('sendOtp threw') },
        ]
      : []),
  ],
});

interface World {
  toasts: NotifyEvent[];
  moves: NavigateEvent[];
  sent: EventObject[];
  sends: SendOtpRequest[];
}
const nothing = (): World => ({ toasts: [], moves: [], sent: [], sends: [] });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: Result<MessageOutput>) => void; reject: (error: unknown) => void } | null = null;
  const flow = addAdminMachine.provide({
    actors: {
      sendOtp: fromPromise<Result<MessageOutput>, SendOtpRequest>(({ input }) => {
        world.sends.push(input);
        return new Promise((resolve, reject) => (pending = { resolve, reject }));
      }),
    },
  });
  const draftRecorder = fromCallback(({ receive }) => receive((event) => world.sent.push(event)));
  const root = createActor(
    setup({ actors: { flow, draft: draftRecorder } }).createMachine({
      invoke: [
        { id: 'signup', systemId: 'signup', src: 'flow' },
        { id: 'signupDraft', systemId: 'signupDraft', src: 'draft' },
      ],
    }),
  ).start();
  const signup = root.system.get('signup') as AnyActorRef;
  signup.on('notify', (toast: NotifyEvent) => world.toasts.push(toast));
  signup.on('navigate', (move: NavigateEvent) => world.moves.push(move));
  return {
    snapshot: () => signup.getSnapshot() as AnyMachineSnapshot,
    async perform(event) {
      if (event.type === DONE || event.type === ERROR) {
        if (!pending) throw new Error(`${event.type} without a send in flight`);
        if (event.type === DONE) pending.resolve(event.output as Result<MessageOutput>);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        signup.send(event as SignupEvent);
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

const view = (snapshot: AnyMachineSnapshot) => selectSignup(snapshot as Parameters<typeof selectSignup>[0]);
const complete = (snapshot: AnyMachineSnapshot) =>
  Object.values(snapshot.context.fields).every((value) => value !== '');
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const answered = (test: (output: Result<MessageOutput>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === DONE && test(event.output as Result<MessageOutput>);

const rules: Rule<World>[] = [
  {
    title: 'add admin: opening shows the stored draft with no errors',
    applies: (_, event) => event.type === 'signup.open',
    holds: (_, event, to, world) => {
      const { account_type: _type, ...fields } = event.draft as SignupDraft;
      expect(view(to)).toEqual({ fields, errors: {}, sending: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'add admin: typing changes the field; errors show only once the form was submitted, then follow the text',
    applies: (_, event) => event.type === 'signup.change',
    holds: (from, event, to, world) => {
      const fields = { ...from.context.fields, [event.field as string]: event.value };
      expect(view(to)).toEqual({
        fields,
        errors: from.context.submitted ? validateAddAdmin(fields) : from.context.errors,
        sending: false,
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'add admin: submitting a form with a broken rule shows the §5 texts and sends nothing',
    applies: (from, event) => from.matches('editing') && event.type === 'signup.submit' && !complete(from),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('editing');
      expect(Object.keys(view(to).errors).length).toBeGreaterThan(0);
      expect(view(to).errors).toEqual(validateAddAdmin(from.context.fields));
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'add admin: submitting a valid form stores the draft (bulk) and sends the code to the number',
    applies: (from, event) => from.matches('editing') && event.type === 'signup.submit' && complete(from),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ errors: {}, sending: true });
      expect(world).toEqual({
        ...nothing(),
        sent: [{ type: 'signup.draft.update', values: saved }],
        sends: [{ phone_number: saved.phone_number, otp_type: 'admin' }],
      });
    },
  },
  {
    title: 'add admin: submitting again while the code is being sent does nothing',
    applies: (from, event) => from.matches('sending') && event.type === 'signup.submit',
    holds: (from, _, to, world) => {
      expect(to.value).toBe('sending');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "add admin: the code sent, the server's message is toasted and the screen goes to /otp",
    applies: answered((output) => output.ok),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('editing');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual({
        ...nothing(),
        toasts: [toast('success', SENT)],
        moves: [{ type: 'navigate', to: '/otp' }],
      });
    },
  },
  {
    title: "add admin: a refused send toasts the server's message, else 'Failed to send OTP.'",
    applies: (from, event) => event.type === ERROR || answered((output) => !output.ok)(from, event),
    holds: (from, event, to, world) => {
      expect(to.value).toBe('editing');
      expect(to.context).toEqual(from.context);
      const output = event.output as Result<MessageOutput> | undefined;
      const message = output && !output.ok && output.status === 400 ? TAKEN : SEND_OTP_FAILED;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
];

describe('addAdminMachine, every edge of its graph replayed into a real actor', () => {
  it('starts as an empty form', () => {
    const real = harness();
    expect(view(real.snapshot())).toEqual({
      fields: { name: '', phone_number: '', password: '', confirm_password: '' },
      errors: {},
      sending: false,
    });
    real.stop();
  });

  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});

describe('add admin: the spec §5 rules, in the contract words the server also answers with', () => {
  const valid = { name: 'Nima Sherpa', phone_number: '9812345678', password: 'Kitchen#2026', confirm_password: 'Kitchen#2026' };
  it.each([
    ['name trimmed to under 3', { name: '  Ab  ' }, { name: 'Name must be at least 3 characters' }],
    ['name over 50', { name: 'N'.repeat(51) }, { name: 'Name must be at most 50 characters' }],
    ['phone of 9 digits', { phone_number: '981234567' }, { phone_number: 'Enter a valid phone number' }],
    ['phone with letters', { phone_number: '+977 98123456ab' }, { phone_number: 'Enter a valid phone number' }],
    ['password without a special character', { password: 'Kitchen2026', confirm_password: 'Kitchen2026' }, {
      password:
        'Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a special character',
    }],
    ['confirm that differs', { confirm_password: 'Kitchen#2027' }, { confirm_password: 'Passwords must match' }],
  ])('%s', (_, change, errors) => {
    expect(validateAddAdmin({ ...valid, ...change })).toEqual(errors);
  });

  it('accepts a country code before the 10 digits', () => {
    expect(validateAddAdmin({ ...valid, phone_number: '+977 9812345678' })).toEqual({});
    expect(validateAddAdmin({ ...valid, phone_number: '+9779812345678' })).toEqual({});
  });
});
