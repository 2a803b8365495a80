import type { DemoMeal } from '../../../server/demo/catalog';
import type { DemoCatalog } from '../../../server/demo/seed';

/** A small stand-in for the demo artwork: small flat pictures render in milliseconds. */
const picture =
  (colour: string, width = 480, height = 360) =>
  () =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${colour}"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff8"/></svg>`;

const description = (dish: string) =>
  `${dish} cooked fresh every morning in our kitchen with spices ground in house, served hot with a side of pickle and a smile.`;

export const tinyMeals: DemoMeal[] = [
  {
    name: 'Chicken Momo',
    category: 'Momo',
    description: description('Chicken momo'),
    ingredients: 'chicken, flour, onion, garlic',
    price: 250,
    half_plate_price: 140,
    meal_type: 'Plate',
    is_non_veg: true,
    images: [picture('#c0392b'), picture('#e67e22'), picture('#f1c40f')],
  },
  {
    name: 'Veg Momo',
    category: 'Momo',
    description: description('Veg momo'),
    ingredients: 'cabbage, carrot, flour, onion',
    price: 180.5,
    half_plate_price: 100,
    meal_type: 'Plate',
    is_non_veg: false,
    images: [picture('#27ae60')],
  },
  {
    name: 'Sel Roti',
    category: 'Snacks',
    description: description('Sel roti'),
    ingredients: 'rice flour, sugar, ghee',
    price: 40,
    half_plate_price: null,
    meal_type: 'Piece',
    is_non_veg: false,
    images: [picture('#8e44ad'), picture('#2980b9')],
  },
];

export const tinyCatalog: DemoCatalog = {
  demoCategories: ['Momo', 'Snacks', 'Drinks'],
  demoMeals: tinyMeals,
  demoRestaurant: {
    name: 'Test Kitchen',
    description:
      'A test kitchen that exists only for the duration of a test run, serving momo and sel roti to assertions.',
    contact_number: '9801234567',
    email: 'hello@test-kitchen.example',
    opening_time: '10:00',
    closing_time: '22:00',
    time_zone: 'Asia/Kathmandu',
    facebook_url: 'https://www.facebook.com/test-kitchen',
    instagram_url: null,
    tiktok_url: null,
    latitude: 27.7172,
    longitude: 85.324,
    image: picture('#34495e', 640, 360),
  },
};

export const loadTinyCatalog = async () => tinyCatalog;
