import { Hono } from 'hono';
import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { FieldErrors } from '../../contract/common';
import {
  CATEGORY_MESSAGES,
  categoryForm,
  MEAL_IMAGE_FIELDS,
  MEAL_MESSAGES,
  mealCreateForm,
  mealUpdateForm,
} from '../../contract/meal-admin';
import { type AuthEnv, requireAdmin } from '../http/auth';
import { writeAudits } from '../http/write-audits';
import { MEAL_OPTION_MESSAGES, optionGroupsRequest } from '../../contract/meal-options';
import { saveOptionGroups } from '../services/meal-options';
import { notFound } from '../http/errors';
import { announcesCatalogChange } from '../http/menu-cache';
import { idParam } from '../http/params';
import { readUploadForm } from '../http/upload';
import { uploadGate } from '../http/upload-gate';
import { fieldErrors, validate } from '../http/validation';
import type { AccountContext } from '../services/account-context';
import type { ChangeBus } from '../services/change-bus';
import {
  createCategory,
  createMeal,
  deleteCategory,
  deleteMeal,
  type MenuContext,
  type Saved,
  updateCategory,
  updateMeal,
} from '../services/meal-admin';
import { checkMealImages, mealImageFiles } from '../services/meal-images';

const badRequest = (c: Context, errors: FieldErrors) => c.json(errors, 400);

/** Field errors of the text fields and of the images together, so the form can show all of them at once. */
function merge(...all: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of all) for (const [field, messages] of Object.entries(errors)) (merged[field] ??= []).push(...messages);
  return merged;
}

function parse<S extends z.ZodMiniType>(schema: S, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data as z.infer<S>, errors: {} }
    : { data: null, errors: fieldErrors(result.error) };
}

/** The category form, from JSON or multipart (no file in it). */
async function categoryName(c: Context) {
  const form = await readUploadForm(c, 0);
  if (form instanceof Response) return { response: form };
  if (Object.keys(form.files).length > 0) return { errors: { name: [CATEGORY_MESSAGES.nameRequired] } };
  return parse(categoryForm, form.fields);
}

function answer<T>(c: Context, result: Saved<T>, message: string, key: string, status: 200 | 201 = 200) {
  if (result.ok) return c.json({ message, [key]: result.value }, status);
  return 'notFound' in result ? notFound(c) : badRequest(c, result.errors);
}

/**
 * docs/rules/api.md#meals-and-categories: meal and category writes; every one admin only
 * (docs/rules/roles.md#permissions).
 */
export function mealAdminRoutes(ctx: AccountContext, bus: ChangeBus) {
  const menu: MenuContext = { db: ctx.db, dataDir: ctx.dataDir, media: ctx.media };
  const changed = announcesCatalogChange(bus);
  const audits = writeAudits(ctx.db, ctx.clock);

  return new Hono<AuthEnv>()
    .post('/meal/meals/', requireAdmin(ctx), uploadGate(ctx.uploads), changed, audits.mealCreate, async (c) => {
      const form = await readUploadForm(c, MEAL_IMAGE_FIELDS.length);
      if (form instanceof Response) return form;
      const fields = parse(mealCreateForm, form.fields);
      const { images, errors: unexpected } = mealImageFiles(form.files, form.fields);
      const missing: FieldErrors = images.main_image ? {} : { main_image: [MEAL_MESSAGES.mainImageRequired] };
      const imageErrors = await checkMealImages(images);
      const errors = merge(fields.errors, unexpected, missing, imageErrors);
      if (!fields.data || Object.keys(errors).length > 0) return badRequest(c, errors);
      return answer(c, await createMeal(menu, fields.data, images), 'Meal created successfully..', 'meal', 201);
    })

    .patch('/meal/:id/update/', requireAdmin(ctx), uploadGate(ctx.uploads), changed, audits.mealUpdate, validate('param', idParam), async (c) => {
      const form = await readUploadForm(c, MEAL_IMAGE_FIELDS.length);
      if (form instanceof Response) return form;
      const fields = parse(mealUpdateForm, form.fields);
      const { images, errors: unexpected } = mealImageFiles(form.files, form.fields);
      const errors = merge(fields.errors, unexpected, await checkMealImages(images));
      if (!fields.data || Object.keys(errors).length > 0) return badRequest(c, errors);
      const result = await updateMeal(menu, c.req.valid('param').id, fields.data, images);
      return answer(c, result, 'Meal updated successfully!', 'meal');
    })

    // docs/rules/orders.md#options: the meal's option groups, replaced whole (what customers chose keeps its ids).
    .put(
      '/meal/:id/options/',
      requireAdmin(ctx),
      changed,
      audits.mealOptions,
      validate('param', idParam),
      validate('json', optionGroupsRequest),
      async (c) => {
        const groups = await saveOptionGroups(ctx.db, c.req.valid('param').id, c.req.valid('json'));
        return groups ? c.json({ message: MEAL_OPTION_MESSAGES.saved, groups }) : notFound(c);
      },
    )

    .delete('/meal/:id/delete/', requireAdmin(ctx), changed, audits.mealDelete, validate('param', idParam), async (c) => {
      if (!(await deleteMeal(menu, c.req.valid('param').id))) return notFound(c);
      return c.json({ message: 'Meal deleted successfully...' });
    })

    .post('/meal/categories/', requireAdmin(ctx), changed, audits.categoryCreate, async (c) => {
      const form = await categoryName(c);
      if ('response' in form) return form.response;
      if (!('data' in form) || !form.data) return badRequest(c, form.errors);
      return answer(c, await createCategory(ctx.db, form.data.name), 'Category added successfully!', 'category', 201);
    })

    .patch('/meal/categories/:id/', requireAdmin(ctx), changed, audits.categoryUpdate, validate('param', idParam), async (c) => {
      const form = await categoryName(c);
      if ('response' in form) return form.response;
      if (!('data' in form) || !form.data) return badRequest(c, form.errors);
      const result = await updateCategory(ctx.db, c.req.valid('param').id, form.data.name);
      return answer(c, result, 'Category updated successfully', 'category');
    })

    .delete('/meal/categories/:id/', requireAdmin(ctx), changed, audits.categoryDelete, validate('param', idParam), async (c) => {
      if (!(await deleteCategory(menu, c.req.valid('param').id))) return notFound(c);
      return c.json({ message: 'Meal Category deleted successfully...' });
    });
}
