import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { SendOtpRequest, SignupRequest } from '../contract/account';
import type { CreateAdminResponse } from '../contract/users';
import type { NavigateEvent } from './navigate';
import type { NotifyEvent } from './notify';
import { adminOtpMachine, createAdminOtpLogic, type OtpEvent, type VerifiedAnswer } from './otp.machine';
import { failure, ok, type Result } from './result';
import type { SignupDraft } from './signup-draft.machine';
import type { MessageOutput } from './signup-api';
import { checkRule, edgesOf, type Harness, type Rule } from './testing/graph-replay';

/*
 * The admin's /otp is otp.machine.ts with three implementations swapped; every edge the two share is claimed in
 * otp.machine.test.ts. These rules claim the edges where the admin's differs: Verify's success and Cancel.
 */
const VERIFY = adminOtpMachine.getStateNodeById('otp.active.counting.verifying').invoke[0]!.id;
const DONE = `xstate.done.actor.${VERIFY}`;

const draft: SignupDraft = {
  name: 'Nima Sherpa',
  phone_number: '+977 9812345678',
  password: 'Kitchen#2026',
  confirm_password: 'Kitchen#2026',
  account_type: 'admin',
};
const created: CreateAdminResponse = {
  message: 'Admin created successfully!',
  user: { id: 9, name: 'Nima Sherpa', phone_number: '9812345678', profile_picture: null, is_admin: true, created_at: '2026-11-21T00:00:00Z' },
};

const edges = edgesOf(adminOtpMachine, {
  events: (state) => [
    { type: 'otp.open', draft },
    ...(state.matches('active') ? [{ type: 'otp.change', code: '1234' }, { type: 'otp.cancel' }, { type: 'otp.verify' }] : []),
    ...(state.matches({ active: { counting: 'verifying' } })
      ? [
          { type: DONE, output: ok(created) },
          { type: DONE, output: failure('Invalid or expired code.', 400) },
        ]
      : []),
  ],
});

interface World {
  toasts: NotifyEvent[];
  moves: NavigateEvent[];
  sent: { to: string; event: EventObject }[];
}
const nothing = (): World => ({ toasts: [], moves: [], sent: [] });

function harness(): Harness<World> {
  let world = nothing();
  let pending: ((value: Result<VerifiedAnswer>) => void) | null = null;
  const recorder = (to: string) => fromCallback(({ receive }) => receive((event) => world.sent.push({ to, event })));
  const flow = adminOtpMachine.provide({
    actors: {
      countdown: fromCallback(() => {}),
      signup: fromPromise<Result<VerifiedAnswer>, SignupRequest>(() => new Promise((resolve) => (pending = resolve))),
      resendOtp: fromPromise<Result<MessageOutput>, SendOtpRequest>(() => new Promise(() => {})),
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
      if (event.type === DONE) {
        pending!(event.output as Result<VerifiedAnswer>);
        pending = null;
        await new Promise((resolve) => setTimeout(resolve, 0));
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

const rules: Rule<World>[] = [
  {
    title: "add admin /otp: the admin created, the draft is cleared, the server's message shown and the user list opened; nobody is signed in",
    applies: (_, event) => event.type === DONE && (event.output as Result<unknown>).ok,
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(world).toEqual({
        toasts: [{ type: 'notify', level: 'success', message: created.message }],
        moves: [{ type: 'navigate', to: '/route/admin/user-list' }],
        sent: [{ to: 'signupDraft', event: { type: 'signup.draft.reset' } }],
      });
    },
  },
  {
    title: 'add admin /otp: Cancel goes back to the filled Add User form',
    applies: (_, event) => event.type === 'otp.cancel',
    holds: (_, __, to, world) => {
      expect(to.value).toBe('idle');
      expect(world).toEqual({ ...nothing(), moves: [{ type: 'navigate', to: '/route/admin/add-admin' }] });
    },
  },
];

describe('adminOtpMachine, the edges where it differs from the sign-up code screen', () => {
  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });

  it('sends the kept form and the code to POST /account/users/ as an admin', async () => {
    const calls: unknown[] = [];
    const logic = createAdminOtpLogic({
      createAdmin: async (request) => {
        calls.push(request);
        return ok(created);
      },
      resendOtp: async () => ok({ message: 'sent' }),
    });
    const actor = createActor(logic).start();
    actor.send({ type: 'otp.open', draft: { ...draft, account_type: 'customer' } });
    actor.send({ type: 'otp.change', code: '4321' });
    actor.send({ type: 'otp.verify' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([{ ...draft, userotp: '4321', account_type: 'admin' }]);
    actor.stop();
  });
});
