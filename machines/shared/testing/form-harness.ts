import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { FieldErrors } from '../form-errors';
import type { FormView } from '../form.machine';
import type { NavigateEvent } from '../navigate';
import type { NotifyEvent } from '../notify';
import { fakeCall } from './fake-calls';
import type { GraphEvent, Rule } from './graph-replay';
import { into, replayHarness } from './replay-harness';

/**
 * The model-test harness of the form flows (login, change password, forgot password…): every server call is a fake
 * the graph answers, and the world is what the user and the app would see of the form.
 */

export interface FormWorld {
  /** Each call the form made, as `{ [actor]: input }`, in order. */
  calls: Record<string, unknown>[];
  toasts: NotifyEvent[];
  navigations: NavigateEvent[];
  /** What the form told the app's actor it reports to (the auth actor for the account forms). */
  told: AnyEventObject[];
}

export const nothing = (): FormWorld => ({ calls: [], toasts: [], navigations: [], told: [] });

/** The edge showed the user nothing and made no call. */
export const quiet = (world: FormWorld) => expect(world).toEqual(nothing());

/** A world that saw only this: `saw({ toasts: [...] })`. */
export const saw = (seen: Partial<FormWorld>): FormWorld => ({ ...nothing(), ...seen });

export interface FormHarnessOptions {
  /** The named actors the machine invokes, each faked; a form created by `createFormMachine` has only `submit`. */
  actors?: readonly string[];
  /** The system id of the actor the form tells (`auth`): a recorder stands there, beside the form under a root. */
  tells?: string;
}

/** Fresh harnesses for a form machine: fake calls, and its toasts, moves and messages to the app recorded. */
export function formHarness(machine: AnyStateMachine, { actors = ['submit'], tells }: FormHarnessOptions = {}) {
  return replayHarness<FormWorld>({
    nothing,
    logic: ({ world, calls }) =>
      machine.provide({
        actors: Object.fromEntries(
          actors.map((name) => [name, fakeCall(calls, (input) => world().calls.push({ [name]: input }))]),
        ),
      }),
    emitted: { notify: into('toasts'), navigate: into('navigations') },
    ...(tells && { system: { id: machine.id, neighbours: { [tells]: into<FormWorld, 'told'>('told') } } }),
  });
}

export interface FormRulesSpec<V extends Record<string, string>> {
  /** The form's machine id, which prefixes its events. */
  id: string;
  /** The test's own statement of the spec's field rules and texts, independent of the contract the form uses. */
  expectedErrors: (values: V) => FieldErrors<keyof V & string>;
  view: (snapshot: AnyMachineSnapshot) => FormView<V>;
  /** The title of each rule, naming the form and what the spec says. */
  titles: { typing: string; invalid: string; valid: string; busy: string };
}

/**
 * The rules every form of `createFormMachine` keeps while it is being filled in and sent; a test adds its own for
 * opening the screen and for each answer of the server.
 */
export function formRules<V extends Record<string, string>>(spec: FormRulesSpec<V>): Rule<FormWorld>[] {
  const valuesOf = (snapshot: AnyMachineSnapshot) => snapshot.context.values as V;
  const isValid = (values: V) => Object.keys(spec.expectedErrors(values)).length === 0;
  const editing = (name: string) => (from: AnyMachineSnapshot, event: GraphEvent) =>
    from.matches('editing') && event.type === `${spec.id}.${name}`;
  return [
    {
      title: spec.titles.typing,
      applies: editing('change'),
      holds: (from, event, to, world) => {
        const field = event.field as keyof V & string;
        expect(valuesOf(to)).toEqual({ ...valuesOf(from), [field]: event.value });
        expect(to.context.submitted).toBe(from.context.submitted);
        // The server's word on the field typed in no longer stands; on the others it does.
        const { [field]: _gone, ...serverErrors } = from.context.serverErrors as Record<string, string>;
        expect(to.context.serverErrors).toEqual(serverErrors);
        const own = from.context.submitted ? spec.expectedErrors(valuesOf(to)) : {};
        expect(spec.view(to).errors).toEqual({ ...serverErrors, ...own });
        expect(world).toEqual(nothing());
      },
    },
    {
      title: spec.titles.invalid,
      applies: (from, event) => editing('submit')(from, event) && !isValid(valuesOf(from)),
      holds: (_, __, to, world) => {
        expect(to.value).toBe('editing');
        expect(spec.view(to).errors).toEqual({ ...to.context.serverErrors, ...spec.expectedErrors(valuesOf(to)) });
        expect(world).toEqual(nothing());
      },
    },
    {
      title: spec.titles.valid,
      applies: (from, event) => editing('submit')(from, event) && isValid(valuesOf(from)),
      holds: (from, _, to, world) => {
        expect(spec.view(to)).toEqual({ values: valuesOf(from), submitting: true, errors: to.context.serverErrors });
        expect(world).toEqual(saw({ calls: [{ submit: valuesOf(from) }] }));
      },
    },
    {
      title: spec.titles.busy,
      applies: (from, event) =>
        from.matches('submitting') && [`${spec.id}.change`, `${spec.id}.submit`].includes(event.type),
      holds: (from, _, to, world) => {
        expect(to.value).toBe('submitting');
        expect(to.context).toEqual(from.context);
        expect(world).toEqual(nothing());
      },
    },
  ];
}
