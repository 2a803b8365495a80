import * as z from 'zod/mini';
import { isOpenAt } from '../../contract/local-time';
import { RESTAURANT_INFO_MESSAGES, type RestaurantInfo, restaurantInfoFields } from '../../contract/about';
import type { FieldErrors } from '../../contract/common';
import type { Db } from '../db/database';
import { getRestaurantInfo, insertRestaurantInfo, replaceRestaurantInfo } from '../db/repositories/restaurant-info';
import type { RestaurantInfoRow } from '../db/schema';
import type { MultipartForm } from '../http/multipart';
import { fieldErrors } from '../http/validation';
import { mediaOf } from '../media/create-store';
import { deleteImage, saveImage } from '../media/image-store';
import type { MediaStore } from '../media/media-store';
import { checkImageFiles, imageFilesOf } from './image-fields';
import { type Clock, isoAt } from './account-context';

/** Before an admin names it. */
export const FALLBACK_RESTAURANT_NAME = 'Restaurant';
/** The demo restaurant's, and the spec's country's. */
export const DEFAULT_TIME_ZONE = 'Asia/Kathmandu';

/** null until an admin (or the demo data) sets the restaurant up. `open_now` as the kitchen's clock reads it at `at`. */
export async function restaurantInfo(db: Db, at: Date): Promise<RestaurantInfo | null> {
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
    open_now: isOpenAt(row, at),
  };
}

export interface AboutContext {
  db: Db;
  dataDir: string;
  /** Where photos are stored (MEDIA_STORE); unset: the disk of `dataDir`. */
  media?: MediaStore;
  clock: Clock;
}

/** Its fields come as a form's text or as JSON's values. */
export type RestaurantForm = MultipartForm<unknown>;

export type SaveRestaurantResult = { ok: true; info: RestaurantInfo } | { ok: false; errors: FieldErrors };

const IMAGE_FIELD = 'image';
/** An update: every field may be left out and keeps its value; those sent follow the same rules. */
const restaurantInfoChanges = z.partial(restaurantInfoFields);
type Changes = z.infer<typeof restaurantInfoChanges>;

export const knownTimeZone = (zone: string) => {
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

/** A browser's time input may add seconds; the restaurant keeps HH:MM. */
const clock = (sent: string | undefined, stored: string | undefined) => sent?.slice(0, 5) ?? (stored as string);

/** Every refused field of the form at once: text fields, time zone and picture. */
async function formErrors(form: RestaurantForm, stored: RestaurantInfoRow | undefined) {
  const errors: FieldErrors = {};
  const { images, errors: fileErrors } = imageFilesOf([IMAGE_FIELD], form.files, form.fields);
  const image = images[IMAGE_FIELD];
  Object.assign(errors, fileErrors, fileErrors[IMAGE_FIELD] ? {} : await checkImageFiles([IMAGE_FIELD], images));
  if (!image && !errors[IMAGE_FIELD] && !stored?.image) errors[IMAGE_FIELD] = [RESTAURANT_INFO_MESSAGES.imageRequired];

  // Unknown keys, the image among them, are dropped by the schema.
  const parsed = (stored ? restaurantInfoChanges : restaurantInfoFields).safeParse(form.fields);
  if (!parsed.success) Object.assign(errors, fieldErrors(parsed.error));
  // Read from the form, not the parse, so an unknown zone is named even when other fields are refused.
  const zone = form.fields.time_zone;
  if (typeof zone === 'string' && !errors.time_zone && !knownTimeZone(zone.trim())) {
    errors.time_zone = [RESTAURANT_INFO_MESSAGES.timeZoneInvalid];
  }
  return { errors, changes: parsed.data as Changes | undefined, image };
}

/** The row as it will be: what was sent over what is stored. */
const merged = (changes: Changes, stored: RestaurantInfoRow | undefined, image: string | null, at: Date) => ({
  name: changes.name ?? stored?.name ?? FALLBACK_RESTAURANT_NAME,
  description: changes.description ?? (stored?.description as string),
  contact_number: changes.contact_number ?? (stored?.contact_number as string),
  email: changes.email ?? (stored?.email as string),
  image: image ?? stored?.image ?? null,
  opening_time: clock(changes.opening_time, stored?.opening_time),
  closing_time: clock(changes.closing_time, stored?.closing_time),
  time_zone: changes.time_zone ?? stored?.time_zone ?? DEFAULT_TIME_ZONE,
  facebook_url: link(changes.facebook_url, stored?.facebook_url),
  instagram_url: link(changes.instagram_url, stored?.instagram_url),
  tiktok_url: link(changes.tiktok_url, stored?.tiktok_url),
  latitude: stored?.latitude ?? null,
  longitude: stored?.longitude ?? null,
  updated_at: isoAt(at),
});

/**
 * Creates or updates the restaurant's public page (docs/rules/validation.md#restaurant-info). The first save needs the
 * spec's fields and a picture;
 * later ones change only what they send. A new picture replaces the old files once the row points at it. Nothing
 * caches the row: the about page and the opening-hours check of new orders read it fresh, so they see it at once.
 */
export async function saveRestaurant(ctx: AboutContext, form: RestaurantForm): Promise<SaveRestaurantResult> {
  let stored = await getRestaurantInfo(ctx.db);
  const { errors, changes, image } = await formErrors(form, stored);
  if (!changes || Object.keys(errors).length > 0) return { ok: false, errors };

  const newImage = image ? await saveImage(mediaOf(ctx), 'about', image.bytes) : null;
  try {
    // When another save lands between the read and the write, this one merges again over what that one wrote.
    for (;;) {
      const row = merged(changes, stored, newImage, ctx.clock());
      if (stored ? await replaceRestaurantInfo(ctx.db, row, stored) : await insertRestaurantInfo(ctx.db, row)) break;
      stored = await getRestaurantInfo(ctx.db);
    }
  } catch (error) {
    await deleteImage(mediaOf(ctx), newImage);
    throw error;
  }
  if (newImage && stored?.image) await deleteImage(mediaOf(ctx), stored.image);
  return { ok: true, info: (await restaurantInfo(ctx.db, ctx.clock())) as RestaurantInfo };
}
