import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MEAL_MESSAGES } from '../../../contract/meal-admin';
import { mediaDirOf } from '../../../server/media/image-store';
import { file, mealForm, send, smallJpeg, smallPng } from '../support/meal-fixtures';
import { PNG_SIGNATURE, pixelBomb, pngChunk } from '../support/png-bytes';
import { app, momoId, t, tokens, useMenuWorld } from '../support/menu-world';

useMenuWorld();

/**
 * docs/rules/menu.md#images on every route that takes a picture: JPEG or PNG by content, whatever the name says; a file
 * that is also a page (a polyglot) refused; a pixel bomb refused from its header; and what is accepted is re-encoded,
 * so the stored file carries nothing of the upload but its pixels. The add-meal form's own cases are in
 * tests/server/meal-upload.test.ts; this file holds the other routes to the same list.
 */
let mealId: number;

beforeAll(async () => {
  // Read from the table: the menu's answers may be cached, and this file is about what is stored.
  mealId = (await t.db.selectFrom('meals').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';

/** A JPEG with a comment (COM) segment right after its start: where EXIF-style payloads hide. */
function jpegWithComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.from([0xff, 0xfe, 0, 0]);
  header.writeUInt16BE(text.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/** A small real JPEG whose frame header (SOF0) claims width x height: a JPEG pixel bomb. */
async function jpegBomb(width = 65_000, height = 65_000): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer(),
  );
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  if (sof < 0) throw new Error('no SOF0 in the JPEG');
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** Files that are not (only) a JPEG or PNG, each named and typed as one. */
async function hostileFiles(): Promise<Record<string, Buffer>> {
  const png = await smallPng();
  const jpeg = await smallJpeg();
  return {
    'plain text': Buffer.from('just some text, not a picture'),
    HTML: Buffer.from(HTML),
    SVG: Buffer.from(SVG),
    'a GIF header followed by HTML (GIFAR-style polyglot)': Buffer.from(
      `GIF89a\x01\x00\x01\x00\x00\x00\x00;${HTML}`,
      'latin1',
    ),
    'a JPEG start followed by HTML': Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(HTML)]),
    'a PNG signature followed by HTML': Buffer.concat([PNG_SIGNATURE, Buffer.from(HTML)]),
    'a real PNG with HTML after its end': Buffer.concat([png, Buffer.from(HTML)]),
    'a real PNG with PHP after its end': Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]),
    'a real PNG with a script in a text chunk': Buffer.concat([
      png.subarray(0, 33),
      pngChunk('tEXt', Buffer.from(`Comment\0${HTML}`, 'latin1')),
      png.subarray(33),
    ]),
    'a real JPEG with HTML after its end': Buffer.concat([jpeg, Buffer.from(HTML)]),
    'a real JPEG with a script in a comment segment': jpegWithComment(jpeg, HTML),
  };
}

interface UploadRoute {
  name: string;
  field: string;
  /** Sends `picture` in the route's image field, with the rest of a valid form. */
  upload(picture: File): Promise<{ status: number; body: Record<string, unknown> }>;
  /** What a refused upload must leave as it was. */
  state(): Promise<unknown>;
}

const profileOf = async () =>
  (await send(app, 'GET', '/account/user-profile/', { token: tokens.customer })).body.profile_picture ?? null;
const mealOf = () => t.db.selectFrom('meals').selectAll().where('id', '=', mealId).executeTakeFirstOrThrow();
const aboutOf = async () => (await send(app, 'GET', '/about/about/')).body;

const ABOUT_FIELDS = {
  description: 'Family kitchen cooking Newari and Thakali food since 1998.',
  contact_number: '+977 1-5550123',
  email: 'hello@example.com',
  opening_time: '10:00',
  closing_time: '22:00',
};

function formWith(fields: Record<string, string>, field: string, picture: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set(field, picture);
  return form;
}

const routes = (): UploadRoute[] => [
  {
    name: 'PUT /account/user-profile/ (customer)',
    field: 'profile_picture',
    upload: (picture) =>
      send(app, 'PUT', '/account/user-profile/', {
        token: tokens.customer,
        form: formWith({ name: 'Ram' }, 'profile_picture', picture),
      }),
    state: profileOf,
  },
  ...(['main_image', 'image1', 'image2'] as const).map((field) => ({
    name: `PATCH /meal/{id}/update/ ${field}`,
    field,
    upload: (picture: File) =>
      send(app, 'PATCH', `/meal/${mealId}/update/`, { token: tokens.admin, form: formWith({}, field, picture) }),
    state: mealOf,
  })),
  {
    name: 'POST /about/about/ image',
    field: 'image',
    upload: (picture) =>
      send(app, 'POST', '/about/about/', { token: tokens.admin, form: formWith(ABOUT_FIELDS, 'image', picture) }),
    state: aboutOf,
  },
];

/** Every file under the media folder, as folder/name. */
async function storedFiles(): Promise<string[]> {
  const root = mediaDirOf(t.dataDir);
  const folders = await readdir(root).catch(() => [] as string[]);
  const names = await Promise.all(
    folders.map(async (folder) => (await readdir(join(root, folder))).map((name) => `${folder}/${name}`)),
  );
  return names.flat().sort();
}

describe('hostile files named .png or .jpg, on every upload route but add-meal', () => {
  it('are refused with 400 and the field named, leaving the data and the media folder as they were', async () => {
    const files = Object.entries(await hostileFiles());
    for (const route of routes()) {
      const before = await route.state();
      const stored = await storedFiles();
      for (const [index, [label, bytes]] of files.entries()) {
        const [name, type] = index % 2 === 0 ? ['photo.png', 'image/png'] : ['photo.jpg', 'image/jpeg'];
        const response = await route.upload(file(bytes, name, type));
        expect(response.status, `${label} on ${route.name}`).toBe(400);
        expect(response.body, `${label} on ${route.name}`).toEqual({ [route.field]: [MEAL_MESSAGES.onlyImages] });
      }
      expect(await route.state(), route.name).toEqual(before);
      expect(await storedFiles(), route.name).toEqual(stored);
    }
  });
});

describe('pixel bombs (a few hundred bytes declaring billions of pixels)', () => {
  const allRoutes = (): UploadRoute[] => [
    ...routes(),
    {
      name: 'POST /meal/meals/ main_image',
      field: 'main_image',
      upload: async (picture) =>
        send(app, 'POST', '/meal/meals/', {
          token: tokens.admin,
          form: await mealForm(momoId, { main_image: picture }),
        }),
      state: async () => (await t.db.selectFrom('meals').select('id').execute()).length,
    },
  ];

  it('are refused with 400 "Image dimensions are too large" from the header, on every route, PNG and JPEG', async () => {
    const bombs = { 'PNG 100000x100000': pixelBomb(), 'JPEG 65000x65000': await jpegBomb() };
    for (const bytes of Object.values(bombs)) expect(bytes.length).toBeLessThan(2000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    for (const route of allRoutes()) {
      const before = await route.state();
      for (const [label, bytes] of Object.entries(bombs)) {
        const response = await route.upload(file(bytes, 'tiny.png'));
        expect(response.status, `${label} on ${route.name}`).toBe(400);
        expect(response.body, `${label} on ${route.name}`).toEqual({
          [route.field]: [MEAL_MESSAGES.imageTooManyPixels],
        });
      }
      expect(await route.state(), route.name).toEqual(before);
    }
    // Decoding either would take 4 to 10 GB; judged from the header, the twelve uploads cost next to nothing.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
  });
});

describe('an accepted picture is re-encoded', () => {
  const PAYLOAD = '<script>alert(document.domain)</script>';

  /**
   * A genuine PNG whose pixel rows spell out a script, stored uncompressed: the bytes are in the file as is, where no
   * markup scan can tell them from pixels. Only re-encoding takes them out.
   */
  function pngCarrying(payload: string, height = 64): Buffer {
    const row = Buffer.from(payload, 'latin1');
    const header = Buffer.alloc(13);
    header.writeUInt32BE(row.length, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 0, 0, 0, 0], 8);
    // Filter byte 0 (none) before each row, deflated at level 0 (stored blocks): the rows appear in the file verbatim.
    const rows = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), row])));
    return Buffer.concat([
      PNG_SIGNATURE,
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(rows, { level: 0 })),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  }

  it('so the files stored and served hold WebP pixels, not the payload the upload carried', async () => {
    const png = pngCarrying(PAYLOAD);
    expect(png.includes(PAYLOAD)).toBe(true);
    for (const route of routes()) {
      const before = await storedFiles();
      const response = await route.upload(file(png, 'innocent.png'));
      expect(response.status, route.name).toBeLessThan(300);
      const added = (await storedFiles()).filter((name) => !before.includes(name));
      expect(added.length, route.name).toBeGreaterThanOrEqual(4);
      for (const name of added) {
        const bytes = await readFile(join(mediaDirOf(t.dataDir), name));
        expect(bytes.subarray(0, 4).toString('latin1'), name).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1'), name).toBe('WEBP');
        expect(bytes.includes('<script'), name).toBe(false);
        const served = await app.request(`/api/media/${name}`);
        expect(served.status, name).toBe(200);
        expect(served.headers.get('Content-Type'), name).toBe('image/webp');
        expect(served.headers.get('X-Content-Type-Options'), name).toBe('nosniff');
        expect(Buffer.from(await served.arrayBuffer()).includes('<script'), name).toBe(false);
      }
    }
  });
});
