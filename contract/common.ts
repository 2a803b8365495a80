import * as z from 'zod/mini';

/** Prices leave the server as numbers; older clients and forms may still send numeric strings. */
export const money = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);

export const id = z.number().check(z.int(), z.positive());

/** The largest id PostgreSQL's `integer` holds; a bigger one would be a database error, not a "not found". */
export const MAX_ID = 2_147_483_647;

/**
 * A reference to a row by id, as a number or a numeric string (multipart and older clients send text). Anything
 * that can't be an id of ours is reported as unknown; no value at all as required.
 */
export const idRef = (required: string, unknown: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/, unknown))], { error: required }),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z.number().check(z.int(unknown), z.positive(unknown), z.maximum(MAX_ID, unknown)),
    ),
  );

export const NOT_AN_INTEGER = 'A valid integer is required.';
export const LEADING_ZEROS = 'Write the number without leading zeros.';

interface WholeNumberMessages {
  /** No value, or not one value (the parameter given twice). */
  required?: string;
  /** Anything but digits: a sign, a decimal point, an exponent, spaces. */
  invalid?: string;
  tooSmall?: string;
  tooLarge?: string;
}

/** Each schema of `wholeNumberText` with its bounds: the OpenAPI document describes it as the integer it is. */
export const wholeNumberBounds = new WeakMap<object, { minimum: number; maximum: number }>();

/**
 * A whole number as a query string or a path carries it, in its one spelling: digits, no sign, no decimal point,
 * no leading zero. The app and the spec's clients send nothing else. Any other spelling of the same number (`01`,
 * `1.0`, `1e0`, ` 1`) is refused rather than read, so that each number has one URL: the menu cache
 * (server/http/menu-cache.ts), which keys on the URL, then holds one entry per page or meal, however the numbers
 * are spelled by whoever asks.
 */
export function wholeNumberText(minimum: number, maximum: number, messages: WholeNumberMessages = {}) {
  const invalid = messages.invalid ?? NOT_AN_INTEGER;
  const schema = z.pipe(
    z.pipe(
      z.string({ error: messages.required ?? invalid }).check(
        z.regex(/^\d+$/, { error: invalid, abort: true }),
        z.regex(/^(0|[1-9]\d*)$/, LEADING_ZEROS),
      ),
      z.transform(Number),
    ),
    z.number().check(z.int(), z.minimum(minimum, messages.tooSmall), z.maximum(maximum, messages.tooLarge)),
  );
  wholeNumberBounds.set(schema, { minimum, maximum });
  return schema;
}

/** A row's id in a query string (`?meal_id=`): the id's one spelling, anything else reported as unknown. */
export const idInQuery = (required: string, unknown: string) =>
  wholeNumberText(1, MAX_ID, { required, invalid: unknown, tooSmall: unknown, tooLarge: unknown });

/** `?page=&page_size=` as the spec's paged lists use them. */
export const pageQuery = z.object({
  page: z.optional(wholeNumberText(1, 100_000)),
  page_size: z.optional(wholeNumberText(1, 100)),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ count: z.number().check(z.int()), results: z.array(item) });

/** Error bodies: validation failures name each field, everything else carries `detail`. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
/**
 * `code` and `values`: a refusal with numbers or names (contract/refusals.ts) says which, so the app words it in the
 * reader's language; `detail` is its English.
 */
export const detailError = z.object({
  detail: z.string(),
  code: z.optional(z.string()),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())]))),
});
export type FieldErrors = z.infer<typeof fieldErrors>;
export type DetailError = z.infer<typeof detailError>;

export const health = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
export type Health = z.infer<typeof health>;
