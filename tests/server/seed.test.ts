import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../contract/media';
import { now } from '../../server/db/database';
import { countCategories, listCategoriesWithCounts } from '../../server/db/repositories/categories';
import { countMeals } from '../../server/db/repositories/meals';
import { getRestaurantInfo } from '../../server/db/repositories/restaurant-info';
import { findUserByPhone, insertUser } from '../../server/db/repositories/users';
import { DEMO_CUSTOMER } from '../../server/demo/accounts';
import { seedDatabase } from '../../server/demo/seed';
import { mediaDirOf } from '../../server/media/image-store';
import { hashPassword, verifyPassword } from '../../server/services/passwords';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { loadTinyCatalog } from './support/tiny-catalog';

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.destroy()));
});

async function fresh(overrides: Record<string, string> = {}) {
  const t = await openTestDatabase(overrides);
  opened.push(t);
  return t;
}

const unusedCatalog = () => Promise.reject(new Error('the catalog should not be loaded'));
const seed = (t: TestDatabase, catalog = loadTinyCatalog) => seedDatabase(t.db, t.env, { dialect: t.dialect, catalog });
const mediaFiles = async (t: TestDatabase) => (await readdir(mediaDirOf(t.dataDir), { recursive: true })).sort();

describe('seedDatabase', () => {
  it('loads the demo restaurant into an empty database once, and changes nothing after', async () => {
    const t = await fresh({ DEMO_DATA: '1' });
    expect(await seed(t)).toEqual({ demoLoaded: true, adminCreated: true, admin: 'ready', demoCustomer: 'ready' });
    const counts = [await countCategories(t.db), await countMeals(t.db)];
    expect(counts).toEqual([3, 3]);
    const files = await mediaFiles(t);
    // 1 restaurant picture + 6 meal pictures, each as base + one file per width.
    expect(files.filter((file) => file.endsWith('.webp'))).toHaveLength(7 * (1 + Object.keys(IMAGE_WIDTHS).length));

    expect(await seed(t, unusedCatalog)).toEqual({
      demoLoaded: false,
      adminCreated: false,
      admin: 'ready',
      demoCustomer: 'ready',
    });
    expect([await countCategories(t.db), await countMeals(t.db)]).toEqual(counts);
    expect(await mediaFiles(t)).toEqual(files);
    expect(
      (await t.db.selectFrom('users').select('phone_number').execute()).map((user) => user.phone_number).sort(),
    ).toEqual(['9800000000', DEMO_CUSTOMER.phone_number]);
  });

  it('creates the first admin and the demo customer with argon2id password hashes', async () => {
    const t = await fresh({ DEMO_DATA: '1', ADMIN_PHONE: '9841000000', ADMIN_PASSWORD: 'Kitchen#2024' });
    await seed(t);
    const admin = await findUserByPhone(t.db, '9841000000');
    expect(admin).toMatchObject({ is_admin: 1, name: 'Admin' });
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.password_hash ?? '', 'Kitchen#2024')).toBe(true);
    const customer = await findUserByPhone(t.db, DEMO_CUSTOMER.phone_number);
    expect(customer).toMatchObject({ is_admin: 0, name: 'Sita Sharma' });
    expect(await verifyPassword(customer?.password_hash ?? '', 'Demo@1234')).toBe(true);
    expect((await listCategoriesWithCounts(t.db)).map((category) => category.name)).toEqual([
      'Momo',
      'Snacks',
      'Drinks',
    ]);
    expect(await getRestaurantInfo(t.db)).toMatchObject({ opening_time: '10:00', closing_time: '22:00' });
  });

  it('with DEMO_DATA=0 creates only the admin and never loads the artwork', async () => {
    const t = await fresh({ DEMO_DATA: '0' });
    expect(await seed(t, unusedCatalog)).toEqual({
      demoLoaded: false,
      adminCreated: true,
      admin: 'ready',
      demoCustomer: 'absent',
    });
    expect([await countCategories(t.db), await countMeals(t.db), await getRestaurantInfo(t.db)]).toEqual([
      0,
      0,
      undefined,
    ]);
    expect(await findUserByPhone(t.db, '9800000000')).toMatchObject({ is_admin: 1 });
  });

  it('never overwrites a password changed since, and says so', async () => {
    const t = await fresh({ DEMO_DATA: '1' });
    await seed(t);
    const changed = await hashPassword('Changed#9999');
    await t.db.updateTable('users').set({ password_hash: changed }).execute();
    expect(await seed(t, unusedCatalog)).toMatchObject({ admin: 'password-changed', demoCustomer: 'password-changed' });
    expect((await findUserByPhone(t.db, '9800000000'))?.password_hash).toBe(changed);
  });

  it('leaves a customer who owns ADMIN_PHONE a customer', async () => {
    const t = await fresh({ DEMO_DATA: '0' });
    await insertUser(t.db, {
      name: 'Hari',
      phone_number: '9800000000',
      password_hash: await hashPassword('x'),
      is_admin: 0,
      created_at: now(),
    });
    expect(await seed(t, unusedCatalog)).toMatchObject({ adminCreated: false, admin: 'not-an-admin' });
    expect(await findUserByPhone(t.db, '9800000000')).toMatchObject({ name: 'Hari', is_admin: 0 });
  });

  it('leaves a non-empty database without demo data alone', async () => {
    const t = await fresh({ DEMO_DATA: '1' });
    await t.db.insertInto('categories').values({ name: 'Our own', created_at: now() }).execute();
    expect(await seed(t, unusedCatalog)).toMatchObject({
      demoLoaded: false,
      adminCreated: true,
      demoCustomer: 'absent',
    });
    expect(await countCategories(t.db)).toBe(1);
  });
});

it('keeps seeded media inside DATA_DIR', async () => {
  const t = await fresh({ DEMO_DATA: '1' });
  await seed(t);
  const info = await getRestaurantInfo(t.db);
  expect(info?.image).toMatch(/^\/media\/about\/[0-9a-f]+\.webp$/);
  expect(await readdir(join(mediaDirOf(t.dataDir), 'about'))).toHaveLength(1 + Object.keys(IMAGE_WIDTHS).length);
});
