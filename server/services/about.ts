import * as z from 'zod/mini';
import { RESTAURANT_INFO_MESSAGES, type RestaurantInfo, restaurantInfoFields } from '../../contract/about';
import type { FieldErrors } from '../../contract/common';
import { MEAL_MESSAGES } from '../../contract/meal-admin';
import type { Db } from '../db/database';
import { getRestaurantInfo, saveRestaurantInfo } from '../db/repositories/restaurant-info';
import type { UploadedFile } from '../http/multipart';
import { checkImage } from '../media/image-check';
import { deleteImage, saveImage } from '../media/image-store';
import { type Clock, isoAt } from './account-context';

export type RestaurantInfoFieldsParsed = z.infer<typeof restaurantInfoFields>;
/** Before an admin names it. */
export const FALLBACK_RESTAURANT_NAME = 'Restaurant';
/** The demo restaurant's, and the spec's country's. */
export const DEFAULT_TIME_ZONE = 'Asia/Kathmandu';

/** null until an admin (or the demo data) sets the restaurant up. */
export async function restaurantInfo(db: Db): Promise<RestaurantInfo | null> {
  const row = await getRestaurantInfo(db);
  if (!row) return null;
  return {
    name: row.name,
    description: row.description,
    contact_number: row.contact_number,
    email: row.email,
    image: row.image,
    opening_time: row.opening_time,
    closing_time: row.closing_time,
    time_zone: row.time_zone,
    facebook_url: row.facebook_url,
    instagram_url: row.instagram_url,
    tiktok_url: row.tiktok_url,
    latitude: row.latitude == null ? null : Number(row.latitude),
    longitude: row.longitude == null ? null : Number(row.longitude),
  };
}

export interface AboutContext {
  db: Db;
  dataDir: string;
  clock: Clock;
}

export type SaveRestaurantResult = { ok: true; info: RestaurantInfo } | { ok: false; errors: FieldErrors };

const knownTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Social links: absent keeps the stored one, empty clears it. */
const link = (sent: string | undefined, stored: string | null | undefined) =>
  sent === undefined ? (stored ?? null) : sent === '' ? null : sent;

/**
 * Creates or updates the restaurant's public page (spec §5). The spec's fields are sent every time; name and time
 * zone, ours, keep their value when left out. The picture is required the first time; a new one replaces the old
 * files. The row is read fresh by every request, so the about page and the opening-hours check see it at once.
 */
export async function saveRestaurant(
  ctx: AboutContext,
  fields: RestaurantInfoFieldsParsed,
  image: UploadedFile | undefined,
): Promise<SaveRestaurantResult> {
  const stored = await getRestaurantInfo(ctx.db);
  const errors: FieldErrors = {};
  if (fields.time_zone !== undefined && !knownTimeZone(fields.time_zone)) {
    errors.time_zone = [RESTAURANT_INFO_MESSAGES.timeZoneInvalid];
  }
  if (!image && !stored?.image) errors.image = [RESTAURANT_INFO_MESSAGES.imageRequired];
  if (image) {
    const checked = await checkImage(image.bytes);
    if (checked === 'not-an-image') errors.image = [MEAL_MESSAGES.onlyImages];
    if (checked === 'too-many-pixels') errors.image = [MEAL_MESSAGES.imageTooManyPixels];
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const newImage = image ? await saveImage(ctx.dataDir, 'about', image.bytes) : null;
  try {
    await saveRestaurantInfo(ctx.db, {
      name: fields.name ?? stored?.name ?? FALLBACK_RESTAURANT_NAME,
      description: fields.description,
      contact_number: fields.contact_number,
      email: fields.email,
      image: newImage ?? stored?.image ?? null,
      opening_time: fields.opening_time.slice(0, 5),
      closing_time: fields.closing_time.slice(0, 5),
      time_zone: fields.time_zone ?? stored?.time_zone ?? DEFAULT_TIME_ZONE,
      facebook_url: link(fields.facebook_url, stored?.facebook_url),
      instagram_url: link(fields.instagram_url, stored?.instagram_url),
      tiktok_url: link(fields.tiktok_url, stored?.tiktok_url),
      latitude: stored?.latitude ?? null,
      longitude: stored?.longitude ?? null,
      updated_at: isoAt(ctx.clock()),
    });
  } catch (error) {
    await deleteImage(ctx.dataDir, newImage);
    throw error;
  }
  if (newImage && stored?.image) await deleteImage(ctx.dataDir, stored.image);
  return { ok: true, info: (await restaurantInfo(ctx.db)) as RestaurantInfo };
}
