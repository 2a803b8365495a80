import { type Refusal, readRefusal } from './refusals';

/**
 * The docs/rules/texts.md#auth-error-text 'Auth error text' rule: how any error body becomes one line for a toast.
 * No data → 'Something went wrong'; an object of field messages → all of them joined with commas;
 * `message` an object → its values joined; otherwise `detail`, then a string `message`. A body whose `code` and
 * `values` contract/refusals.ts knows is worded by `word` instead, in the reader's language.
 */
export const SOMETHING_WENT_WRONG = /*i18n*/ 'Something went wrong';

const flatten = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(flatten) : value == null ? [] : [String(value)];

export function errorText(data: unknown, word?: (refused: Refusal) => string): string {
  if (data == null || data === '') return SOMETHING_WENT_WRONG;
  if (typeof data === 'string') return data;
  if (typeof data !== 'object') return SOMETHING_WENT_WRONG;
  const refused = word && readRefusal(data);
  if (refused) return word(refused);
  const body = data as Record<string, unknown>;
  if (body.message && typeof body.message === 'object') {
    return Object.values(body.message).flatMap(flatten).join(', ') || SOMETHING_WENT_WRONG;
  }
  if (typeof body.detail === 'string') return body.detail;
  if (typeof body.message === 'string') return body.message;
  const fieldMessages = Object.values(body).flatMap(flatten);
  return fieldMessages.length > 0 ? fieldMessages.join(', ') : SOMETHING_WENT_WRONG;
}
