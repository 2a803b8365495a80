/** What every actor resolves to: expected failures are values, not thrown errors. */
export type Result<T> = { ok: true; data: T } | { ok: false; message: string; status?: number };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const failure = (message: string, status?: number): Result<never> =>
  status === undefined ? { ok: false, message } : { ok: false, message, status };
