import type { $Fetch, FetchOptions } from 'ofetch';
import { categoryList, meal, mealPage, mealSearchResults } from '../../../contract/meal';
import { messageResponse } from '../../../contract/meal-admin';
import { mealWithOptions, optionGroupList } from '../../../contract/meal-options';
import type { MealAdminApi, MealSubmission, WriteResult } from '../../../machines/catalogue/meal-admin-api';
import { MEAL_PAGE_SIZE } from '../../../machines/catalogue/meal-list.machine';
import { ok } from '../../../machines/shared/result';
import { request } from '../../api/http';
import { write } from '../../api/write';

/** A meal or category write: the server's message, or why it was refused. */
async function writeMessage(http: $Fetch, path: string, options: FetchOptions<'json'>): Promise<WriteResult<string>> {
  const answer = await write(http, messageResponse, path, options);
  return answer.ok ? ok(answer.data.message) : answer;
}

function multipart({ fields, images }: MealSubmission): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    // A Piece has no half plate price: the field is left out rather than sent blank.
    if (field === 'half_plate_price' && fields.meal_type === 'Piece') continue;
    form.set(field, String(value).trim());
  }
  for (const [field, file] of Object.entries(images)) if (file) form.set(field, file);
  return form;
}

/** The real admin calls: HTTP to the spec's paths, answers parsed by the contract. */
export function createMealAdminApi(http: $Fetch): MealAdminApi {
  return {
    listCategories: () => request(http, categoryList, '/meal/categories/'),
    loadMeal: (id) => request(http, meal, `/meal/meals/${id}`),
    mealPage: (page) => request(http, mealPage, '/meal/meals/', { query: { page, page_size: MEAL_PAGE_SIZE } }),
    async searchMeals(text) {
      const found = await request(http, mealSearchResults, '/meal/search/', { query: { search: text } });
      return found.ok ? ok(found.data.results) : found;
    },
    createMeal: (submission) => writeMessage(http, '/meal/meals/', { method: 'POST', body: multipart(submission) }),
    updateMeal: (id, submission) => writeMessage(http, `/meal/${id}/update/`, { method: 'PATCH', body: multipart(submission) }),
    async deleteMeal(id) {
      const answer = await request(http, messageResponse, `/meal/${id}/delete/`, { method: 'DELETE' });
      return answer.ok ? ok(answer.data.message) : answer;
    },
    addCategory: (name) => writeMessage(http, '/meal/categories/', { method: 'POST', body: { name } }),
    updateCategory(id, name) {
      const form = new FormData();
      form.set('name', name);
      return writeMessage(http, `/meal/categories/${id}/`, { method: 'PATCH', body: form });
    },
    async loadOptions(id) {
      const found = await request(http, mealWithOptions, `/meal/meals/${id}/`);
      return found.ok ? ok(found.data.option_groups ?? []) : found;
    },
    async saveOptions(id, groups) {
      const saved = await write(http, optionGroupList, `/meal/${id}/options/`, { method: 'PUT', body: groups });
      return saved.ok ? ok(saved.data.groups) : saved;
    },
    async deleteCategory(id) {
      const answer = await request(http, messageResponse, `/meal/categories/${id}/`, { method: 'DELETE' });
      return answer.ok ? ok(answer.data.message) : answer;
    },
  };
}
