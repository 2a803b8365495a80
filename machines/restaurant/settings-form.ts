import type { WriteResult } from '../catalogue/meal-admin-api';
import { answeredOk, settleRead, settleSave } from '../shared/answer';
import { providedCall } from '../shared/boundary';
import type { FieldErrors } from '../shared/form-errors';
import type { Result } from '../shared/result';

/*
 * What the owner's settings forms (bills and tax, ways to pay, ordering options) share, imported as `settingsForm`:
 * the request a form would send or each field's first broken rule, the four states a form is in, how it reads and
 * how it saves.
 */

/** The request the form would send, or each field's first broken rule (the contract's words). */
export type Checked<R, F extends string> = { ok: true; request: R } | { ok: false; errors: FieldErrors<F> };

type Parsed<R> =
  | { success: true; data: R }
  | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

/** A field typed as text the contract wants as a number: an empty one is no number at all (the contract says so). */
export const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The contract's verdict on a form as a request, or its refusals keyed by field (`fieldOf`: the path's first part). */
export function checked<R, F extends string>(
  parsed: Parsed<R>,
  fieldOf: (path: ReadonlyArray<PropertyKey>) => F = (path) => path[0] as F,
): Checked<R, F> {
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FieldErrors<F> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= issue.message;
  return { ok: false, errors };
}

/** The request of a form its `valid` guard passed. */
const requestOf = <R>(form: Checked<R, string>) => (form as { request: R }).request;
/** The refusals of a form its `valid` guard stopped. */
export const refusalsOf = <F extends string>(form: Checked<unknown, F>) => (form as { errors: FieldErrors<F> }).errors;

/** A form's calls, provided at the admin boundary: reading the settings, and saving what the form sends. */
export const calls = <Settings, Request>() => ({
  load: providedCall<Result<Settings>>('load'),
  save: providedCall<WriteResult<Settings>, Request>('save'),
});

/** A form's guards: `valid` when the form as typed passes the contract (`check`), `answeredOk` for the save's answer. */
export const guards = <V>(check: (values: V) => { ok: boolean }) => ({
  valid: ({ context }: { context: { values: V } }) => check(context.values).ok,
  answeredOk,
});

export type Status = 'loading' | 'failed' | 'editing' | 'saving';

/** Which of its states a settings form is in: editing unless reading, failed to read, or saving. */
export const status = (snapshot: { matches: (state: Status) => boolean }): Status =>
  (['loading', 'failed', 'saving'] as const).find((state) => snapshot.matches(state)) ?? 'editing';

/** Reading the settings: its answer is the machine's `store` on the way to `editing`; any failure lands on `failed`. */
export const loading = { invoke: { src: 'load', ...settleRead('store', 'editing', 'failed') } } as const;

/** Saving the request the form as typed makes (`check`, which its `valid` guard passed), back on `editing` either way. */
export const saving = <V, R>(check: (values: V) => Checked<R, string>) =>
  ({
    invoke: {
      src: 'save',
      input: ({ context }: { context: { values: V } }) => requestOf(check(context.values)),
      ...settleSave('editing'),
    },
  }) as const;
