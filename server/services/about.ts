import type { RestaurantInfo } from '../../contract/about';
import type { Db } from '../db/database';
import { getRestaurantInfo } from '../db/repositories/restaurant-info';

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
