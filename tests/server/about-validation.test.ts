import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESTAURANT_INFO_MESSAGES as M } from '../../contract/about';
import { MAX_IMAGE_BYTES, MEAL_MESSAGES } from '../../contract/meal-admin';
import { mediaDirOf } from '../../server/media/image-store';
import { file, send, smallPng } from './support/meal-fixtures';
import { pixelBomb } from './support/png-bytes';
import { STREAM_CHUNK, streamedForm } from './support/streamed-form';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';
import { signedInAdmin } from './support/user-fixtures';
import { aboutForm as form, VALID_ABOUT as VALID } from './support/about-fixtures';
import { refusalRounds } from '../../machines/restaurant/restaurant-info-refusals';

let t: TestDatabase;
let app: ReturnType<typeof makeTestApp>['app'];
let admin: string;

beforeAll(async () => {
  t = await openTestDatabase();
  ({ app } = makeTestApp(t.db, t.env));
  admin = (await signedInAdmin(app, t.db)).access;
});
afterAll(async () => {
  await t.destroy();
});

const save = (body: FormData) => send(app, 'POST', '/about/about/', { token: admin, form: body });
const notSetUp = async () => expect((await send(app, 'GET', '/about/about/')).status).toBe(404);
const aboutFiles = async () => readdir(join(mediaDirOf(t.env.dataDir), 'about')).catch(() => []);

/** What the first save without any of the required fields (or with them blank) is told, field by field. */
const EVERY_REQUIRED_MISSING = {
  description: [M.descriptionMin],
  contact_number: [M.contactRequired],
  email: [M.emailRequired],
  opening_time: [M.openingRequired],
  closing_time: [M.closingRequired],
  image: [M.imageRequired],
};

const CHUNK = STREAM_CHUNK;
/** The valid fields, then an `image` part of `fileBytes` bytes, streamed. */
const streamedUpload = (fileBytes: number) => streamedForm(VALID, 'image', fileBytes);

// Runs in order: the first group has no restaurant yet (a create), the last one has one (an update).
describe('POST /about/about/ the first time: the docs/rules/validation.md#restaurant-info fields and a picture are required', () => {
  it('names every missing field with its own message', async () => {
    const refused = await save(form({}));
    expect(refused).toEqual(
      expect.objectContaining({
        status: 400,
        body: EVERY_REQUIRED_MISSING,
      }),
    );
    const empty = await save(
      form({ description: '', contact_number: ' ', email: '', opening_time: '', closing_time: '' }),
    );
    expect(empty.body).toEqual(EVERY_REQUIRED_MISSING);
    await notSetUp();
  });

  it('checks the form of each field, and reports the picture with the text fields', async () => {
    for (const round of refusalRounds()) {
      const bad = Object.fromEntries(round.map(([field, value]) => [field, value]));
      const refused = await save(form({ ...VALID, ...bad }, file('just some text, not a picture', 'front.png')));
      expect(refused).toMatchObject({ status: 400 });
      expect(refused.body).toEqual({
        ...Object.fromEntries(round.map(([field, , message]) => [field, [message]])),
        image: [MEAL_MESSAGES.onlyImages],
      });
    }
    const long = await save(
      form({ ...VALID, description: 'x'.repeat(3001), name: 'x'.repeat(81) }, file(await smallPng(), 'a.png')),
    );
    expect(long.body).toEqual({ description: [M.descriptionMax], name: [M.nameInvalid] });
    await notSetUp();
    expect(await aboutFiles()).toEqual([]);
  });

  it('judges the picture by its content: a text file named .png, text in the image field, a pixel bomb', async () => {
    expect((await save(form(VALID, file('<script>alert(1)</script>', 'photo.png')))).body).toEqual({
      image: [MEAL_MESSAGES.onlyImages],
    });
    expect((await save(form({ ...VALID, image: 'photo.png' }))).body).toEqual({ image: [MEAL_MESSAGES.onlyImages] });
    expect(await save(form(VALID, file(pixelBomb(), 'bomb.png')))).toMatchObject({
      status: 400,
      body: { image: [MEAL_MESSAGES.imageTooManyPixels] },
    });
    const second = form(VALID, file(await smallPng(), 'a.png'));
    second.set('logo', file(await smallPng(), 'b.png'));
    expect((await save(second)).body).toEqual({ logo: ['Unexpected file'] });
    await notSetUp();
  });

  it('refuses a picture over 40 MB with 413 while it streams, and a declared one before reading it', async () => {
    const over = streamedUpload(MAX_IMAGE_BYTES + 1);
    const refused = await send(app, 'POST', '/about/about/', {
      token: admin,
      body: over.stream,
      headers: over.headers,
    });
    expect(refused).toMatchObject({ status: 413, body: { detail: MEAL_MESSAGES.imageTooLarge } });
    expect(over.pulled()).toBeLessThan(MAX_IMAGE_BYTES + 4 * CHUNK);

    const declared = streamedUpload(200 * 1024 * 1024);
    const early = await send(app, 'POST', '/about/about/', {
      token: admin,
      body: declared.stream,
      headers: { ...declared.headers, 'Content-Length': String(200 * 1024 * 1024) },
    });
    expect(early.status).toBe(413);
    expect(declared.pulled()).toBeLessThanOrEqual(CHUNK + 4096);
    await notSetUp();
  });

  it('takes exactly 40 MB to the content check', async () => {
    const exact = streamedUpload(MAX_IMAGE_BYTES);
    const checked = await send(app, 'POST', '/about/about/', {
      token: admin,
      body: exact.stream,
      headers: exact.headers,
    });
    expect(checked).toMatchObject({ status: 400, body: { image: [MEAL_MESSAGES.onlyImages] } });
  });
});

describe('POST /about/about/ once set up: what is sent follows the same rules', () => {
  it('refuses a bad value of a field sent, and keeps the page as it was', async () => {
    const created = await save(form(VALID, file(await smallPng(), 'front.png')));
    expect(created.status).toBe(200);
    const refused = await save(
      form({ email: '', opening_time: '7am', time_zone: 'Asia/Nowhere', tiktok_url: 'tiktok' }),
    );
    expect(refused.body).toEqual({
      email: [M.emailRequired],
      opening_time: [M.timeInvalid],
      time_zone: [M.timeZoneInvalid],
      tiktok_url: [M.urlInvalid],
    });
    expect((await save(form({ image: 'x' }))).body).toEqual({ image: [MEAL_MESSAGES.onlyImages] });
    expect((await send(app, 'GET', '/about/about/')).body).toEqual(created.body);
  });
});
