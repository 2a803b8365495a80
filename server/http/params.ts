import { z } from 'zod';
import { MAX_ID, wholeNumberText } from '../../contract/common';

export { MAX_ID };

/** `:id` in a path, in its one spelling (contract/common.ts): `/meal/meals/01/` is refused, not a second URL of meal 1. */
export const idParam = z.object({
  id: wholeNumberText(1, MAX_ID, {
    tooSmall: 'Ensure this value is greater than or equal to 1.',
    tooLarge: `Ensure this value is less than or equal to ${MAX_ID}.`,
  }),
});
