import { restaurantHero } from '../../demo/artwork/hero';
import { DEMO_RESTAURANT } from '../../demo/restaurant';
import type { DemoMeal } from './demo-meal';


/**
 * The demo restaurant loaded into an empty database (docs/rules/system.md#demo-data). Every picture is an SVG document
 * drawn in code (demo/artwork, outside server/), 1200×900 for meals and 1600×900 for the restaurant, for the server to
 * render with sharp. Rendering is deterministic: the same function always returns the same document.
 */
export type { DemoMeal };

export const demoCategories: string[] = ['Momo', 'Thali & Curries', 'Noodles & Rice', 'Snacks', 'Drinks & Desserts'];

export { demoMeals } from './demo-meals';
export { demoOptions } from './demo-options';

export const demoRestaurant: {
  name: string;
  description: string;
  contact_number: string;
  email: string;
  opening_time: '10:00';
  closing_time: '22:00';
  time_zone: 'Asia/Kathmandu';
  facebook_url: string | null;
  instagram_url: string | null;
  tiktok_url: string | null;
  latitude: number;
  longitude: number;
  image: () => string;
} = {
  ...DEMO_RESTAURANT,
  image: restaurantHero,
};
