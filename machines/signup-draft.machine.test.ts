import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EMPTY_DRAFT, selectSignupDraft, signupDraftMachine, type SignupDraft } from './signup-draft.machine';
import { checkRule, edgesOf, unclaimedOrContested, type Harness, type Rule } from './testing/graph-replay';

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
  ],
});

function harness(): Harness<null> {
  const actor = createActor(signupDraftMachine).start();
  return {
    snapshot: () => actor.getSnapshot(),
    perform: (event) => actor.send(event as never),
    take: () => null,
    stop: () => actor.stop(),
  };
}

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
];

describe('signupDraftMachine, every edge of its graph replayed into a real actor', () => {
  it("starts empty, a customer's draft by default", () => {
    const real = harness();
    expect(selectSignupDraft(real.snapshot())).toEqual(EMPTY_DRAFT);
    expect(EMPTY_DRAFT.account_type).toBe('customer');
    real.stop();
  });

  it('claims each edge with exactly one spec rule', () => {
    expect(unclaimedOrContested(edges, rules)).toEqual([]);
  });

  it.each(rules.map((rule) => [rule.title, rule] as const))('%s', async (_, rule) => {
    await checkRule(edges, rule, harness);
  });
});
