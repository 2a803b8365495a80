import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealSubmission } from '../../../machines/catalogue/meal-admin-api';
import { createMealAdminApi } from './meal-admin-api';
import { fakeApiHost, type Reply } from '../../api/testing/fake-api-host';

/** The meal calls against a fake API host. */
function serve(routes: Record<string, Reply>) {
  const { http, calls } = fakeApiHost(routes);
  return { api: createMealAdminApi(http), calls };
}

afterEach(() => vi.unstubAllGlobals());

const picture = new File([new Uint8Array([1, 2, 3])], 'momo.png', { type: 'image/png' });
const submission = (mealType: 'Plate' | 'Piece'): MealSubmission => ({
  fields: {
    name: ' Veg Momo ',
    price: '240',
    half_plate_price: '130',
    meal_type: mealType,
    ingredients: 'cabbage, flour',
    description: 'Steamed.',
    category_id: '1',
    is_non_veg: false,
  },
  images: { main_image: picture },
});

describe('the admin meal calls', () => {
  it('sends a new meal as multipart: trimmed fields and the chosen image', async () => {
    const { api, calls } = serve({ 'POST /api/meal/meals/': { status: 201, body: { message: 'Meal created successfully..' } } });
    expect(await api.createMeal(submission('Plate'))).toEqual({ ok: true, data: 'Meal created successfully..' });
    const form = calls[0]!.body as FormData;
    expect(form.get('name')).toBe('Veg Momo');
    expect(form.get('half_plate_price')).toBe('130');
    expect(form.get('is_non_veg')).toBe('false');
    expect((form.get('main_image') as File).name).toBe('momo.png');
  });

  it('leaves out the half plate price of a Piece (PATCH /meal/{id}/update/)', async () => {
    const { api, calls } = serve({ 'PATCH /api/meal/7/update/': { body: { message: 'Meal updated successfully!' } } });
    await api.updateMeal(7, submission('Piece'));
    expect((calls[0]!.body as FormData).has('half_plate_price')).toBe(false);
  });

  it("brings back each refused field's first message from a 400", async () => {
    const { api } = serve({
      'POST /api/meal/meals/': {
        status: 400,
        body: { name: ['Meal name is required'], main_image: ['Only image files are allowed', 'x'] },
      },
    });
    expect(await api.createMeal(submission('Plate'))).toEqual({
      ok: false,
      message: 'Meal name is required, Only image files are allowed, x',
      status: 400,
      fields: { name: 'Meal name is required', main_image: 'Only image files are allowed' },
    });
  });

  it('asks for pages of 8 and searches by text', async () => {
    const { api, calls } = serve({
      'GET /api/meal/meals/?page=2&page_size=8': { body: { count: 9, results: [] } },
      'GET /api/meal/search/?search=momo': { body: { results: [] } },
    });
    expect(await api.mealPage(2)).toEqual({ ok: true, data: { count: 9, results: [] } });
    expect(await api.searchMeals('momo')).toEqual({ ok: true, data: [] });
    expect(calls.map((call) => call.route)).toEqual([
      'GET /api/meal/meals/?page=2&page_size=8',
      'GET /api/meal/search/?search=momo',
    ]);
  });

  it('renames a category with a multipart name and deletes one', async () => {
    const { api, calls } = serve({
      'PATCH /api/meal/categories/3/': { body: { message: 'Category updated successfully' } },
      'DELETE /api/meal/categories/3/': { body: { message: 'Meal Category deleted successfully...' } },
    });
    expect(await api.updateCategory(3, 'Soups')).toEqual({ ok: true, data: 'Category updated successfully' });
    expect((calls[0]!.body as FormData).get('name')).toBe('Soups');
    expect(await api.deleteCategory(3)).toEqual({ ok: true, data: 'Meal Category deleted successfully...' });
  });
});
