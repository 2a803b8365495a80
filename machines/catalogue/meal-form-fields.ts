import type { Category, Meal } from '../../contract/meal';
import {
  MAX_IMAGE_BYTES,
  MEAL_IMAGE_FIELDS,
  MEAL_MESSAGES,
  mealCreateForm,
  mealUpdateForm,
  type MealImageField,
} from '../../contract/meal-admin';
import { fieldErrors } from '../shared/form-errors';
import type { MealFields } from './meal-admin-api';

/**
 * The meal form's fields and the docs/rules/validation.md#meal-form rules they answer to: pure functions of the form's
 * context, kept apart from the machine so its states read on their own, and so the page and the restaurant info form
 * can check an image the same way. The machine re-exports what its importers use.
 */

export type MealFormMode = 'add' | 'update';
export type MealTextField = Exclude<keyof MealFields, 'meal_type' | 'is_non_veg'>;
export type MealFormField = keyof MealFields | MealImageField;
export type MealFormErrors = Partial<Record<MealFormField, string>>;

/** The images the form accepts (docs/rules/validation.md#meal-form: jpeg, png or jpg). */
export const MEAL_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;

export type Images = Record<MealImageField, File | null>;
export type ImagePaths = Record<MealImageField, string | null>;

export interface MealFormContext {
  mode: MealFormMode;
  mealId: number | null;
  values: MealFields;
  /** Files chosen on this visit; an update keeps each image not replaced. */
  images: Images;
  /** The meal's stored images (update), shown until replaced. */
  stored: ImagePaths;
  categories: Category[];
  /** Errors show once the user has tried to send the form, then follow the typing. */
  submitted: boolean;
  /** The server's refusal of each field, until that field changes. */
  serverErrors: MealFormErrors;
  loadError: string | null;
}

export const emptyFields = (): MealFields => ({
  name: '',
  price: '',
  half_plate_price: '',
  meal_type: 'Plate',
  ingredients: '',
  description: '',
  category_id: '',
  is_non_veg: false,
});
export const noImages = (): Images => ({ main_image: null, image1: null, image2: null });
export const noPaths = (): ImagePaths => ({ main_image: null, image1: null, image2: null });

/** A stored meal as the form's text fields, so an update starts from what the meal is. */
export const fieldsOf = (meal: Meal): MealFields => ({
  name: meal.name,
  price: String(meal.price),
  half_plate_price: meal.half_plate_price === null ? '' : String(meal.half_plate_price),
  meal_type: meal.meal_type,
  ingredients: meal.ingredients,
  description: meal.description,
  category_id: meal.category ? String(meal.category.id) : '',
  is_non_veg: meal.is_non_veg,
});

/** An image's own problem, checked before upload so a 40 MB mistake never leaves the browser. */
export function imageError(file: File): string | undefined {
  if (!(MEAL_IMAGE_TYPES as readonly string[]).includes(file.type)) return MEAL_MESSAGES.onlyImages;
  if (file.size > MAX_IMAGE_BYTES) return MEAL_MESSAGES.imageTooLarge;
  return undefined;
}

/**
 * docs/rules/validation.md#validation-rules: add and update rules, with the contract's own schemas so inline texts
 * match the server's.
 */
export function mealFormErrors({
  mode,
  values,
  images,
}: Pick<MealFormContext, 'mode' | 'values' | 'images'>): MealFormErrors {
  const text = { ...values, is_non_veg: String(values.is_non_veg) };
  const errors: MealFormErrors = fieldErrors(mode === 'add' ? mealCreateForm : mealUpdateForm, text);
  // The schema's Plate rule runs only once every other field passes; the form says it at once.
  if (mode === 'add' && values.meal_type === 'Plate' && values.half_plate_price.trim() === '') {
    errors.half_plate_price = MEAL_MESSAGES.halfPriceRequired;
  }
  Object.assign(errors, chosenImageErrors(images));
  if (mode === 'add' && !images.main_image) errors.main_image = MEAL_MESSAGES.mainImageRequired;
  return errors;
}

/** A wrong file is pointed out as soon as it is chosen, not only on submit. */
export function chosenImageErrors(images: Images): MealFormErrors {
  const errors: MealFormErrors = {};
  for (const field of MEAL_IMAGE_FIELDS) {
    const file = images[field];
    const problem = file ? imageError(file) : undefined;
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The errors without one field's: a change to a field clears only the server's word on that field. */
export const without = (errors: MealFormErrors, field: MealFormField): MealFormErrors => {
  const { [field]: _gone, ...rest } = errors;
  return rest;
};
