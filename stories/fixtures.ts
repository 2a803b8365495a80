import type { OptionGroup } from '../contract/meal-options';
import type { RestaurantInfo } from '../contract/about';
import type { Category, Meal } from '../contract/meal';
import type { WriteFailure } from '../machines/shared/result';
import { dishArt } from './dish-art';
import { DEMO_RESTAURANT } from '../demo/restaurant';

export const categories: Category[] = [
  { id: 1, name: 'Momo', meal_count: 3 },
  { id: 2, name: 'Curries', meal_count: 2 },
  { id: 3, name: 'Snacks', meal_count: 2 },
  { id: 4, name: 'Desserts', meal_count: 1 },
];

const category = (id: number) => {
  const found = categories.find((c) => c.id === id);
  return found ? { id: found.id, name: found.name } : null;
};

interface MealSeed {
  name: string;
  description: string;
  price: number;
  category: number;
  nonVeg: boolean;
  type?: 'Plate' | 'Piece';
  art: Parameters<typeof dishArt>[0] | null;
}

const seeds: MealSeed[] = [
  {
    name: 'Chicken Steamed Momo',
    description:
      'Ten hand-pleated dumplings filled with minced chicken, onion, ginger and fresh coriander, steamed in bamboo over cabbage leaves and served with a roasted tomato and sesame achar that has a gentle kick of timur pepper.',
    price: 280,
    category: 1,
    nonVeg: true,
    art: { food: '#A8D08D', accent: '#F3E6D3', side: '#D9502E' },
  },
  {
    name: 'Paneer Butter Masala',
    description:
      'Soft cubes of fresh paneer simmered in a silky tomato, butter and cashew gravy with a swirl of cream and a pinch of kasuri methi. Best with butter naan.',
    price: 450.75,
    category: 2,
    nonVeg: false,
    art: { food: '#E07A3A', accent: '#FFF3DC', side: '#F4EADA' },
  },
  {
    name: 'Kukhura ko Masu',
    description:
      'Home-style Nepali chicken curry, slow-cooked on the bone with onion, tomato, ginger, garlic and our own roasted masala until the meat falls away.',
    price: 480,
    category: 2,
    nonVeg: true,
    art: { food: '#9C3D1C', accent: '#C8612F', side: '#FFFDF8' },
  },
  {
    name: 'Veg Jhol Momo',
    description:
      'Cabbage, carrot and paneer momo sunk in a warm, tangy jhol of roasted tomato, sesame and timur, finished with spring onion.',
    price: 240,
    category: 1,
    nonVeg: false,
    art: { food: '#D9502E', accent: '#F3E6D3', side: '#EFAE3A' },
  },
  {
    name: 'Samosa',
    description:
      'Flaky, hand-folded pastry filled with spiced potato and green peas, fried until blistered and golden.',
    price: 60,
    category: 3,
    nonVeg: false,
    type: 'Piece',
    art: { food: '#F0C27A', accent: '#D98E12', side: '#2E7D32' },
  },
  {
    name: 'Chicken Sekuwa',
    description:
      'Chicken marinated overnight in mustard oil, timur and Himalayan spices, then grilled on skewers over charcoal. Served on beaten rice with a fresh radish pickle.',
    price: 420,
    category: 3,
    nonVeg: true,
    art: { food: '#7A3B1B', accent: '#B5651D', side: '#F4EADA' },
  },
  {
    name: 'Buff Kothey Momo',
    description: 'Half-moon momo pan-fried until the bottoms are crisp, with a chilli-garlic dip.',
    price: 300,
    category: 1,
    nonVeg: true,
    art: null,
  },
  {
    name: 'Juju Dhau',
    description:
      'The king of curd from Bhaktapur: creamy buffalo-milk yoghurt, sweet and set slowly in its own clay kataro, with a golden crust on top.',
    price: 250,
    category: 4,
    nonVeg: false,
    type: 'Piece',
    art: { food: '#FFF6E0', accent: '#F6E2B8', side: '#EFAE3A' },
  },
];

export const meals: Meal[] = seeds.map((seed, index) => ({
  id: index + 1,
  name: seed.name,
  description: seed.description,
  price: seed.price,
  half_plate_price: seed.type === 'Piece' ? null : Math.round(seed.price * 0.6),
  meal_type: seed.type ?? 'Plate',
  ingredients: 'onion, garlic, ginger, tomato',
  main_image: seed.art ? dishArt(seed.art) : null,
  image1: null,
  image2: null,
  category: category(seed.category),
  is_non_veg: seed.nonVeg,
  rating: null,
  rating_count: 0,
  created_at: new Date(Date.UTC(2025, 0, 20 - index)).toISOString(),
}));

export const restaurant: RestaurantInfo = {
  // The app's demo restaurant (demo/restaurant.ts), so Storybook and the running app name the same place.
  ...DEMO_RESTAURANT,
  image: null,
  open_now: true,
};

export const restaurantWithoutSocials: RestaurantInfo = {
  ...restaurant,
  facebook_url: null,
  instagram_url: null,
  tiktok_url: null,
  opening_time: '07:30',
  closing_time: '21:45',
};

/** The same restaurant at night: the server says it is closed (open 10:00 AM - 10:00 PM). */
export const closedAtNight: RestaurantInfo = { ...restaurant, open_now: false };

/**
 * docs/rules/orders.md#options: options, as an admin would give the momo: spice level (pick one) and extras (pick any).
 */
const option = (id: number, name: string, price = 0) => ({ id, name, price });
export const momoOptions: OptionGroup[] = [
  { id: 1, name: 'Spice level', kind: 'one', options: [option(1, 'Mild'), option(2, 'Medium'), option(3, 'Hot')] },
  { id: 2, name: 'Extras', kind: 'any', options: [option(4, 'Extra achar', 30), option(5, 'Cheese', 60)] },
];

/** A write the server refuses for one field (400): the toast's words and the field's are the same. */
export const refusedField = (field: string, message: string) => async (): Promise<WriteFailure> => ({
  ok: false,
  message,
  status: 400,
  fields: { [field]: message },
});

/**
 * A whole 1×1 PNG, for the stories that choose a picture: its preview draws (the first bytes alone showed a broken
 * image in the form's preview).
 */
export const pngFile = (name: string) =>
  new File(
    [Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0))],
    name,
    { type: 'image/png' },
  );
