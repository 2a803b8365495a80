import * as z from 'zod/mini';

/** Prices leave the server as numbers; older clients and forms may still send numeric strings. */
export const money = z.pipe(
  z.union([z.number(), z.string().check(z.regex(/^\d+(\.\d+)?$/))]),
  z.transform((value) => Number(value)),
);

export const id = z.number().check(z.int(), z.positive());

/**
 * A reference to a row by id, as a number or a numeric string (multipart and older clients send text). Anything
 * that can't be an id of ours is reported as unknown; no value at all as required.
 */
export const idRef = (required: string, unknown: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\d+$/, unknown))], { error: required }),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z.number().check(z.int(unknown), z.positive(unknown), z.maximum(2_147_483_647, unknown)),
    ),
  );

/** `?page=&page_size=` as the spec's paged lists use them. */
export const pageQuery = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000))),
  page_size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const paged = <T extends z.ZodMiniType>(item: T) =>
  z.object({ count: z.number().check(z.int()), results: z.array(item) });

/** Error bodies: validation failures name each field, everything else carries `detail`. */
export const fieldErrors = z.record(z.string(), z.array(z.string()));
export const detailError = z.object({ detail: z.string() });
export type FieldErrors = z.infer<typeof fieldErrors>;
export type DetailError = z.infer<typeof detailError>;

export const health = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
export type Health = z.infer<typeof health>;
