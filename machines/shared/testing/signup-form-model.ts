import { expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { SendOtpRequest } from '../../../contract/account';
import { SOMETHING_WENT_WRONG } from '../../../contract/errors';
import type { NavigateEvent } from '../navigate';
import type { NotifyEvent } from '../notify';
import { failure, ok, type Result } from '../result';
import type { SignupDraft } from '../../account/signup-draft.machine';
import type { MessageOutput } from '../../account/signup-api';
import { SEND_OTP_FAILED, selectSignup } from '../../account/signup.machine';
import type { FieldErrors, SignupField, SignupFields } from '../../account/signup-validation';
import { doneOf, errorOf, fakeCall, invocationOf } from './fake-calls';
import { edgesOf, type Rule } from './graph-replay';
import { into, replayHarness } from './replay-harness';
import { answered, expectUnchanged, itReplaysEveryRule, toast } from './rules';
import type { StaffRole } from '../../../contract/permissions';

/**
 * The model of the sign-up form, which the customer's sign-up and the admin's Add User share (one machine, two
 * wirings): the same graph, harness and rules, told apart by the draft, the rules of
 * docs/rules/validation.md#validation-rules and the words in titles.
 */

export interface SignupFormCase {
  machine: AnyStateMachine;
  /** The start of every rule title (`signup`, `add admin`). */
  name: string;
  /** An empty draft and a complete one, as the draft actor hands them to the form. */
  empty: SignupDraft;
  saved: SignupDraft;
  validate: (fields: SignupFields) => FieldErrors<SignupField>;
  /** The server's words for a code sent, and for a number already taken. */
  sentMessage: string;
  takenMessage: string;
  /** The role a draft without one opens with: the add-admin form's default, null on a customer's sign-up. */
  startRole: StaffRole | null;
}

/** The role the replay picks; on a customer's form the pick changes nothing. */
const PICKED: StaffRole = 'manager';

interface World {
  toasts: NotifyEvent[];
  moves: NavigateEvent[];
  /** Events the form sent to the sign-up draft actor. */
  sent: EventObject[];
  sends: SendOtpRequest[];
}
const nothing = (): World => ({ toasts: [], moves: [], sent: [], sends: [] });

const view = (snapshot: AnyMachineSnapshot) => selectSignup(snapshot as Parameters<typeof selectSignup>[0]);
const complete = (snapshot: AnyMachineSnapshot) =>
  Object.values(snapshot.context.fields).every((value) => value !== '');

/** The graph, harness and rules of one wiring of the form, and the cases that replay them. */
export function itFollowsTheSignupForm(spec: SignupFormCase) {
  const SEND = invocationOf(spec.machine, 'signup.sending');
  const DONE = doneOf(SEND);
  const ERROR = errorOf(SEND);
  const { saved, name } = spec;

  /**
   * Each field is either empty or right, so the graph stays small; every docs/rules/validation.md#validation-rules text
   * is checked in its own cases.
   */
  const edges = edgesOf(spec.machine, {
    events: (state) => [
      { type: 'signup.open', draft: spec.empty },
      { type: 'signup.open', draft: saved },
      ...(state.matches('editing')
        ? [
            ...(['name', 'phone_number', 'password', 'confirm_password'] as const).map((field) => ({
              type: 'signup.change',
              field,
              value: state.context.fields[field] === '' ? saved[field] : '',
            })),
            { type: 'signup.submit' },
            { type: 'signup.role', role: PICKED },
          ]
        : [{ type: 'signup.submit' }]),
      ...(state.matches('sending')
        ? [
            { type: DONE, output: ok({ message: spec.sentMessage }) },
            { type: DONE, output: failure(spec.takenMessage, 400) },
            { type: DONE, output: failure(SOMETHING_WENT_WRONG, 502) },
            { type: DONE, output: failure(SOMETHING_WENT_WRONG) },
            { type: ERROR, error: new Error('sendOtp threw') },
          ]
        : []),
    ],
  });

  const harness = replayHarness<World>({
    nothing,
    logic: ({ world, calls }) =>
      spec.machine.provide({
        actors: {
          sendOtp: fakeCall<Result<MessageOutput>, SendOtpRequest>(calls, (input) => world().sends.push(input)),
        },
      }),
    system: { id: 'signup', neighbours: { signupDraft: into('sent') } },
    emitted: { notify: into('toasts'), navigate: into('moves') },
  });

  const rules: Rule<World>[] = [
    {
      title: `${name}: opening shows the stored draft with no errors`,
      applies: (_, event) => event.type === 'signup.open',
      holds: (_, event, to, world) => {
        const { account_type: _type, role, ...fields } = event.draft as SignupDraft;
        expect(view(to)).toEqual({ fields, role: spec.startRole === null ? null : (role ?? spec.startRole), errors: {}, sending: false });
        expect(world).toEqual(nothing());
      },
    },
    {
      title: `${name}: typing changes the field; errors show only once the form was submitted, then follow the text`,
      applies: (_, event) => event.type === 'signup.change',
      holds: (from, event, to, world) => {
        const fields = { ...from.context.fields, [event.field as string]: event.value };
        expect(view(to)).toEqual({
          fields,
          role: from.context.role,
          errors: from.context.submitted ? spec.validate(fields) : from.context.errors,
          sending: false,
        });
        expect(world).toEqual(nothing());
      },
    },
    {
      title: `${name}: submitting a form with a broken rule shows the docs/rules/validation.md#signup texts and sends nothing`,
      applies: (from, event) => from.matches('editing') && event.type === 'signup.submit' && !complete(from),
      holds: (from, _, to, world) => {
        expect(to.value).toBe('editing');
        expect(Object.keys(view(to).errors).length).toBeGreaterThan(0);
        expect(view(to).errors).toEqual(spec.validate(from.context.fields));
        expect(world).toEqual(nothing());
      },
    },
    {
      title: `${name}: submitting a valid form stores the draft (bulk) and sends the code to the number`,
      applies: (from, event) => from.matches('editing') && event.type === 'signup.submit' && complete(from),
      holds: (from, __, to, world) => {
        expect(view(to)).toMatchObject({ errors: {}, sending: true });
        const role = from.context.role as StaffRole | null;
        expect(world).toEqual({
          ...nothing(),
          sent: [{ type: 'signup.draft.update', values: { ...saved, ...(role && { role }) } }],
          sends: [{ phone_number: saved.phone_number, otp_type: saved.account_type }],
        });
      },
    },
    {
      title: `${name}: submitting again while the code is being sent does nothing`,
      applies: (from, event) => from.matches('sending') && event.type === 'signup.submit',
      holds: (from, _, to, world) => {
        expect(to.value).toBe('sending');
        expect(to.context).toEqual(from.context);
        expect(world).toEqual(nothing());
      },
    },
    {
      title: `${name}: the code sent, the server's message is toasted and the screen goes to /otp`,
      applies: answered<Result<MessageOutput>>(DONE, (output) => output.ok),
      holds: (from, _, to, world) => {
        expect(to.value).toBe('editing');
        expect(to.context).toEqual(from.context);
        expect(world).toEqual({
          ...nothing(),
          toasts: [toast('success', spec.sentMessage)],
          moves: [{ type: 'navigate', to: '/otp' }],
        });
      },
    },
    {
      title: `${name}: a refused send toasts the server's message, else 'Failed to send OTP.'`,
      applies: (from, event) =>
        event.type === ERROR || answered<Result<MessageOutput>>(DONE, (output) => !output.ok)(from, event),
      holds: (from, event, to, world) => {
        expect(to.value).toBe('editing');
        expect(to.context).toEqual(from.context);
        const output = event.output as Result<MessageOutput> | undefined;
        const message = output && !output.ok && output.status === 400 ? spec.takenMessage : SEND_OTP_FAILED;
        expect(world).toEqual({ ...nothing(), toasts: [toast('error', message)] });
      },
    },
    {
      title: `${name}: picking a role keeps it for the new member of staff; a customer's sign-up (or a form not yet opened) has none`,
      applies: (_, event) => event.type === 'signup.role',
      holds: (from, _, to, world) => {
        if (from.context.role === null) expectUnchanged(from, to);
        else expect(to.context).toEqual({ ...from.context, role: PICKED });
        expect(world).toEqual(nothing());
      },
    },
  ];

  it('starts as an empty form', () => {
    const real = harness();
    expect(view(real.snapshot())).toEqual({
      fields: { name: '', phone_number: '', password: '', confirm_password: '' },
      role: null,
      errors: {},
      sending: false,
    });
    real.stop();
  });

  itReplaysEveryRule(edges, rules, harness);
}
