import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MEAL_MESSAGES } from '../../../contract/meal-admin';
import { send } from '../support/meal-fixtures';
import { STREAM_CHUNK, streamedForm } from '../support/streamed-form';
import { app, t, tokens, useMenuWorld } from '../support/menu-world';

useMenuWorld();

/**
 * docs/rules/menu.md#images: an image is at most 40 MB, and a bigger one is refused with 413 before the server has read
 * it whole, so a client cannot make it hold gigabytes. Each body here is a stream that counts what the server pulled
 * from it:
 * a declared Content-Length over the route's limit is refused before the body is touched, and a body without one
 * (chunked) is cut off soon after the limit. Add-meal and the restaurant form have the same proof in
 * tests/server/meal-upload.test.ts and tests/server/about-validation.test.ts; here are the other routes that read a
 * form: the profile picture, the meal update and the category forms.
 */
let mealId: number;
let categoryId: number;

beforeAll(async () => {
  mealId = (await t.db.selectFrom('meals').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  categoryId = (await t.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

const CHUNK = STREAM_CHUNK;
const MB = 1024 * 1024;

interface FormRoute {
  name: string;
  method: string;
  path: () => string;
  token: () => string;
  fields: Record<string, string>;
  field: string;
  /** The most a body may hold: past it, reading stops. */
  limit: number;
  /** What must not change when the upload is refused. */
  state: () => Promise<unknown>;
}

const routes: FormRoute[] = [
  {
    name: 'PUT /account/user-profile/',
    method: 'PUT',
    path: () => '/account/user-profile/',
    token: () => tokens.customer,
    fields: { name: 'Big Picture' },
    field: 'profile_picture',
    // The picture and 64 KB of envelope.
    limit: MAX_IMAGE_BYTES + 64 * 1024,
    state: () => t.db.selectFrom('users').selectAll().where('id', '=', tokens.customerId).executeTakeFirstOrThrow(),
  },
  {
    name: 'PATCH /meal/{id}/update/',
    method: 'PATCH',
    path: () => `/meal/${mealId}/update/`,
    token: () => tokens.admin,
    fields: { name: 'Renamed Momo' },
    field: 'main_image',
    // Three pictures and 1 MB of fields; one picture is cut off at 40 MB, the check below.
    limit: 3 * MAX_IMAGE_BYTES + MB,
    state: () => t.db.selectFrom('meals').selectAll().where('id', '=', mealId).executeTakeFirstOrThrow(),
  },
  {
    name: 'POST /meal/categories/',
    method: 'POST',
    path: () => '/meal/categories/',
    token: () => tokens.admin,
    fields: { name: 'Huge' },
    field: 'image',
    // No picture at all: 1 MB of fields.
    limit: MB,
    state: async () => (await t.db.selectFrom('categories').select('id').execute()).length,
  },
  {
    name: 'PATCH /meal/categories/{id}/',
    method: 'PATCH',
    path: () => `/meal/categories/${categoryId}/`,
    token: () => tokens.admin,
    fields: { name: 'Huge' },
    field: 'image',
    limit: MB,
    state: () => t.db.selectFrom('categories').selectAll().where('id', '=', categoryId).executeTakeFirstOrThrow(),
  },
];

const upload = (route: FormRoute, body: ReturnType<typeof streamedForm>, headers: Record<string, string> = {}) =>
  send(app, route.method, route.path(), {
    token: route.token(),
    body: body.stream,
    headers: { ...body.headers, ...headers },
  });

describe.each(routes)('$name', (route) => {
  it('refuses a declared Content-Length over its limit with 413 before reading the body', async () => {
    const before = await route.state();
    const body = streamedForm(route.fields, route.field, 200 * MB);
    const response = await upload(route, body, { 'Content-Length': String(body.total) });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: expect.any(String) });
    // A stream is pulled ahead of the reader by a chunk or so; far from 40 MB, let alone 200.
    expect(body.pulled()).toBeLessThanOrEqual(2 * CHUNK + 4096);
    expect(await route.state()).toEqual(before);
  });

  it('cuts a body without a Content-Length off with 413 soon after 40 MB of picture, never reading the rest', async () => {
    const before = await route.state();
    const body = streamedForm(route.fields, route.field, 200 * MB);
    const response = await upload(route, body);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: expect.any(String) });
    expect(body.pulled()).toBeLessThanOrEqual(Math.min(route.limit, MAX_IMAGE_BYTES + MB) + 4 * CHUNK);
    expect(await route.state()).toEqual(before);
  });
});

describe('40 MB + 1 byte in an image field', () => {
  const imageRoutes = routes.filter((route) => route.field !== 'image');

  it.each(imageRoutes)('is refused by $name with 413 "Image must be less than 40MB"', async (route) => {
    const before = await route.state();
    const over = streamedForm(route.fields, route.field, MAX_IMAGE_BYTES + 1);
    expect(await upload(route, over)).toMatchObject({ status: 413, body: { detail: MEAL_MESSAGES.imageTooLarge } });
    expect(await route.state()).toEqual(before);
  });

  it.each(imageRoutes)('while exactly 40 MB reaches the content check of $name', async (route) => {
    const exact = streamedForm(route.fields, route.field, MAX_IMAGE_BYTES);
    expect(await upload(route, exact)).toMatchObject({
      status: 400,
      body: { [route.field]: [MEAL_MESSAGES.onlyImages] },
    });
  });
});
