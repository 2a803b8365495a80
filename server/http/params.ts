import { z } from 'zod';

/** Largest id PostgreSQL's `integer` holds; a bigger one would be a database error, not a "not found". */
export const MAX_ID = 2_147_483_647;

export const idParam = z.object({
  id: z
    .string()
    .regex(/^\d+$/, 'A valid integer is required.')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, 'Ensure this value is greater than or equal to 1.')
        .max(MAX_ID, `Ensure this value is less than or equal to ${MAX_ID}.`),
    ),
});
