import type { Result } from './result';

/** The data of a result a guard has already found ok (a transition's actions cannot see the guard's narrowing). */
export function okData<T>(result: Result<T>): T {
  if (!result.ok) throw new Error('a guard let a failed result through');
  return result.data;
}
