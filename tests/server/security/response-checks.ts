import type { Env } from '../../../server/env';
import { securityHeadersFor } from '../../../server/http/security-headers';

/** The security headers of server/http/security-headers.ts a response lacks or carries with another value. */
export function missingSecurityHeaders(response: Response, env: Pick<Env, 'esewaMode'>): string[] {
  return Object.entries(securityHeadersFor(env))
    .filter(([name, value]) => response.headers.get(name) !== value)
    .map(([name]) => `${name}: ${response.headers.get(name) ?? '(missing)'}`);
}

/**
 * The message of an API error body as the server shapes them (server/http/errors.ts, validation.ts):
 * `{detail: "..."}`, or field errors `{"field": ["...", ...]}`. Empty when the body is neither or says nothing.
 */
export function errorMessageOf(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return '';
  const record = body as Record<string, unknown>;
  if ('detail' in record) return typeof record.detail === 'string' ? record.detail.trim() : '';
  const fields = Object.values(record);
  const wellFormed =
    fields.length > 0 &&
    fields.every(
      (messages) =>
        Array.isArray(messages) &&
        messages.length > 0 &&
        messages.every((message) => typeof message === 'string' && message.trim() !== ''),
    );
  return wellFormed ? (fields as string[][]).flat().join(', ') : '';
}
