import { i18n as shown } from '@lingui/core';
import { FetchError, ofetch, type $Fetch, type FetchOptions } from 'ofetch';
import { errorText, SOMETHING_WENT_WRONG } from '../../contract/errors';
import { failure, ok, type Result } from '../../machines/shared/result';
import { inShownLanguage } from '../i18n/refusal-words';

export interface HttpOptions {
  baseURL: string;
  /** Every request carries a bearer built from the `access` cookie (docs/rules/api.md#base). */
  getAccessToken: () => string | null;
  /** Only a 401 is handled globally: it signs the user out (docs/rules/states.md#auth). */
  onUnauthorized: () => void;
}

export function createHttp({ baseURL, getAccessToken, onUnauthorized }: HttpOptions): $Fetch {
  return ofetch.create({
    baseURL,
    retry: 0,
    onRequest({ options }) {
      const token = getAccessToken();
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
      // The server words this account's SMS in the language the pages show (docs/rules/accounts.md#language).
      options.headers.set('Accept-Language', shown.locale === 'ne' ? 'ne' : 'en');
    },
    onResponseError({ response }) {
      if (response.status === 401) onUnauthorized();
    },
  });
}

/** The part of a zod schema this needs; keeps the client on `zod/mini` without naming its types. */
interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * One call, its answer checked against the contract. Expected failures come back as values: a server error
 * carries its status and the spec's error text, a network failure or an answer off the contract does not.
 */
export async function request<T>(
  http: $Fetch,
  schema: Parser<T>,
  path: string,
  // A text answer (a CSV) is read as text, then checked like any other.
  options?: FetchOptions<'json' | 'text'>,
): Promise<Result<T>> {
  let body: unknown;
  try {
    body = await http(path, options);
  } catch (error) {
    if (error instanceof FetchError && error.response) {
      // Only a JSON body is the API speaking; a proxy's HTML error page is no message to put in a toast.
      const fromApi = error.response.headers.get('content-type')?.includes('json') ?? false;
      return failure(errorText(fromApi ? error.data : undefined, inShownLanguage), error.response.status);
    }
    return failure(SOMETHING_WENT_WRONG);
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? ok(parsed.data) : failure(SOMETHING_WENT_WRONG);
}
