/** What every actor resolves to: expected failures are values, not thrown errors. */
export type Result<T> = { ok: true; data: T } | { ok: false; message: string; status?: number };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const failure = (message: string, status?: number): Result<never> =>
  status === undefined ? { ok: false, message } : { ok: false, message, status };

/**
 * A refused write: the docs/rules/texts.md#error-catalogue text, and each field the server refused with its first
 * message (docs/rules/validation.md#validation-rules).
 */
export interface WriteFailure {
  ok: false;
  message: string;
  status?: number;
  fields?: Partial<Record<string, string>>;
}
export type WriteResult<T> = { ok: true; data: T } | WriteFailure;

/** An answer passed on as it came, with `effect` run first when it is a success (a write that others must hear of). */
export async function whenOk<T extends { ok: boolean }>(answer: Promise<T>, effect: () => void): Promise<T> {
  const settled = await answer;
  if (settled.ok) effect();
  return settled;
}
