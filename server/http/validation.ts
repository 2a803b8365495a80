import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import type * as core from 'zod/v4/core';
import type { FieldErrors } from '../../contract/common';
import { nulRefused } from './nul';

// The contract is written with zod/mini, which carries no messages of its own; the English locale fills them in.
z.config(z.locales.en());

/**
 * Issues as `{"field": ["message"]}` (docs/rules/texts.md#error-catalogue); issues about the whole body go under
 * `non_field_errors`.
 */
export function fieldErrors(error: core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** zValidator that answers 400 with field errors instead of zod's own error object. */
export const validate = <Target extends keyof ValidationTargets, Schema extends core.$ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(fieldErrors(result.error), 400);
    const refused = nulRefused(result.data);
    if (refused) return c.json(refused, 400);
  });
