import * as z from 'zod/mini';
import { idRef } from './common';
import { category, meal, MEAL_TYPES } from './meal';

/**
 * The admin's meal and category forms (docs/rules/validation.md#meal-form,
 * docs/rules/departures.md#where-the-app-differs-from-the-original-description) as the server checks them. Multipart
 * sends every field as text, so numbers and booleans are accepted as text too; a blank field counts as a missing one.
 * Images travel as files beside these fields and are checked by their content on the server.
 */
export const MEAL_MESSAGES = {
  nameRequired: /*i18n*/ 'Meal name is required',
  nameShort: /*i18n*/ 'Name must be at least 2 characters',
  nameLong: /*i18n*/ 'Name must be less than 50 characters',
  priceRequired: /*i18n*/ 'Price is required',
  pricePositive: /*i18n*/ 'Price must be a positive number',
  halfPriceRequired: /*i18n*/ 'Half Plate Price is required for Plate meals',
  halfPricePositive: /*i18n*/ 'Half Plate Price must be a positive number',
  priceTooLarge: /*i18n*/ 'Price must be less than 1000000',
  ingredientsRequired: /*i18n*/ 'Ingredients are required',
  ingredientsShort: /*i18n*/ 'Ingredients must be at least 5 characters',
  ingredientsLong: /*i18n*/ 'Ingredients must be less than 200 characters',
  descriptionRequired: /*i18n*/ 'Description is required',
  // docs/rules/departures.md#where-the-app-differs-from-the-original-description: the spec's message said 200 for a
  // minimum of 100.
  descriptionShortOnAdd: /*i18n*/ 'Description must be at least 100 characters',
  descriptionShortOnUpdate: /*i18n*/ 'Description must be at least 10 characters',
  descriptionLong: /*i18n*/ 'Description must be less than 300 characters',
  mainImageRequired: /*i18n*/ 'Main image is required',
  onlyImages: /*i18n*/ 'Only image files are allowed',
  imageTooLarge: /*i18n*/ 'Image must be less than 40MB',
  imageTooManyPixels: /*i18n*/ 'Image dimensions are too large',
  categoryRequired: /*i18n*/ 'Category is required',
  categoryUnknown: /*i18n*/ 'Category does not exist',
  nonVegRequired: /*i18n*/ 'Is Non-Veg is required',
  mealTypeRequired: /*i18n*/ 'Meal type is required',
  mealTypeInvalid: /*i18n*/ 'Meal type must be Plate or Piece',
} as const;

export const CATEGORY_MESSAGES = {
  nameRequired: /*i18n*/ "Category name can't be empty",
  nameLong: /*i18n*/ 'Category name must be less than 50 characters',
  nameTaken: /*i18n*/ 'A category with this name already exists',
} as const;

export const MEAL_IMAGE_FIELDS = ['main_image', 'image1', 'image2'] as const;
export type MealImageField = (typeof MEAL_IMAGE_FIELDS)[number];

/** docs/rules/validation.md#meal-form: images up to 40 MB. */
export const MAX_IMAGE_BYTES = 41_943_040;

const m = MEAL_MESSAGES;
const blankIsMissing = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value;

const text = (required: string, [min, short]: [number, string], [max, long]: [number, string]) =>
  z.string({ error: required }).check(z.minLength(min, short), z.maxLength(max, long));

const positiveMoney = (required: string, positive: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+(\.\d+)?$/, positive))], { error: required }),
    z.pipe(
      z.transform((value: string | number) => Number(value)),
      z.number().check(
        z.positive(positive),
        z.maximum(1_000_000, m.priceTooLarge),
        z.refine((value) => Number.isInteger(Math.round(value * 100 * 1e6) / 1e6), /*i18n*/ 'At most 2 decimal places'),
      ),
    ),
  );

/** true/false, 'true'/'false', 1/0 and '1'/'0', as checkboxes and multipart send them. */
const flag = (required: string) =>
  z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0'])], { error: required }),
    z.transform((value) => value === true || value === 1 || value === 'true' || value === '1'),
  );

const categoryId = idRef(m.categoryRequired, m.categoryUnknown);

const fields = (descriptionShort: [number, string]) => ({
  name: text(m.nameRequired, [2, m.nameShort], [50, m.nameLong]),
  price: positiveMoney(m.priceRequired, m.pricePositive),
  half_plate_price: positiveMoney(m.halfPriceRequired, m.halfPricePositive),
  meal_type: z.enum(MEAL_TYPES, { error: (issue) => (issue.input === undefined ? m.mealTypeRequired : m.mealTypeInvalid) }),
  ingredients: text(m.ingredientsRequired, [5, m.ingredientsShort], [200, m.ingredientsLong]),
  description: text(m.descriptionRequired, descriptionShort, [300, m.descriptionLong]),
  category_id: categoryId,
  is_non_veg: flag(m.nonVegRequired),
});

const required = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(blankIsMissing), schema);
const optional = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.transform(blankIsMissing), z.optional(schema));

const addFields = fields([100, m.descriptionShortOnAdd]);
const updateFields = fields([10, m.descriptionShortOnUpdate]);

/** Add meal: everything required; a Plate needs its half plate price, a Piece never has one. */
export const mealCreateForm = z
  .object({
    name: required(addFields.name),
    price: required(addFields.price),
    half_plate_price: optional(addFields.half_plate_price),
    meal_type: required(addFields.meal_type),
    ingredients: required(addFields.ingredients),
    description: required(addFields.description),
    category_id: required(addFields.category_id),
    is_non_veg: required(addFields.is_non_veg),
  })
  .check(
    z.refine((form) => form.meal_type !== 'Plate' || form.half_plate_price !== undefined, {
      message: m.halfPriceRequired,
      path: ['half_plate_price'],
    }),
  );
export type MealCreateForm = z.infer<typeof mealCreateForm>;

/**
 * Update meal: any subset of the fields, description from 10 characters, no half plate rule
 * (docs/rules/validation.md#meal-form).
 */
export const mealUpdateForm = z.object({
  name: optional(updateFields.name),
  price: optional(updateFields.price),
  half_plate_price: optional(updateFields.half_plate_price),
  meal_type: optional(updateFields.meal_type),
  ingredients: optional(updateFields.ingredients),
  description: optional(updateFields.description),
  category_id: optional(updateFields.category_id),
  is_non_veg: optional(updateFields.is_non_veg),
});
export type MealUpdateForm = z.infer<typeof mealUpdateForm>;

export const mealSaved = z.object({ message: z.string(), meal });
export type MealSaved = z.infer<typeof mealSaved>;

export const categoryForm = z.object({
  name: z.pipe(
    z.transform(blankIsMissing),
    z.string({ error: CATEGORY_MESSAGES.nameRequired }).check(z.maxLength(50, CATEGORY_MESSAGES.nameLong)),
  ),
});
export type CategoryForm = z.infer<typeof categoryForm>;

export const categorySaved = z.object({ message: z.string(), category });
export type CategorySaved = z.infer<typeof categorySaved>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
