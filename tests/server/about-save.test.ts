import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTAURANT_INFO_MESSAGES, restaurantInfo } from '../../contract/about';
import { IMAGE_WIDTHS, type ImageSize, variantPath } from '../../contract/media';
import { mediaDirOf } from '../../server/media/image-store';
import { apiClient, signedUpCustomer } from './support/account-client';
import { file, send, smallJpeg, smallPng } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { signedInAdmin } from './support/user-fixtures';
import { aboutForm as form, VALID_ABOUT as VALID } from './support/about-fixtures';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let tokens: { admin: string; customer: string };

beforeAll(async () => {
  t = await openTestDatabase();
  // Noon UTC: the hours test below knows whether the restaurant is open.
  ({ app } = makeTestApp(t.db, t.env, { clock: () => new Date('2026-11-21T12:00:00Z') }));
  tokens = {
    admin: (await signedInAdmin(app, t.db)).access,
    customer: (await signedUpCustomer(apiClient(app), t.db)).access,
  };
});
afterAll(async () => {
  await t.destroy();
});

const save = (body: FormData, token = tokens.admin) => send(app, 'POST', '/about/about/', { token, form: body });
const stored = (path: string) => existsSync(join(mediaDirOf(t.env.dataDir), path.replace(/^\/media\//, '')));

describe('POST /about/about/ (docs/rules/validation.md#restaurant-info restaurant info; admins only)', () => {
  it('answers 401 to a visitor and 403 to a customer, and changes nothing', async () => {
    const body = () => form(VALID);
    expect((await send(app, 'POST', '/about/about/', { form: body() })).status).toBe(401);
    expect((await save(body(), tokens.customer)).status).toBe(403);
    expect((await send(app, 'GET', '/about/about/')).status).toBe(404);
  });

  it('creates the page only with a picture, then stores it as WebP variants', async () => {
    const withoutPicture = await save(form(VALID));
    expect(withoutPicture).toMatchObject({ status: 400, body: { image: [RESTAURANT_INFO_MESSAGES.imageRequired] } });

    const created = await save(
      form({ ...VALID, facebook_url: 'https://facebook.com/hearth' }, file(await smallPng(), 'front.png')),
    );
    expect(created.status).toBe(200);
    const info = restaurantInfo.parse(created.body);
    expect(info).toMatchObject({ ...VALID, facebook_url: 'https://facebook.com/hearth', instagram_url: null });
    expect(info.image).toMatch(/^\/media\/about\/[0-9a-f]+\.webp$/);
    for (const size of ['thumb', 'card', 'detail'] as const) expect(stored(variantPath(info.image!, size))).toBe(true);
    expect((await send(app, 'GET', '/about/about/')).body).toEqual(created.body);
  });

  it('updates without a new picture, keeps links left out, clears an emptied one, and replaces the old files', async () => {
    const before = restaurantInfo.parse((await send(app, 'GET', '/about/about/')).body);
    const kept = await save(
      form({ ...VALID, description: 'A new description for the page.', instagram_url: 'https://instagram.com/hearth' }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      description: 'A new description for the page.',
      image: before.image,
      facebook_url: before.facebook_url,
      instagram_url: 'https://instagram.com/hearth',
    });

    const replaced = await save(form({ ...VALID, facebook_url: '' }, file(await smallJpeg(), 'new.jpg', 'image/jpeg')));
    expect(replaced.status).toBe(200);
    const after = restaurantInfo.parse(replaced.body);
    expect(after.facebook_url).toBeNull();
    expect(after.image).not.toBe(before.image);
    expect(stored(after.image!)).toBe(true);
    expect(stored(before.image!)).toBe(false);
    expect(stored(variantPath(before.image!, 'card'))).toBe(false);
  });

  it('changes only the fields an update sends, and keeps times as HH:MM', async () => {
    const before = restaurantInfo.parse((await send(app, 'GET', '/about/about/')).body);
    const changed = await save(form({ opening_time: '09:30:00', name: 'Hearth & Himal' }));
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...before, opening_time: '09:30', name: 'Hearth & Himal' });
    const untouched = await save(form({}));
    expect(untouched.body).toEqual(changed.body);
  });

  it('lets two saves with new pictures land one after the other: one picture is left, on disk and in the row', async () => {
    const [first, second] = await Promise.all([
      save(form({ description: 'First of two saves at once.' }, file(await smallPng(), 'a.png'))),
      save(form({ email: 'second@example.com' }, file(await smallJpeg(), 'b.jpg', 'image/jpeg'))),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const info = restaurantInfo.parse((await send(app, 'GET', '/about/about/')).body);
    // Whichever landed last merged over the other: both changes are kept.
    expect(info).toMatchObject({ description: 'First of two saves at once.', email: 'second@example.com' });
    const files = await readdir(join(mediaDirOf(t.env.dataDir), 'about'));
    expect(files.sort()).toEqual(
      [info.image!, ...(Object.keys(IMAGE_WIDTHS) as ImageSize[]).map((size) => variantPath(info.image!, size))]
        .map((path) => path.split('/').at(-1))
        .sort(),
    );
  });

  it('tells browsers to ask again rather than reuse an old copy of the page', async () => {
    const response = await send(app, 'GET', '/about/about/');
    expect(response.response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('takes new hours into account for orders at once', async () => {
    const closedAllDay = await save(form({ ...VALID, opening_time: '00:00', closing_time: '00:01', time_zone: 'UTC' }));
    expect(closedAllDay.body).toMatchObject({
      opening_time: '00:00',
      closing_time: '00:01',
      time_zone: 'UTC',
      open_now: false,
    });
    // Every page reads it before the cart (docs/rules/orders.md#checkout): closed at noon UTC, open again with hours
    // around noon.
    expect((await send(app, 'GET', '/about/about/')).body).toMatchObject({ open_now: false });
    await save(form({ ...VALID, opening_time: '11:00', closing_time: '13:00', time_zone: 'UTC' }));
    expect((await send(app, 'GET', '/about/about/')).body).toMatchObject({ open_now: true });
    await save(form({ ...VALID, opening_time: '00:00', closing_time: '00:01', time_zone: 'UTC' }));
    const order = await send(app, 'POST', '/orders/', {
      token: tokens.customer,
      json: { items: [{ meal: 999_999, quantity: 1 }] },
    });
    // Closed is decided before the meals are looked at.
    expect(order.status).toBe(409);
  });
});
