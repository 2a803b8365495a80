import { variantPath, variantSrcSet } from '../../contract/media';
import { API_BASE } from '../api/api-base';
import mealPlaceholder from '../assets/meal-placeholder.svg?no-inline';
import defaultRestaurantImage from '../assets/restaurant-default.svg?no-inline';

/**
 * Image paths on the wire are relative to the API host (docs/rules/entities.md#entities-and-fields); full URLs pass
 * through.
 */
export function mediaUrl(path: string, base: string = API_BASE): string {
  return /^(https?:|data:|blob:)/.test(path) ? path : `${base}${path}`;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcset` for a stored image: the server keeps width variants of every WebP it stores (contract/media.ts),
 * so the browser can pick the smallest that fills the slot. Other paths have no variants; no path → placeholder.
 */
export function imageSources(path: string | null, fallback: string = mealPlaceholder): ImageSources {
  if (!path) return { src: fallback };
  if (!path.endsWith('.webp')) return { src: mediaUrl(path) };
  return {
    src: mediaUrl(variantPath(path, 'card')),
    srcSet: variantSrcSet(path, (variant) => mediaUrl(variant)),
  };
}

/** The restaurant's own photo, or the illustration the app ships for a restaurant that has none. */
export function restaurantImage(path: string | null | undefined): ImageSources {
  return imageSources(path ?? null, defaultRestaurantImage);
}

/**
 * The Element Timing name of a page's first photo (the one it loads at once): public/first-paint.js starts what the page
 * needs after its first paint when the browser reports this photo drawn.
 */
export const FIRST_PHOTO = 'first-photo';
