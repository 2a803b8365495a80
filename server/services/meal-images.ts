import { MEAL_IMAGE_FIELDS, type MealImageField } from '../../contract/meal-admin';
import type { FieldErrors } from '../../contract/common';
import type { UploadedFile } from '../http/multipart';
import { deleteImage, saveImage } from '../media/image-store';
import type { MediaStore } from '../media/media-store';
import { checkImageFiles, imageFilesOf } from './image-fields';

export type MealImageFiles = Partial<Record<MealImageField, UploadedFile>>;
export type StoredMealImages = Partial<Record<MealImageField, string>>;

export const mealImageFiles = (files: Record<string, UploadedFile>, fields: Record<string, unknown>) =>
  imageFilesOf(MEAL_IMAGE_FIELDS, files, fields);

export const checkMealImages = (images: MealImageFiles): Promise<FieldErrors> =>
  checkImageFiles(MEAL_IMAGE_FIELDS, images);

/** Stores checked images one after the other (each decode holds its pixels; a small server has little memory). */
export async function storeMealImages(store: MediaStore, images: MealImageFiles): Promise<StoredMealImages> {
  const stored: StoredMealImages = {};
  try {
    for (const field of MEAL_IMAGE_FIELDS) {
      const file = images[field];
      if (file) stored[field] = await saveImage(store, 'meals', file.bytes);
    }
  } catch (error) {
    await removeImages(store, Object.values(stored));
    throw error;
  }
  return stored;
}

export async function removeImages(store: MediaStore, paths: Array<string | null | undefined>): Promise<void> {
  await Promise.all(paths.map((path) => deleteImage(store, path ?? null)));
}
