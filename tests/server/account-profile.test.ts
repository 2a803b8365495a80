import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, type ImageSize, variantPath } from '../../contract/media';
import { mediaDirOf } from '../../server/media/image-store';
import { type ApiClient, apiClient, fromAddress, newCustomerProfile, signedUpCustomer } from './support/account-client';
import { makeTestApp } from './support/test-app';
import { openTestDatabase, type TestDatabase } from './support/test-database';

let t: TestDatabase;
let built: ReturnType<typeof makeTestApp>;
let api: ApiClient;
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  t = await openTestDatabase();
  built = makeTestApp(t.db, t.env);
  api = apiClient(built.app);
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => {
  await t.destroy();
});

function putProfile(token: string | undefined, fields: Record<string, string | Blob>, fileName = 'me.png') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(key, value, fileName);
    else form.append(key, value);
  }
  return built.app.request(
    '/api/account/user-profile/',
    { method: 'PUT', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} },
    fromAddress('203.0.113.10'),
  );
}

describe('GET /account/user-profile/', () => {
  it('answers the profile of the bearer', async () => {
    const customer = await signedUpCustomer(api, t.db);
    expect(await api.get('/account/user-profile/', { token: customer.access })).toMatchObject({
      status: 200,
      body: newCustomerProfile(customer),
    });
  });
});

describe('PUT /account/user-profile/', () => {
  it('updates the name and stores a PNG with its web-sized variants; the phone number stays', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const response = await putProfile(customer.access, {
      name: '  Hari Bahadur ',
      phone_number: '9999999999',
      profile_picture: new Blob([new Uint8Array(png)], { type: 'image/png' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Profile updated successfully!' });

    const profile = await api.get('/account/user-profile/', { token: customer.access });
    expect(profile.body).toMatchObject({ name: 'Hari Bahadur', phone_number: customer.phoneNumber });
    const picture = String(profile.body.profile_picture);
    expect(picture).toMatch(/^\/media\/profiles\/[0-9a-f]+\.webp$/);
    for (const size of ['thumb', 'card', 'detail'] as const) {
      const file = join(mediaDirOf(t.dataDir), ...variantPath(picture, size).split('/').slice(2));
      expect((await stat(file)).size).toBeGreaterThan(0);
    }
    const served = await built.app.request(`/api${picture}`);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
  });

  it('deletes the replaced picture with its variants; of two uploads at once one picture stays on disk', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const pictureBlob = () => new Blob([new Uint8Array(png)], { type: 'image/png' });
    const pictureNow = async () =>
      String((await api.get('/account/user-profile/', { token: customer.access })).body.profile_picture);
    const filesOf = (picture: string) =>
      [picture, ...(Object.keys(IMAGE_WIDTHS) as ImageSize[]).map((size) => variantPath(picture, size))].map((path) =>
        join(mediaDirOf(t.dataDir), ...path.split('/').slice(2)),
      );
    const exists = (file: string) =>
      stat(file).then(
        () => true,
        () => false,
      );

    await putProfile(customer.access, { profile_picture: pictureBlob() });
    const first = await pictureNow();
    await putProfile(customer.access, { profile_picture: pictureBlob() });
    const second = await pictureNow();
    expect(second).not.toBe(first);
    expect(await Promise.all(filesOf(first).map(exists))).not.toContain(true);
    expect(await Promise.all(filesOf(second).map(exists))).not.toContain(false);

    const before = new Set(await readdir(join(mediaDirOf(t.dataDir), 'profiles')));
    // Two: the most one user may have under way (a third is refused, tests/server/security/upload-budget.test.ts).
    const answers = await Promise.all(
      [1, 2].map(() => putProfile(customer.access, { profile_picture: pictureBlob() })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const last = await pictureNow();
    const after = new Set(await readdir(join(mediaDirOf(t.dataDir), 'profiles')));
    const added = [...after].filter((file) => !before.has(file));
    const kept = filesOf(last).map((file) => file.split('/').at(-1));
    // Everything left from the two uploads belongs to the one picture the user now has; the older one is gone.
    expect(added.sort()).toEqual([...kept].sort());
    expect(await Promise.all(filesOf(second).map(exists))).not.toContain(true);
  });

  it('accepts a JPEG even when its declared type lies', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const response = await putProfile(
      customer.access,
      { profile_picture: new Blob([new Uint8Array(jpeg)], { type: 'application/octet-stream' }) },
      'photo.bin',
    );
    expect(response.status).toBe(200);
  });

  it('refuses a text file named .png, and a GIF', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const fakes = [
      new Blob(['just some text, honest'], { type: 'image/png' }),
      new Blob([new Uint8Array(gif)], { type: 'image/png' }),
      // Right magic bytes, then nothing an image decoder accepts.
      new Blob([new Uint8Array(Buffer.concat([png.subarray(0, 16), Buffer.from('garbage')]))], { type: 'image/png' }),
    ];
    for (const fake of fakes) {
      const response = await putProfile(customer.access, { profile_picture: fake }, 'picture.png');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ profile_picture: ['Only image files are allowed'] });
    }
    const profile = await api.get('/account/user-profile/', { token: customer.access });
    expect(profile.body.profile_picture).toBeNull();
  });

  it('validates the name like sign-up does', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const response = await putProfile(customer.access, { name: ' A ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ name: ['firstname must be at least 2 characters'] });
  });

  it('refuses a body over 40 MB with 413 while it streams', async () => {
    const customer = await signedUpCustomer(api, t.db);
    const huge = new Blob([new Uint8Array(Buffer.concat([png, Buffer.alloc(41_943_040)]))], { type: 'image/png' });
    const response = await putProfile(customer.access, { profile_picture: huge });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Image must be less than 40MB' });
  });

  it('needs a token', async () => {
    expect((await putProfile(undefined, { name: 'Nobody' })).status).toBe(401);
  });
});
