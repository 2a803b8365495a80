import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTAURANT_INFO_MESSAGES, restaurantInfo } from '../../contract/about';
import { variantPath } from '../../contract/media';
import { mediaDirOf } from '../../server/media/image-store';
import { apiClient, signedUpCustomer } from './support/account-client';
import { file, send, smallJpeg, smallPng } from './support/meal-fixtures';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { signedInAdmin } from './support/user-fixtures';

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

const VALID = {
  description: 'Family kitchen cooking Newari and Thakali food since 1998.',
  contact_number: '+977 1-5550123',
  email: 'hello@example.com',
  opening_time: '10:00',
  closing_time: '22:00',
};

function form(fields: Record<string, string>, image?: File) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (image) body.set('image', image);
  return body;
}

const save = (body: FormData, token = tokens.admin) => send(app, 'POST', '/about/about/', { token, form: body });
const stored = (path: string) => existsSync(join(mediaDirOf(t.env.dataDir), path.replace(/^\/media\//, '')));

describe('POST /about/about/ (spec §5 restaurant info; admins only)', () => {
  it('answers 401 to a visitor and 403 to a customer, and changes nothing', async () => {
    const body = () => form(VALID);
    expect((await send(app, 'POST', '/about/about/', { form: body() })).status).toBe(401);
    expect((await save(body(), tokens.customer)).status).toBe(403);
    expect((await send(app, 'GET', '/about/about/')).status).toBe(404);
  });

  it('creates the page only with a picture, then stores it as WebP variants', async () => {
    const withoutPicture = await save(form(VALID));
    expect(withoutPicture).toMatchObject({ status: 400, body: { image: [RESTAURANT_INFO_MESSAGES.imageRequired] } });

    const created = await save(form({ ...VALID, facebook_url: 'https://facebook.com/hearth' }, file(await smallPng(), 'front.png')));
    expect(created.status).toBe(200);
    const info = restaurantInfo.parse(created.body);
    expect(info).toMatchObject({ ...VALID, facebook_url: 'https://facebook.com/hearth', instagram_url: null });
    expect(info.image).toMatch(/^\/media\/about\/[0-9a-f]+\.webp$/);
    for (const size of ['thumb', 'card', 'detail'] as const) expect(stored(variantPath(info.image!, size))).toBe(true);
    expect((await send(app, 'GET', '/about/about/')).body).toEqual(created.body);
  });

  it('updates without a new picture, keeps links left out, clears an emptied one, and replaces the old files', async () => {
    const before = restaurantInfo.parse((await send(app, 'GET', '/about/about/')).body);
    const kept = await save(form({ ...VALID, description: 'A new description for the page.', instagram_url: 'https://instagram.com/hearth' }));
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

  it('names every field that breaks a rule, in the contract words', async () => {
    const refused = await save(
      form({
        description: 'short',
        contact_number: '',
        email: 'not-an-email',
        opening_time: '25:00',
        closing_time: '',
        facebook_url: 'facebook',
        time_zone: 'Mars/Olympus',
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      description: [RESTAURANT_INFO_MESSAGES.descriptionMin],
      contact_number: [RESTAURANT_INFO_MESSAGES.contactRequired],
      email: [RESTAURANT_INFO_MESSAGES.emailInvalid],
      opening_time: [RESTAURANT_INFO_MESSAGES.timeInvalid],
      closing_time: [RESTAURANT_INFO_MESSAGES.closingRequired],
      facebook_url: [RESTAURANT_INFO_MESSAGES.urlInvalid],
    });
    const longDescription = await save(form({ ...VALID, description: 'x'.repeat(3001) }));
    expect(longDescription.body).toEqual({ description: [RESTAURANT_INFO_MESSAGES.descriptionMax] });
    const zone = await save(form({ ...VALID, time_zone: 'Mars/Olympus' }));
    expect(zone.body).toEqual({ time_zone: [RESTAURANT_INFO_MESSAGES.timeZoneInvalid] });
  });

  it('refuses a text file named .png and text sent in the image field, by content', async () => {
    const fake = await save(form(VALID, file('<script>alert(1)</script>', 'photo.png')));
    expect(fake).toMatchObject({ status: 400, body: { image: ['Only image files are allowed'] } });
    const text = await save(form({ ...VALID, image: 'photo.png' }));
    expect(text).toMatchObject({ status: 400, body: { image: ['Only image files are allowed'] } });
  });

  it('takes new hours into account for orders at once', async () => {
    const closedAllDay = await save(form({ ...VALID, opening_time: '00:00', closing_time: '00:01', time_zone: 'UTC' }));
    expect(closedAllDay.body).toMatchObject({ opening_time: '00:00', closing_time: '00:01', time_zone: 'UTC' });
    const order = await send(app, 'POST', '/orders/', { token: tokens.customer, json: { items: [{ meal: 999_999, quantity: 1 }] } });
    // Closed is decided before the meals are looked at.
    expect(order.status).toBe(409);
  });
});
