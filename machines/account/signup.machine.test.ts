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
import { EMPTY_DRAFT, type SignupDraft } from './signup-draft.machine';
import type { MessageOutput } from './signup-api';
import { SEND_OTP_FAILED, selectSignup, signupMachine, type SignupEvent } from './signup.machine';
import { validateSignup } from './signup-validation';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

const SEND = signupMachine.getStateNodeById('signup.sending').invoke[0]!.id;
const DONE = `xstate.done.actor.${SEND}`;
const ERROR = `xstate.error.actor.${SEND}`;

const saved: SignupDraft = {
  name: 'Asha Gurung',
  phone_number: '9812345678',
  password: 'secret1',
  confirm_password: 'secret1',
  account_type: 'customer',
};
const SENT = 'OTP sent successfully.';
const TAKEN = 'An account with this phone number already exists.';

/** Each field is either empty or right, so the graph stays small; every §5 text is in signup-validation.test.ts. */
const edges = edgesOf(signupMachine, {
  events: (state) => [
    { type: 'signup.open', draft: EMPTY_DRAFT },
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
  const flow = signupMachine.provide({
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
    title: 'signup: opening shows the stored draft with no errors',
    applies: (_, event) => event.type === 'signup.open',
    holds: (_, event, to, world) => {
      const { account_type: _type, ...fields } = event.draft as SignupDraft;
      expect(view(to)).toEqual({ fields, errors: {}, sending: false });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'signup: typing changes the field; errors show only once the form was submitted, then follow the text',
    applies: (_, event) => event.type === 'signup.change',
    holds: (from, event, to, world) => {
      const fields = { ...from.context.fields, [event.field as string]: event.value };
      expect(view(to)).toEqual({
        fields,
        errors: from.context.submitted ? validateSignup(fields) : from.context.errors,
        sending: false,
      });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'signup: submitting a form with a broken rule shows the §5 texts and sends nothing',
    applies: (from, event) => from.matches('editing') && event.type === 'signup.submit' && !complete(from),
    holds: (from, _, to, world) => {
      expect(to.value).toBe('editing');
      expect(Object.keys(view(to).errors).length).toBeGreaterThan(0);
      expect(view(to).errors).toEqual(validateSignup(from.context.fields));
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'signup: submitting a valid form stores the draft (bulk) and sends the code to the number',
    applies: (from, event) => from.matches('editing') && event.type === 'signup.submit' && complete(from),
    holds: (_, __, to, world) => {
      expect(view(to)).toMatchObject({ errors: {}, sending: true });
      expect(world).toEqual({
        ...nothing(),
        sent: [{ type: 'signup.draft.update', values: saved }],
        sends: [{ phone_number: saved.phone_number, otp_type: 'customer' }],
      });
    },
  },
  {
    title: 'signup: submitting again while the code is being sent does nothing',
    applies: (from, event) => from.matches('sending') && event.type === 'signup.submit',
    holds: (from, _, to, world) => {
      expect(to.value).toBe('sending');
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "signup: the code sent, the server's message is toasted and the screen goes to /otp",
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
    title: "signup: a refused send toasts the server's message, else 'Failed to send OTP.'",
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

describe('signupMachine, every edge of its graph replayed into a real actor', () => {
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
