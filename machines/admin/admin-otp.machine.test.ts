import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromCallback,
  setup,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { SendOtpRequest } from '../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../contract/errors';
import { USER_MESSAGES, type CreateAdminRequest, type CreateAdminResponse } from '../../contract/users';
import type { NavigateEvent } from '../shared/navigate';
import type { NotifyEvent } from '../shared/notify';
import {
  adminOtpMachine,
  CODE_INCOMPLETE,
  createAdminOtpLogic,
  formatClock,
  OTP_SECONDS,
  RESEND_FAILED,
  selectOtp,
  VERIFY_UNEXPECTED,
  type OtpEvent,
} from '../account/otp.machine';
import { failure, ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, type SignupDraft } from '../account/signup-draft.machine';
import type { MessageOutput } from '../account/signup-api';
import {
  checkRule,
  edgesOf,
  unclaimedOrContested,
  type GraphEvent,
  type Harness,
  type Rule,
} from '../shared/testing/graph-replay';

/*
 * The admin's /otp (spec §4 add-admin, decisions §2): the sign-up code screen with its calls and destinations
 * swapped. Its whole graph is replayed here on the real wiring (createAdminOtpLogic over fake calls), so what the
 * admin sees is checked, not only the edges where it differs.
 */
const invocationOf = (id: string) => adminOtpMachine.getStateNodeById(id).invoke[0]!.id;
const VERIFY = invocationOf('otp.active.counting.verifying');
const RESEND = invocationOf('otp.active.resending');
const done = (id: string) => `xstate.done.actor.${id}`;
const error = (id: string) => `xstate.error.actor.${id}`;

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

const verifyAnswers: GraphEvent[] = [
  { type: done(VERIFY), output: ok(created) },
  { type: done(VERIFY), output: failure(WRONG_CODE, 400) },
  { type: done(VERIFY), output: failure(TAKEN, 400) },
  { type: done(VERIFY), output: failure(SOMETHING_WENT_WRONG, 500) },
  { type: done(VERIFY), output: failure(SOMETHING_WENT_WRONG) },
  { type: error(VERIFY), error: new Error('createAdmin threw') },
];
const resendAnswers: GraphEvent[] = [
  { type: done(RESEND), output: ok({ message: RESENT }) },
  { type: done(RESEND), output: failure(THROTTLED, 429) },
  { type: done(RESEND), output: failure(SOMETHING_WENT_WRONG) },
  { type: error(RESEND), error: new Error('resendOtp threw') },
];
const TICKS = [OTP_SECONDS - 1, 60, 0];

const edges = edgesOf(adminOtpMachine, {
  events: (state) => [
    { type: 'otp.open', draft },
    { type: 'otp.open', draft: { ...EMPTY_DRAFT, account_type: 'admin' } },
    ...(state.matches('active')
      ? [
          { type: 'otp.change', code: '12' },
          { type: 'otp.change', code: '4821' },
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
          ...(state.context.remaining < OTP_SECONDS - 1 ? [{ type: 'otp.tick', remaining: OTP_SECONDS - 1 }] : []),
        ]
      : []),
    ...(state.matches({ active: { counting: 'verifying' } }) ? verifyAnswers : []),
    ...(state.matches({ active: 'resending' }) ? resendAnswers : []),
  ],
});

interface World {
  toasts: NotifyEvent[];
  moves: NavigateEvent[];
  /** Events the flow sent to the auth and draft actors: the auth actor must never hear of the new admin. */
  sent: { to: string; event: EventObject }[];
  creates: CreateAdminRequest[];
  resends: SendOtpRequest[];
  countdowns: number;
}
const nothing = (): World => ({ toasts: [], moves: [], sent: [], creates: [], resends: [], countdowns: 0 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's wiring of the admin's code screen, over fake calls, inside a root holding the actors it talks to. */
function harness(): Harness<World> {
  let world = nothing();
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const answer = <T,>() =>
    new Promise<T>((resolve, reject) => (pending = { resolve: resolve as (value: unknown) => void, reject }));
  const recorder = (to: string) => fromCallback(({ receive }) => receive((event) => world.sent.push({ to, event })));
  const flow = createAdminOtpLogic({
    createAdmin: (request) => {
      world.creates.push(request);
      return answer<Result<CreateAdminResponse>>();
    },
    resendOtp: (request) => {
      world.resends.push(request);
      return answer<Result<MessageOutput>>();
    },
  }).provide({
    actors: {
      countdown: fromCallback(() => {
        world.countdowns += 1;
      }),
    },
  });
  const root = createActor(
    setup({ actors: { flow, auth: recorder('auth'), signupDraft: recorder('signupDraft') } }).createMachine({
      invoke: [
        { id: 'adminOtp', systemId: 'adminOtp', src: 'flow' },
        { id: 'auth', systemId: 'auth', src: 'auth' },
        { id: 'signupDraft', systemId: 'signupDraft', src: 'signupDraft' },
      ],
    }),
  ).start();
  const otp = root.system.get('adminOtp') as AnyActorRef;
  otp.on('notify', (toast: NotifyEvent) => world.toasts.push(toast));
  otp.on('navigate', (move: NavigateEvent) => world.moves.push(move));
  return {
    snapshot: () => otp.getSnapshot() as AnyMachineSnapshot,
    async perform(event) {
      const answered = /^xstate\.(done|error)\.actor\./.exec(event.type);
      if (answered) {
        if (!pending) throw new Error(`${event.type} without a call in flight`);
        if (answered[1] === 'done') pending.resolve(event.output);
        else pending.reject(event.error);
        pending = null;
        await settle();
      } else {
        otp.send(event as OtpEvent);
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

const view = (snapshot: AnyMachineSnapshot) => selectOtp(snapshot as Parameters<typeof selectOtp>[0]);
const is = (state: Parameters<AnyMachineSnapshot['matches']>[0]) => (snapshot: AnyMachineSnapshot) =>
  snapshot.matches(state);
const entering = is({ active: { counting: 'entering' } });
const verifying = is({ active: { counting: 'verifying' } });
const expired = is({ active: 'expired' });
const resending = is({ active: 'resending' });
const answered = (id: string, test: (output: Result<unknown>) => boolean) => (_: unknown, event: GraphEvent) =>
  event.type === done(id) && test(event.output as Result<unknown>);
const errored = (id: string) => (_: unknown, event: GraphEvent) => event.type === error(id);
const toast = (level: NotifyEvent['level'], message: string): NotifyEvent => ({ type: 'notify', level, message });
const backToCode = (from: AnyMachineSnapshot, to: AnyMachineSnapshot) =>
  expect(from.context.remaining > 0 ? entering(to) : expired(to)).toBe(true);

const rules: Rule<World>[] = [
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
    holds: (from, event, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual({ ...from.context, code: event.code, error: null });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: "add admin /otp: Verify with fewer than 4 digits says 'Enter the 4-digit code' and sends nothing",
    applies: (from, event) => entering(from) && event.type === 'otp.verify' && from.context.code.length !== 4,
    holds: (from, _, to, world) => {
      expect(entering(to)).toBe(true);
      expect(to.context).toEqual({ ...from.context, error: CODE_INCOMPLETE });
      expect(world).toEqual(nothing());
    },
  },
  {
    title: 'add admin /otp: Verify sends the kept form and the code to POST /account/users/ as an admin',
    applies: (from, event) => entering(from) && event.type === 'otp.verify' && from.context.code.length === 4,
    holds: (from, _, to, world) => {
      expect(verifying(to)).toBe(true);
      expect(world).toEqual({ ...nothing(), creates: [{ ...draft, account_type: 'admin', userotp: from.context.code }] });
    },
  },
  {
    title: 'add admin /otp: Verify and Resend do nothing where the screen does not offer them',
    applies: (from, event) =>
      (event.type === 'otp.verify' && !entering(from)) || (event.type === 'otp.resend' && !expired(from)),
    holds: (from, _, to, world) => {
      expect(to.value).toEqual(from.value);
      expect(to.context).toEqual(from.context);
      expect(world).toEqual(nothing());
    },
  },
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
    applies: answered(RESEND, (output) => output.ok),
    holds: (from, _, to, world) => {
      expect(entering(to)).toBe(true);
      expect(to.context).toEqual({ ...from.context, code: '', remaining: OTP_SECONDS, error: null });
      expect(world).toEqual({ ...nothing(), toasts: [toast('success', RESENT)], countdowns: 1 });
    },
  },
  {
    title: "add admin /otp: a refused resend toasts the server's message, else 'Failed to resend OTP. Try again later.'",
    applies: (from, event) => answered(RESEND, (output) => !output.ok)(from, event) || errored(RESEND)(from, event),
    holds: (from, event, to, world) => {
      expect(expired(to)).toBe(true);
      expect(to.context).toEqual(from.context);
      const output = event.output as Result<unknown> | undefined;
      const message = output && !output.ok && output.status === 429 ? THROTTLED : RESEND_FAILED;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
  {
    title:
      "add admin /otp: the admin created, the draft is emptied, 'Admin created successfully!' shown and the user list opened; nobody signs in",
    applies: answered(VERIFY, (output) => output.ok),
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
    applies: answered(VERIFY, (output) => !output.ok && output.status === 400),
    holds: (from, event, to, world) => {
      backToCode(from, to);
      expect(to.context).toEqual({ ...from.context, code: '' });
      const message = (event.output as { message: string }).message;
      expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
    },
  },
  {
    title: "add admin /otp: an unexpected failure toasts 'An unexpected error occurred. Please try again.' and stays",
    applies: (from, event) =>
      answered(VERIFY, (output) => !output.ok && output.status !== 400)(from, event) || errored(VERIFY)(from, event),
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
  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });

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

