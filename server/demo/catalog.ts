import { restaurantHero } from '../../demo/artwork/hero';
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
  name: 'Himalayan Hearth',
  description:
    'Himalayan Hearth is a family kitchen in the heart of Thamel, Kathmandu. Our momo are folded by hand every morning, our dal bhat is cooked the way our grandmother taught us, and the chai is always on the boil. Come for steaming jhol momo, Newari chatamari and charcoal sekuwa, stay for juju dhau from Bhaktapur, or order online and pay with eSewa.',
  contact_number: '9801234567',
  email: 'namaste@himalayanhearth.example',
  opening_time: '10:00',
  closing_time: '22:00',
  time_zone: 'Asia/Kathmandu',
  facebook_url: 'https://www.facebook.com/himalayanhearth.ktm',
  instagram_url: 'https://www.instagram.com/himalayanhearth.ktm',
  tiktok_url: 'https://www.tiktok.com/@himalayanhearth.ktm',
  latitude: 27.7154,
  longitude: 85.3123,
  image: restaurantHero,
};
