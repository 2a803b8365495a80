import type { I18n } from '@lingui/core';

/** A form's error texts (the contract's messages, the server's answers), each in the language being shown. */
export function translateErrors<Errors extends Partial<Record<string, string>>>(i18n: I18n, errors: Errors): Errors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error === undefined ? undefined : i18n._(error)]),
  ) as Errors;
}
