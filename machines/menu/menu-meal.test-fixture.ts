import type { Meal } from '../../contract/meal';

/** A menu meal with nothing but its id and category mattering: what the category filter's tests build menus from. */
export const menuMeal = (id: number, category: { id: number; name: string } | null): Meal => ({
  id,
  name: `Meal ${id}`,
  description: 'A meal.',
  price: 100,
  half_plate_price: null,
  meal_type: 'Piece',
  ingredients: 'salt',
  main_image: null,
  image1: null,
  image2: null,
  category,
  is_non_veg: false,
  rating: null,
  rating_count: 0,
  created_at: '2025-01-01T00:00:00Z',
});
