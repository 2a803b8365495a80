import type { Category, Meal, MealPage } from '../../contract/meal';
import type { MealImageField } from '../../contract/meal-admin';
import type { OptionGroup, OptionGroupsRequest } from '../../contract/meal-options';
import type { Result } from '../shared/result';

import type { WriteResult } from '../shared/result';
export type { WriteFailure, WriteResult } from '../shared/result';

/** The meal form's text fields as typed; multipart sends every one of them as text. */
export interface MealFields {
  name: string;
  price: string;
  half_plate_price: string;
  meal_type: 'Plate' | 'Piece';
  ingredients: string;
  description: string;
  category_id: string;
  is_non_veg: boolean;
}

/** One multipart body: the fields and the images chosen this time (an update keeps the images not sent). */
export interface MealSubmission {
  fields: MealFields;
  images: Partial<Record<MealImageField, File>>;
}

/** The admin's meal and category calls (docs/rules/api.md#meals-and-categories), loaded only with the admin screens. */
export interface MealAdminApi {
  /** GET /meal/categories/ */
  listCategories(): Promise<Result<Category[]>>;
  /** GET /meal/meals/{id} */
  loadMeal(id: number): Promise<Result<Meal>>;
  /** GET /meal/meals/?page=&page_size=8 */
  mealPage(page: number): Promise<Result<MealPage>>;
  /** GET /meal/search/?search= */
  searchMeals(text: string): Promise<Result<Meal[]>>;
  /** POST /meal/meals/ (multipart); answers the server's message. */
  createMeal(meal: MealSubmission): Promise<WriteResult<string>>;
  /** PATCH /meal/{id}/update/ (multipart) */
  updateMeal(id: number, meal: MealSubmission): Promise<WriteResult<string>>;
  /** DELETE /meal/{id}/delete/ */
  deleteMeal(id: number): Promise<Result<string>>;
  /** POST /meal/categories/ */
  addCategory(name: string): Promise<WriteResult<string>>;
  /** PATCH /meal/categories/{id}/ (multipart name) */
  updateCategory(id: number, name: string): Promise<WriteResult<string>>;
  /**
   * docs/rules/orders.md#options: the meal's option groups (GET /meal/meals/{id}/), and PUT /meal/{id}/options/ to
   * replace them.
   */
  loadOptions(id: number): Promise<Result<OptionGroup[]>>;
  saveOptions(id: number, groups: OptionGroupsRequest): Promise<WriteResult<OptionGroup[]>>;
  /** DELETE /meal/categories/{id}/ (its meals go with it, docs/rules/menu.md#deleting) */
  deleteCategory(id: number): Promise<Result<string>>;
}
