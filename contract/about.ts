import * as z from 'zod/mini';

// The read answer is its own module, so the home page's bundle carries it without the admin form's rules below.
export { clockTime, restaurantInfo, type RestaurantInfo } from './restaurant-info';

/**
 * POST /about/about/ (admin, multipart): create or update the restaurant's public page
 * (docs/rules/validation.md#restaurant-info restaurant info).
 * Text fields are checked here; `image` (jpeg/png by content, ≤ 40 MB) by the server as meal images are. Fields left
 * out keep their value on update; name, time_zone, latitude and longitude are optional extras of ours.
 */
export const RESTAURANT_INFO_MESSAGES = {
  // docs/rules/texts.md#error-catalogue, word for word.
  updated: /*i18n*/ 'Restaurant details updated successfully!',
  // Ours: the spec names the rules, not their words.
  descriptionMin: /*i18n*/ 'Description must be at least 10 characters',
  descriptionMax: /*i18n*/ 'Description must be at most 3000 characters',
  contactRequired: /*i18n*/ 'Contact number is required',
  contactInvalid: /*i18n*/ 'Enter a valid contact number',
  emailRequired: /*i18n*/ 'Email is required',
  emailInvalid: /*i18n*/ 'Enter a valid email address',
  openingRequired: /*i18n*/ 'Opening time is required',
  closingRequired: /*i18n*/ 'Closing time is required',
  timeInvalid: /*i18n*/ 'Enter a time as HH:MM',
  urlInvalid: /*i18n*/ 'Enter a valid URL (https://...)',
  nameInvalid: /*i18n*/ 'Name must be 2 to 80 characters',
  timeZoneInvalid: /*i18n*/ 'Unknown time zone',
  imageRequired: /*i18n*/ 'An image is required the first time',
} as const;

const M = RESTAURANT_INFO_MESSAGES;
/** HH:MM, seconds allowed (a browser's time input may send them). An empty value only reads as required. */
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const optionalUrl = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(300, M.urlInvalid),
    z.refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), M.urlInvalid),
  ),
);

/** The text fields of the form; an empty social URL clears it. */
export const restaurantInfoFields = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(2, M.nameInvalid), z.maxLength(80, M.nameInvalid))),
  description: z.string({ error: M.descriptionMin }).check(
    z.trim(),
    z.minLength(10, M.descriptionMin),
    z.maxLength(3000, M.descriptionMax),
  ),
  contact_number: z.string({ error: M.contactRequired }).check(
    z.trim(),
    z.minLength(1, M.contactRequired),
    z.refine((value) => value === '' || /^\+?[\d\s-]{7,20}$/.test(value), M.contactInvalid),
  ),
  email: z.string({ error: M.emailRequired }).check(
    z.trim(),
    z.minLength(1, M.emailRequired),
    z.refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), M.emailInvalid),
  ),
  opening_time: z.string({ error: M.openingRequired }).check(
    z.minLength(1, M.openingRequired),
    z.refine((value) => value === '' || CLOCK_TIME.test(value), M.timeInvalid),
  ),
  closing_time: z.string({ error: M.closingRequired }).check(
    z.minLength(1, M.closingRequired),
    z.refine((value) => value === '' || CLOCK_TIME.test(value), M.timeInvalid),
  ),
  time_zone: z.optional(z.string().check(z.trim(), z.minLength(1, M.timeZoneInvalid), z.maxLength(64, M.timeZoneInvalid))),
  facebook_url: optionalUrl,
  instagram_url: optionalUrl,
  tiktok_url: optionalUrl,
});
export type RestaurantInfoFields = z.input<typeof restaurantInfoFields>;
