/** The display limits of docs/rules/limits.md#numbers-and-limits, in one place so screens and tests agree on them. */

/** The home carousel shows the first three of the latest meals. */
export const CAROUSEL_MEAL_COUNT = 3;
export const CAROUSEL_DESCRIPTION_LIMIT = 200;
/** Meal cards in the menu grid (and, later, search). */
export const GRID_DESCRIPTION_LIMIT = 120;
/** The restaurant's description on a phone. */
export const ABOUT_MOBILE_LIMIT = 150;

/**
 * Skeleton lines while the carousel loads: the image side and the text side (docs/rules/limits.md#display: skeleton
 * counts 22 and 10).
 */
export const CAROUSEL_SKELETON_IMAGE_LINES = 22;
export const CAROUSEL_SKELETON_TEXT_LINES = 10;
