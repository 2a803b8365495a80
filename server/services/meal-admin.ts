import type { FieldErrors } from '../../contract/common';
import type { Category, Meal } from '../../contract/meal';
import { CATEGORY_MESSAGES, MEAL_MESSAGES, type MealCreateForm, type MealUpdateForm } from '../../contract/meal-admin';
import { type Db, now } from '../db/database';
import {
  categoryWithCount,
  deleteCategory as deleteCategoryRow,
  findCategory,
  findCategoryByName,
  insertCategory,
  renameCategory,
} from '../db/repositories/categories';
import {
  deleteMeal as deleteMealRow,
  findMeal,
  findMealImages,
  insertMeal,
  listMealImagesOfCategory,
  type MealChanges,
  updateMeal as updateMealRow,
} from '../db/repositories/meals';
import { mediaOf } from '../media/create-store';
import type { MediaStore } from '../media/media-store';
import { toMeal } from './meals';
import { type MealImageFiles, removeImages, storeMealImages } from './meal-images';
import { rupeesToPaisa } from './money';

export interface MenuContext {
  db: Db;
  dataDir: string;
  /** Where photos are stored (MEDIA_STORE); unset: the disk of `dataDir`. */
  media?: MediaStore;
}

export type Saved<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors } | { ok: false; notFound: true };

const invalid = (field: string, message: string) => ({ ok: false as const, errors: { [field]: [message] } });
const categoryUnknown = invalid('category_id', MEAL_MESSAGES.categoryUnknown);
const notFound = { ok: false as const, notFound: true as const };

async function mealOrThrow(db: Db, id: number): Promise<Meal> {
  const record = await findMeal(db, id);
  if (!record) throw new Error(`Meal ${id} vanished while being saved`);
  return toMeal(record);
}

/** Images are checked already; stored first, and removed again if the meal cannot be saved. */
export async function createMeal(ctx: MenuContext, form: MealCreateForm, images: MealImageFiles): Promise<Saved<Meal>> {
  if (!(await findCategory(ctx.db, form.category_id))) return categoryUnknown;
  const stored = await storeMealImages(mediaOf(ctx), images);
  const timestamp = now();
  try {
    const id = await insertMeal(ctx.db, {
      name: form.name,
      description: form.description,
      price_paisa: rupeesToPaisa(form.price),
      // A Piece has no half plate (docs/rules/states.md#meal-form), whatever the form sent.
      half_plate_price_paisa:
        form.meal_type === 'Plate' && form.half_plate_price !== undefined ? rupeesToPaisa(form.half_plate_price) : null,
      meal_type: form.meal_type,
      ingredients: form.ingredients,
      main_image: stored.main_image ?? null,
      image1: stored.image1 ?? null,
      image2: stored.image2 ?? null,
      category_id: form.category_id,
      is_non_veg: form.is_non_veg ? 1 : 0,
      created_at: timestamp,
      updated_at: timestamp,
    });
    return { ok: true, value: await mealOrThrow(ctx.db, id) };
  } catch (error) {
    await removeImages(mediaOf(ctx), Object.values(stored));
    throw error;
  }
}

/** Only the fields sent change; a replaced image's files are deleted once the meal points at the new one. */
export async function updateMeal(
  ctx: MenuContext,
  id: number,
  form: MealUpdateForm,
  images: MealImageFiles,
): Promise<Saved<Meal>> {
  const before = await findMeal(ctx.db, id);
  if (!before) return notFound;
  if (form.category_id !== undefined && !(await findCategory(ctx.db, form.category_id))) return categoryUnknown;
  const mealType = form.meal_type ?? before.meal_type;
  const changes: MealChanges = {
    ...(form.name !== undefined && { name: form.name }),
    ...(form.description !== undefined && { description: form.description }),
    ...(form.ingredients !== undefined && { ingredients: form.ingredients }),
    ...(form.price !== undefined && { price_paisa: rupeesToPaisa(form.price) }),
    ...(form.meal_type !== undefined && { meal_type: form.meal_type }),
    ...(form.category_id !== undefined && { category_id: form.category_id }),
    ...(form.is_non_veg !== undefined && { is_non_veg: form.is_non_veg ? 1 : 0 }),
    ...(mealType === 'Piece'
      ? { half_plate_price_paisa: null }
      : form.half_plate_price !== undefined && { half_plate_price_paisa: rupeesToPaisa(form.half_plate_price) }),
  };
  const oldImages = await findMealImages(ctx.db, id);
  const stored = await storeMealImages(mediaOf(ctx), images);
  try {
    await updateMealRow(ctx.db, id, { ...changes, ...stored, updated_at: now() });
  } catch (error) {
    await removeImages(mediaOf(ctx), Object.values(stored));
    throw error;
  }
  const replaced = (Object.keys(stored) as Array<keyof typeof stored>).map((field) => oldImages?.[field]);
  await removeImages(mediaOf(ctx), replaced);
  return { ok: true, value: await mealOrThrow(ctx.db, id) };
}

/** false when there is no such meal. */
export async function deleteMeal(ctx: MenuContext, id: number): Promise<boolean> {
  const images = await findMealImages(ctx.db, id);
  if (!images || !(await deleteMealRow(ctx.db, id))) return false;
  await removeImages(mediaOf(ctx), Object.values(images));
  return true;
}

const nameTaken = invalid('name', CATEGORY_MESSAGES.nameTaken);

/** A unique violation from a concurrent request with the same name reads like the check before it. */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  ((error as { code?: string }).code === '23505' || /UNIQUE constraint failed/.test(error.message));

export async function createCategory(db: Db, name: string): Promise<Saved<Category>> {
  if (await findCategoryByName(db, name)) return nameTaken;
  try {
    const id = await insertCategory(db, name, now());
    return { ok: true, value: { id, name, meal_count: 0 } };
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken;
    throw error;
  }
}

export async function updateCategory(db: Db, id: number, name: string): Promise<Saved<Category>> {
  if (!(await findCategory(db, id))) return notFound;
  const same = await findCategoryByName(db, name);
  if (same && same.id !== id) return nameTaken;
  try {
    await renameCategory(db, id, name);
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken;
    throw error;
  }
  const category = await categoryWithCount(db, id);
  return category ? { ok: true, value: { ...category, meal_count: Number(category.meal_count) } } : notFound;
}

/** Its meals go too (docs/rules/menu.md#deleting), and their image files after them. */
export async function deleteCategory(ctx: MenuContext, id: number): Promise<boolean> {
  const images = await listMealImagesOfCategory(ctx.db, id);
  if (!(await deleteCategoryRow(ctx.db, id))) return false;
  await removeImages(
    mediaOf(ctx),
    images.flatMap((meal) => [meal.main_image, meal.image1, meal.image2]),
  );
  return true;
}
