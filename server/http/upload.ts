import type { Context } from 'hono';
import type { FieldErrors } from '../../contract/common';
import { MAX_IMAGE_BYTES, MEAL_MESSAGES } from '../../contract/meal-admin';
import { detail } from './errors';
import { boundaryOf, readMultipart, type UploadedFile } from './multipart';

export interface UploadForm {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

export const IMAGE_TOO_LARGE = MEAL_MESSAGES.imageTooLarge;
export const FIELD_TOO_LARGE = 'A form field is too large.';
export const NOT_A_FORM = 'Send the form as multipart/form-data or JSON.';

/** Room for the text fields and the multipart envelope beside the images. */
const FIELDS_BYTES = 1024 * 1024;

/**
 * The form of an upload with up to `maxFiles` images: a declared Content-Length over the limit is refused before
 * a byte is read, a streamed one as soon as it crosses it, and a single file as soon as it passes 40 MB. A JSON
 * body (no files) is read as the fields. Answers the Response to send when the request is refused.
 */
export async function readUploadForm(c: Context, maxFiles: number): Promise<UploadForm | Response> {
  const maxBodyBytes = maxFiles * MAX_IMAGE_BYTES + FIELDS_BYTES;
  const declared = Number(c.req.header('Content-Length') ?? Number.NaN);
  if (declared > maxBodyBytes) return detail(c, 413, IMAGE_TOO_LARGE);

  const contentType = c.req.header('Content-Type');
  if (/^application\/json\b/i.test(contentType ?? '')) {
    if (declared > FIELDS_BYTES) return detail(c, 413, FIELD_TOO_LARGE);
    const body: unknown = await c.req.json().catch(() => null);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return detail(c, 400, NOT_A_FORM);
    return { fields: body as Record<string, unknown>, files: {} };
  }
  const boundary = boundaryOf(contentType);
  if (!boundary) return detail(c, 400, NOT_A_FORM);
  const result = await readMultipart(c.req.raw.body, boundary, {
    maxBodyBytes,
    maxFileBytes: MAX_IMAGE_BYTES,
    maxFieldBytes: 64 * 1024,
    maxParts: 32,
  });
  if (result.ok) return result.form;
  switch (result.reason) {
    case 'file-too-large':
    case 'body-too-large':
      return detail(c, 413, IMAGE_TOO_LARGE);
    case 'field-too-large':
      return c.json({ [result.field ?? 'non_field_errors']: [FIELD_TOO_LARGE] } satisfies FieldErrors, 400);
    case 'malformed':
      return detail(c, 400, 'Malformed multipart body.');
  }
}
