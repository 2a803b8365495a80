import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { type DatabaseDialect, type Db, now } from '../db/database';
import { countCategories, insertCategory } from '../db/repositories/categories';
import { countMeals, insertMeal } from '../db/repositories/meals';
import { saveRestaurantInfo } from '../db/repositories/restaurant-info';
import { countUsers, findUserByPhone, insertUser } from '../db/repositories/users';
import type { UserRow } from '../db/schema';
import type { Env } from '../env';
import { diskStore } from '../media/disk-store';
import { saveImage } from '../media/image-store';
import type { MediaStore } from '../media/media-store';
import { rupeesToPaisa } from '../services/money';
import { hashPassword, verifyPassword } from '../services/passwords';
import { DEMO_CUSTOMER, FIRST_ADMIN_NAME } from './accounts';

/** What server/demo/catalog.ts (the artwork) exports; tests pass a small catalog of the same shape. */
export type DemoCatalog = Pick<typeof import('./catalog'), 'demoCategories' | 'demoMeals' | 'demoRestaurant'> &
  Partial<Pick<typeof import('./catalog'), 'demoOptions'>>;

/** How the two printed accounts stand, so the start-up banner never shows a password that no longer works. */
export type AccountState = 'ready' | 'password-changed' | 'absent' | 'not-an-admin';

export interface SeedResult {
  demoLoaded: boolean;
  adminCreated: boolean;
  /** The ADMIN_PHONE account: 'not-an-admin' when it belongs to a customer, which is left as it is. */
  admin: Exclude<AccountState, 'absent'>;
  demoCustomer: Exclude<AccountState, 'not-an-admin'>;
}

// Any constant: it only has to be the same for every instance that seeds the same PostgreSQL database.
const SEED_LOCK = 7_310_412;

/**
 * Makes sure the first admin exists and, when the database is empty and DEMO_DATA=1, loads the demo restaurant.
 * Runs at every start and changes nothing the second time. One transaction: a crash half-way leaves an empty
 * database that the next start seeds again, and on PostgreSQL an advisory lock keeps instances starting together
 * from seeding twice.
 */
export async function seedDatabase(
  db: Db,
  env: Pick<Env, 'adminPhone' | 'adminPassword' | 'demoData' | 'dataDir'>,
  options: {
    dialect: DatabaseDialect;
    catalog: () => Promise<DemoCatalog>;
    /** Where the demo photos go (MEDIA_STORE); default: the disk of DATA_DIR. */
    media?: MediaStore;
  },
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    if (options.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const counts = await Promise.all([countUsers(trx), countCategories(trx), countMeals(trx)]);
    const empty = counts.every((count) => count === 0);

    const existingAdmin = await findUserByPhone(trx, env.adminPhone);
    if (!existingAdmin) {
      await insertUser(trx, {
        name: FIRST_ADMIN_NAME,
        phone_number: env.adminPhone,
        password_hash: await hashPassword(env.adminPassword),
        is_admin: 1,
        created_at: now(),
      });
    }

    const demoLoaded = empty && env.demoData;
    if (demoLoaded) {
      // Kept in the database, the photos are part of this transaction too.
      const media = options.media ?? diskStore(env.dataDir);
      await loadDemoData(trx, media.within?.(trx) ?? media, await options.catalog());
    }

    const admin = await findUserByPhone(trx, env.adminPhone);
    const demoCustomer = await findUserByPhone(trx, DEMO_CUSTOMER.phone_number);
    return {
      demoLoaded,
      adminCreated: !existingAdmin,
      admin: admin?.is_admin === 1 ? await passwordState(admin, env.adminPassword) : 'not-an-admin',
      demoCustomer: demoCustomer ? await passwordState(demoCustomer, DEMO_CUSTOMER.password) : 'absent',
    };
  });
}

async function passwordState(user: UserRow, password: string): Promise<'ready' | 'password-changed'> {
  return (await verifyPassword(user.password_hash, password)) ? 'ready' : 'password-changed';
}

/** The JSON meals.option_groups holds (services/meal-options.ts), ids counted from 1 within the meal. */
function demoOptionGroups(demoOptions: DemoCatalog['demoOptions'], mealName: string): string {
  const groups = demoOptions?.find(([pattern]) => pattern.test(mealName))?.[1] ?? [];
  let optionId = 0;
  return JSON.stringify(
    groups.map((group, index) => ({
      id: index + 1,
      name: group.name,
      kind: group.kind,
      options: group.options.map(([name, price]) => ({
        id: ++optionId,
        name,
        price_paisa: rupeesToPaisa(price),
      })),
    })),
  );
}

async function loadDemoData(db: Db, media: MediaStore, catalog: DemoCatalog): Promise<void> {
  const { demoCategories, demoMeals, demoRestaurant } = catalog;

  // The slow part: rasterise every picture, a few at a time so a small machine stays responsive.
  const pictures = [
    { folder: 'about', render: demoRestaurant.image },
    ...demoMeals.flatMap((meal) => meal.images.map((render) => ({ folder: 'meals', render }))),
  ];
  const limit = Math.min(4, Math.max(2, availableParallelism()));
  const [restaurantImage = null, ...mealImages] = await mapBounded(pictures, limit, ({ folder, render }) =>
    saveImage(media, folder, Buffer.from(render())),
  );

  const timestamp = now();
  await saveRestaurantInfo(db, {
    name: demoRestaurant.name,
    description: demoRestaurant.description,
    contact_number: demoRestaurant.contact_number,
    email: demoRestaurant.email,
    image: restaurantImage,
    opening_time: demoRestaurant.opening_time,
    closing_time: demoRestaurant.closing_time,
    time_zone: demoRestaurant.time_zone,
    facebook_url: demoRestaurant.facebook_url,
    instagram_url: demoRestaurant.instagram_url,
    tiktok_url: demoRestaurant.tiktok_url,
    latitude: demoRestaurant.latitude,
    longitude: demoRestaurant.longitude,
    updated_at: timestamp,
  });

  const categoryIds = new Map<string, number>();
  for (const name of demoCategories) categoryIds.set(name, await insertCategory(db, name, timestamp));

  // The catalog's order is the menu's order: the first meal is the newest, so it leads the home carousel.
  const newest = Date.now();
  for (const [index, meal] of demoMeals.entries()) {
    const categoryId = categoryIds.get(meal.category);
    if (categoryId === undefined)
      throw new Error(`Demo meal "${meal.name}" names an unknown category "${meal.category}"`);
    const images = mealImages.splice(0, meal.images.length);
    const createdAt = new Date(newest - index * 60_000).toISOString();
    await insertMeal(db, {
      name: meal.name,
      description: meal.description,
      price_paisa: rupeesToPaisa(meal.price),
      half_plate_price_paisa:
        meal.meal_type === 'Plate' && meal.half_plate_price != null ? rupeesToPaisa(meal.half_plate_price) : null,
      meal_type: meal.meal_type,
      ingredients: meal.ingredients,
      main_image: images[0] ?? null,
      image1: images[1] ?? null,
      image2: images[2] ?? null,
      category_id: categoryId,
      is_non_veg: meal.is_non_veg ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
      option_groups: demoOptionGroups(catalog.demoOptions, meal.name),
    });
  }

  if (await findUserByPhone(db, DEMO_CUSTOMER.phone_number)) return;
  await insertUser(db, {
    name: DEMO_CUSTOMER.name,
    phone_number: DEMO_CUSTOMER.phone_number,
    password_hash: await hashPassword(DEMO_CUSTOMER.password),
    is_admin: 0,
    created_at: timestamp,
  });
}

/** Like Promise.all over items.map(work), with at most `limit` running at once; results keep the input order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
