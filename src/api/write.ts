import { FetchError, type $Fetch, type FetchOptions } from 'ofetch';
import * as z from 'zod/mini';
import { errorText, SOMETHING_WENT_WRONG } from '../../contract/errors';
import { ok, type WriteResult } from '../../machines/shared/result';
import { inShownLanguage } from '../i18n/refusal-words';

const fieldBody = z.record(z.string(), z.array(z.string()));

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/**
 * A form's write, its answer checked by the contract. Like `request`, but a 400 also brings each refused
 * field's first message, for the form to show inline.
 */
export async function write<T>(
  http: $Fetch,
  schema: Parser<T>,
  path: string,
  options: FetchOptions<'json'>,
): Promise<WriteResult<T>> {
  try {
    const parsed = schema.safeParse(await http(path, options));
    return parsed.success ? ok(parsed.data) : { ok: false, message: SOMETHING_WENT_WRONG };
  } catch (error) {
    if (!(error instanceof FetchError) || !error.response) return { ok: false, message: SOMETHING_WENT_WRONG };
    const fromApi = error.response.headers.get('content-type')?.includes('json') ?? false;
    const body = fromApi ? error.data : undefined;
    const fields = error.response.status === 400 ? fieldBody.safeParse(body) : null;
    return {
      ok: false,
      message: errorText(body, inShownLanguage),
      status: error.response.status,
      ...(fields?.success && {
        fields: Object.fromEntries(Object.entries(fields.data).map(([field, [first]]) => [field, first])),
      }),
    };
  }
}
