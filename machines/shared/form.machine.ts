import { assign, enqueueActions, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import type { FieldErrors } from './form-errors';
import type { NavigateEvent } from './navigate';
import type { NotifyEvent } from './notify';
import { okData } from './ok-data';
import type { WriteFailure, WriteResult } from './result';
import { screenTypes } from './screen-types';

/** A form's typed text, field by field. */
export type FormValues = Record<string, string>;
export type FormField<V extends FormValues> = keyof V & string;

/**
 * The events of a form whose machine id is P: open (with what the screen knows, O), change a field, submit. They are
 * dot-namespaced by the form's own id so the views and the app keep sending `login.change`, `changePassword.submit`.
 */
export type FormEvent<P extends string, V extends FormValues, O extends object = object> =
  | ({ type: `${P}.open` } & O)
  | { type: `${P}.change`; field: FormField<V>; value: string }
  | { type: `${P}.submit` };

export interface FormContext<V extends FormValues> {
  values: V;
  /** Errors show once the user has tried to send the form, then follow the typing. */
  submitted: boolean;
  /** The server's refusal of each field (a 400 through `src/api/write.ts`), until that field changes. */
  serverErrors: FieldErrors<FormField<V>>;
}

/**
 * What a form does to the world after an event: the same few things for every form, so each form says which, not how.
 * They run in this order: tell the app's actor, empty the form, toast, move.
 */
export interface FormEffects {
  /** An event for the app's actor with the form's `tells` system id (the auth actor for the account forms). */
  tell?: EventObject;
  /** Start again with an empty form. */
  reset?: true;
  notify?: NotifyEvent;
  navigate?: NavigateEvent;
}

export interface FormSpec<P extends string, V extends FormValues, T, O extends object> {
  /** The machine's id and its events' prefix. */
  id: P;
  empty: () => V;
  /** Each field's first broken rule, usually `fieldErrors(contractSchema, values)` so texts match the server's. */
  check: (values: V) => FieldErrors<FormField<V>>;
  /** The system id `tell` effects go to. */
  tells?: string;
  /** Besides emptying the form, what opening the screen does (a visitor turned away). */
  opened?: (event: { type: `${P}.open` } & O) => FormEffects;
  /** The server took the form. */
  saved: (data: T) => FormEffects;
  /** The server refused it; its field errors, if any, show inline by themselves. */
  refused: (failure: WriteFailure) => FormEffects;
  /** The call threw: no answer at all. */
  crashed: FormEffects;
}

const hasNone = (errors: object) => Object.keys(errors).length === 0;

/** The form once `field` reads `value`: the server's word on that field no longer stands. */
export function withField<V extends FormValues>(context: FormContext<V>, field: FormField<V>, value: string) {
  const { [field]: _gone, ...serverErrors } = context.serverErrors;
  return {
    values: { ...context.values, [field]: value },
    serverErrors: serverErrors as FormContext<V>['serverErrors'],
  };
}

/**
 * One form screen (docs/rules/validation.md#validation-rules): fields checked by the contract's schema with its texts,
 * sent through the `submit` actor, whose expected failures are values; what success, a refusal and a crash do is the
 * spec's, as effects.
 */
export function createFormMachine<P extends string, V extends FormValues, T, O extends object = object>(
  spec: FormSpec<P, V, T, O>,
) {
  type Event = FormEvent<P, V, O>;
  type OpenEvent = { type: `${P}.open` } & O;
  type Done = { event: { output: WriteResult<T> } };
  type ChangeEvent = { type: `${P}.change`; field: FormField<V>; value: string };
  const fresh = (): FormContext<V> => ({ values: spec.empty(), submitted: false, serverErrors: {} });
  const on = (name: 'open' | 'change' | 'submit') => `${spec.id}.${name}` as const;
  return setup({
    types: screenTypes<FormContext<V>, Event>(),
    actors: {
      submit: fromPromise<WriteResult<T>, V>(async () => {
        throw new Error(`${spec.id}: submit is provided at the app boundary`);
      }),
    },
    guards: {
      isValid: ({ context }) => hasNone(spec.check(context.values)),
      answeredOk: (_, result: WriteResult<T>) => result.ok,
    },
    actions: {
      // The app's actor by its system id; tests replace this with a recorder.
      tell: sendTo(
        ({ system }) => system.get(spec.tells ?? 'auth'),
        (_, event: EventObject) => event,
      ),
      reset: assign(fresh),
      markSubmitted: assign({ submitted: true }),
      change: assign(({ context }, { field, value }: { field: FormField<V>; value: string }) =>
        withField(context, field, value),
      ),
      keepServerErrors: assign((_, failure: WriteFailure) => ({
        serverErrors: (failure.fields ?? {}) as FormContext<V>['serverErrors'],
      })),
      apply: enqueueActions(({ enqueue }, effects: FormEffects) => {
        // Named, so a test's recorder for `tell` sees these too; enqueue's types cannot follow a generic machine.
        if (effects.tell) enqueue({ type: 'tell', params: effects.tell } as never);
        if (effects.reset) enqueue('reset' as never);
        if (effects.notify) enqueue.emit(effects.notify);
        if (effects.navigate) enqueue.emit(effects.navigate);
      }),
    },
  }).createMachine({
    id: spec.id,
    context: fresh,
    initial: 'editing',
    // The event names are the form's own (`${id}.open`), which the transition types cannot follow: hence the casts.
    on: {
      [on('open')]: {
        target: '.editing',
        actions: ['reset', { type: 'apply', params: ({ event }: { event: OpenEvent }) => spec.opened?.(event) ?? {} }],
      },
    } as never,
    states: {
      editing: {
        on: {
          [on('change')]: { actions: { type: 'change', params: ({ event }: { event: ChangeEvent }) => event } },
          [on('submit')]: [
            { guard: 'isValid', target: 'submitting', actions: 'markSubmitted' },
            { actions: 'markSubmitted' },
          ],
        } as never,
      },
      submitting: {
        invoke: {
          src: 'submit',
          input: ({ context }: { context: FormContext<V> }) => context.values,
          onDone: [
            {
              guard: { type: 'answeredOk', params: ({ event }: Done) => event.output },
              target: 'editing',
              actions: { type: 'apply', params: ({ event }: Done) => spec.saved(okData(event.output)) },
            },
            {
              target: 'editing',
              actions: [
                { type: 'keepServerErrors', params: ({ event }: Done) => event.output as WriteFailure },
                { type: 'apply', params: ({ event }: Done) => spec.refused(event.output as WriteFailure) },
              ],
            },
          ],
          onError: { target: 'editing', actions: { type: 'apply', params: spec.crashed } },
        } as never,
      },
    },
  });
}

export interface FormView<V extends FormValues> {
  values: V;
  errors: FieldErrors<FormField<V>>;
  submitting: boolean;
}

/** What a form screen shows: the server's refusals, and once it was sent, the form's own errors over them. */
export const formView =
  <V extends FormValues>(check: (values: V) => FieldErrors<FormField<V>>) =>
  ({ context, value }: { context: FormContext<V>; value: unknown }): FormView<V> => {
    const { values, submitted, serverErrors } = context;
    return {
      values,
      errors: { ...serverErrors, ...(submitted ? check(values) : {}) },
      submitting: value === 'submitting',
    };
  };
