import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type AnyActorRef } from 'xstate';
import type { Profile } from '../../contract/account';
import type { RefreshedSession, ValidatedSession } from './account-api';
import { authMachine } from '../shared/auth.machine';
import { failure, ok, type Result } from '../shared/result';
import { EMPTY_DRAFT, selectSignupDraft, signupDraftMachine, type SignupDraft } from './signup-draft.machine';
import { edgesOf, type Rule } from '../shared/testing/graph-replay';
import { settle } from '../shared/testing/fake-calls';
import { replayHarness } from '../shared/testing/replay-harness';
import { itReplaysEveryRule } from '../shared/testing/rules';
import { newAdmin } from '../shared/testing/fixtures';

const filled: SignupDraft = {
  name: 'Asha Gurung',
  phone_number: '9812345678',
  password: 'secret1',
  confirm_password: 'secret1',
  account_type: 'customer',
};

const edges = edgesOf(signupDraftMachine, {
  events: [
    { type: 'signup.draft.update', values: filled },
    { type: 'signup.draft.update', values: { phone_number: '9800000001' } },
    { type: 'signup.draft.update', values: { account_type: 'admin', name: 'Ram' } },
    { type: 'signup.draft.reset' },
    { type: 'signup.draft.sessionChanged' },
  ],
});

/** The draft only keeps what it is told: there is no world to record. */
const harness = replayHarness<null>({ nothing: () => null, logic: () => signupDraftMachine });

const rules: Rule<null>[] = [
  {
    title: 'signup draft: a bulk update sets the given fields and keeps the others',
    applies: (_, event) => event.type === 'signup.draft.update',
    holds: (from, event, to) => {
      expect(selectSignupDraft(to)).toEqual({ ...from.context, ...(event.values as Partial<SignupDraft>) });
    },
  },
  {
    title: "signup draft: reset empties every field and makes it a customer's again",
    applies: (_, event) => event.type === 'signup.draft.reset',
    holds: (_, __, to) => {
      expect(selectSignupDraft(to)).toEqual({
        name: '',
        phone_number: '',
        password: '',
        confirm_password: '',
        account_type: 'customer',
      });
    },
  },
  {
    title: "add-admin draft: once someone else uses the app, the new admin's values are gone",
    applies: (from, event) => event.type === 'signup.draft.sessionChanged' && from.context.account_type === 'admin',
    holds: (_, __, to) => {
      expect(selectSignupDraft(to)).toEqual(EMPTY_DRAFT);
    },
  },
  {
    title: "signup draft: a visitor's sign-up stays when the session changes (signing up is what changes it)",
    applies: (from, event) => event.type === 'signup.draft.sessionChanged' && from.context.account_type === 'customer',
    holds: (from, _, to) => {
      expect(selectSignupDraft(to)).toEqual(from.context);
    },
  },
];

describe('signupDraftMachine, every edge of its graph replayed into a real actor', () => {
  it("starts empty, a customer's draft by default", () => {
    const real = harness();
    expect(selectSignupDraft(real.snapshot())).toEqual(EMPTY_DRAFT);
    expect(EMPTY_DRAFT.account_type).toBe('customer');
    real.stop();
  });

  itReplaysEveryRule(edges, rules, harness);
});

const profileOf = (phone_number: string, is_admin: boolean): Profile => ({
  id: 1,
  name: 'Someone',
  phone_number,
  profile_picture: null,
  is_admin,
  created_at: '2026-01-01T00:00:00Z',
});

/** The draft beside a real auth actor, as the app runs them: both children of one root, found by system id. */
function besideAuth(session: Result<ValidatedSession>) {
  const auth = authMachine.provide({
    actors: {
      validateSession: fromPromise(async () => session),
      refreshSession: fromPromise<Result<RefreshedSession>>(async () => failure('no refresh cookie', 401)),
    },
    actions: { saveTokens: () => {}, clearTokens: () => {} },
  });
  const root = createActor(
    setup({ actors: { auth, signupDraft: signupDraftMachine } }).createMachine({
      invoke: [
        { id: 'auth', systemId: 'auth', src: 'auth' },
        { id: 'signupDraft', systemId: 'signupDraft', src: 'signupDraft' },
      ],
    }),
  ).start();
  const get = (id: string) => root.system.get(id) as AnyActorRef;
  return { auth: get('auth'), draft: get('signupDraft'), stop: () => root.stop() };
}

describe("the session watch: an admin's draft leaves with the admin", () => {
  it('drops it when the admin logs out, and keeps it while they stay', async () => {
    const app = besideAuth(ok({ is_admin: true, user: profileOf('9800000000', true) }));
    await settle();
    app.draft.send({ type: 'signup.draft.update', values: newAdmin });
    app.auth.send({ type: 'auth.profileChanged', user: { ...profileOf('9800000000', true), name: 'Renamed' } });
    expect(selectSignupDraft(app.draft.getSnapshot())).toEqual(newAdmin);
    app.auth.send({ type: 'auth.logout' });
    expect(selectSignupDraft(app.draft.getSnapshot())).toEqual(EMPTY_DRAFT);
    app.stop();
  });

  it("drops it when another account signs in over the admin's session", async () => {
    const app = besideAuth(ok({ is_admin: true, user: profileOf('9800000000', true) }));
    await settle();
    app.draft.send({ type: 'signup.draft.update', values: newAdmin });
    app.auth.send({
      type: 'auth.signedIn',
      session: { access_token: 'a', refresh_token: 'r', is_admin: true, user: profileOf('9800000001', true) },
    });
    expect(selectSignupDraft(app.draft.getSnapshot())).toEqual(EMPTY_DRAFT);
    app.stop();
  });

  it("keeps a visitor's sign-up through the session check that finds nobody signed in", async () => {
    const app = besideAuth(failure('Invalid token', 401));
    const visitor: SignupDraft = { ...newAdmin, account_type: 'customer', password: 'secret1', confirm_password: 'secret1' };
    app.draft.send({ type: 'signup.draft.update', values: visitor });
    await settle();
    await settle();
    expect(app.auth.getSnapshot().value).toBe('signedOut');
    expect(selectSignupDraft(app.draft.getSnapshot())).toEqual(visitor);
    app.stop();
  });
});
