import { RESTAURANT_INFO_MESSAGES as M } from '../../contract/about';
import type { RestaurantInfoValues } from './restaurant-admin-api';

type Field = keyof RestaurantInfoValues;
export type Refusal = readonly [field: Field, value: string, message: string];

/**
 * Values of the restaurant info text fields that docs/rules/validation.md#restaurant-info: rules refuse, with the
 * message each earns. The form shows it inline and the server answers it, both by contract/about.ts, so the machine's
 * rules and the server's tests run the same table. A field's first value is its plainly malformed one; the others are
 * edges and blanks.
 */
const REFUSED: Partial<Record<Field, ReadonlyArray<readonly [value: string, message: string]>>> = {
  name: [['H', M.nameInvalid]],
  description: [
    [`   ${'short'}   `, M.descriptionMin],
    ['x'.repeat(9), M.descriptionMin],
    ['x'.repeat(3001), M.descriptionMax],
  ],
  contact_number: [
    ['call us', M.contactInvalid],
    ['', M.contactRequired],
  ],
  email: [
    ['hello@example', M.emailInvalid],
    ['hello@', M.emailInvalid],
    ['', M.emailRequired],
  ],
  opening_time: [
    ['24:00', M.timeInvalid],
    ['', M.openingRequired],
  ],
  closing_time: [
    ['9:30', M.timeInvalid],
    ['25:00', M.timeInvalid],
  ],
  time_zone: [['Mars/Olympus', M.timeZoneInvalid]],
  facebook_url: [['facebook.com/hearth', M.urlInvalid]],
  instagram_url: [['ftp://instagram.com/hearth', M.urlInvalid]],
  tiktok_url: [
    [`https://tiktok.com/${'x'.repeat(300)}`, M.urlInvalid],
    ['javascript:alert(1)', M.urlInvalid],
  ],
};

const entries = Object.entries(REFUSED) as Array<[Field, NonNullable<(typeof REFUSED)[Field]>]>;

/** Every refused value, one row each: the form's rules check them one at a time. */
export const RESTAURANT_INFO_REFUSALS: readonly Refusal[] = entries.flatMap(([field, values]) =>
  values.map(([value, message]) => [field, value, message] as const),
);

/** The refusals as forms that hold one value a field: every field's first value, then the second ones, and so on. */
export function refusalRounds(): Refusal[][] {
  const most = Math.max(...entries.map(([, values]) => values.length));
  return Array.from({ length: most }, (_, round) =>
    entries.flatMap(([field, values]) => {
      const refused = values[round];
      return refused ? [[field, ...refused] as const] : [];
    }),
  );
}
