import * as z from 'zod/mini';

export const clockTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * GET /about/about/: restaurant info (docs/rules/entities.md#entities-and-fields) plus the name, map location and time
 * zone a real restaurant needs.
 */
export const restaurantInfo = z.object({
  name: z.string(),
  description: z.string(),
  contact_number: z.string(),
  email: z.string(),
  image: z.nullable(z.string()),
  opening_time: clockTime,
  closing_time: clockTime,
  time_zone: z.string(),
  facebook_url: z.nullable(z.string()),
  instagram_url: z.nullable(z.string()),
  tiktok_url: z.nullable(z.string()),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  /**
   * Whether the kitchen takes orders right now (docs/rules/orders.md#checkout): every page says so before anyone fills
   * a cart.
   */
  open_now: z.boolean(),
});
export type RestaurantInfo = z.infer<typeof restaurantInfo>;
