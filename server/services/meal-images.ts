import { MEAL_IMAGE_FIELDS, MEAL_MESSAGES, type MealImageField } from '../../contract/meal-admin';
import type { FieldErrors } from '../../contract/common';
import type { UploadedFile } from '../http/multipart';
import { checkImage } from '../media/image-check';
import { deleteImage, saveImage } from '../media/image-store';

export type MealImageFiles = Partial<Record<MealImageField, UploadedFile>>;
export type StoredMealImages = Partial<Record<MealImageField, string>>;

/**
 * The files of the form that are meal images; any other file part is an error of its field, and so is text sent
 * in an image field (an empty one is a file input left empty).
 */
export function mealImageFiles(
  files: Record<string, UploadedFile>,
  fields: Record<string, unknown>,
): { images: MealImageFiles; errors: FieldErrors } {
  const images: MealImageFiles = {};
  const errors: FieldErrors = {};
  for (const field of MEAL_IMAGE_FIELDS) {
    const value = fields[field];
    if (value !== undefined && value !== null && value !== '') errors[field] = [MEAL_MESSAGES.onlyImages];
  }
  for (const [field, file] of Object.entries(files)) {
    if ((MEAL_IMAGE_FIELDS as readonly string[]).includes(field)) images[field as MealImageField] = file;
    else errors[field] = ['Unexpected file'];
  }
  return { images, errors };
}

/** Each image checked by its content (decisions §4); the field errors of those that are not JPEG or PNG. */
export async function checkMealImages(images: MealImageFiles): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of MEAL_IMAGE_FIELDS) {
    const file = images[field];
    if (!file) continue;
    const result = await checkImage(file.bytes);
    if (result === 'not-an-image') errors[field] = [MEAL_MESSAGES.onlyImages];
    if (result === 'too-many-pixels') errors[field] = [MEAL_MESSAGES.imageTooManyPixels];
  }
  return errors;
}

/** Stores checked images one after the other (each decode holds its pixels; a small server has little memory). */
export async function storeMealImages(dataDir: string, images: MealImageFiles): Promise<StoredMealImages> {
  const stored: StoredMealImages = {};
  try {
    for (const field of MEAL_IMAGE_FIELDS) {
      const file = images[field];
      if (file) stored[field] = await saveImage(dataDir, 'meals', file.bytes);
    }
  } catch (error) {
    await removeImages(dataDir, Object.values(stored));
    throw error;
  }
  return stored;
}

export async function removeImages(dataDir: string, paths: Array<string | null | undefined>): Promise<void> {
  await Promise.all(paths.map((path) => deleteImage(dataDir, path ?? null)));
}
