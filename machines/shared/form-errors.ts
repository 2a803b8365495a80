/** The part of a zod schema a form needs; keeps machines on `zod/mini` without naming its types. */
export interface FormSchema {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: ReadonlyArray<FormIssue> } };
}
interface FormIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Each field's first broken rule, checked by the contract's own schema so the form's inline text and the server's
 * 400 read the same (docs/rules/validation.md#validation-rules). An empty object when the form may be sent.
 */
export function fieldErrors<F extends string>(schema: FormSchema, values: Record<F, string>): FieldErrors<F> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<F> = {};
  for (const { path, message } of parsed.error.issues) {
    const field = path[0] as F;
    if (field in values && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}
