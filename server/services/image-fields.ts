import { MEAL_MESSAGES } from '../../contract/meal-admin';
import type { FieldErrors } from '../../contract/common';
import type { UploadedFile } from '../http/multipart';
import { checkImage } from '../media/image-check';

/**
 * The files of a form that belong to its image fields; any other file part is an error of its field, and so is
 * text sent in an image field (an empty one is a file input left empty). Shared by the meal and restaurant forms.
 */
export function imageFilesOf<Field extends string>(
  names: readonly Field[],
  files: Record<string, UploadedFile>,
  fields: Record<string, unknown>,
): { images: Partial<Record<Field, UploadedFile>>; errors: FieldErrors } {
  const images: Partial<Record<Field, UploadedFile>> = {};
  const errors: FieldErrors = {};
  for (const name of names) {
    const value = fields[name];
    if (value !== undefined && value !== null && value !== '') errors[name] = [MEAL_MESSAGES.onlyImages];
  }
  for (const [name, file] of Object.entries(files)) {
    if ((names as readonly string[]).includes(name)) images[name as Field] = file;
    else errors[name] = ['Unexpected file'];
  }
  return { images, errors };
}

/**
 * Each image checked by its content (docs/rules/menu.md#images); the field errors of those that are not JPEG or PNG.
 */
export async function checkImageFiles<Field extends string>(
  names: readonly Field[],
  images: Partial<Record<Field, UploadedFile>>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const name of names) {
    const file = images[name];
    if (!file) continue;
    const result = await checkImage(file.bytes);
    if (result === 'not-an-image') errors[name] = [MEAL_MESSAGES.onlyImages];
    if (result === 'too-many-pixels') errors[name] = [MEAL_MESSAGES.imageTooManyPixels];
  }
  return errors;
}
