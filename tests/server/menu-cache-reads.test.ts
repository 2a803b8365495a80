import { gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { securityHeadersFor } from '../../server/http/security-headers';
import { mealPage } from '../../server/services/meals';
import { bus, get, momoId, PAGE, t, text, uncached, useMenuWorld } from './support/menu-cache-world';

useMenuWorld();

// The public menu reads answered from memory: the same bytes and headers as a fresh read, ETags, compressed copies.

describe('menu reads from memory', () => {
  it('answer the same bytes as an uncached read, with a strong ETag and no-cache', async () => {
    const first = await get(PAGE);
    const firstBody = await first.text();
    const second = await get(PAGE);
    expect(await second.text()).toBe(firstBody);
    expect(firstBody).toBe(JSON.stringify(await mealPage(t.db, { page: 1, page_size: 8 })));
    expect(firstBody).toBe(await uncached(PAGE));
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-encoding')).toBeNull();
    }
    // Served from memory or not, the answer carries the same headers, the security ones included.
    expect([...second.headers]).toEqual([...first.headers]);
    for (const [name, value] of Object.entries(securityHeadersFor(t.env))) {
      expect(second.headers.get(name), name).toBe(value);
    }
  });

  it('answer 304 to If-None-Match with the current ETag, and 200 to a stale one', async () => {
    const etag = (await get(PAGE)).headers.get('etag') as string;
    const notModified = await get(PAGE, { 'If-None-Match': etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(etag);
    expect((await get(PAGE, { 'If-None-Match': `W/${etag}, "other"` })).status).toBe(304);
    expect((await get(PAGE, { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('keep a compressed copy per encoding, each its own ETag, each the same JSON', async () => {
    const identity = await get(PAGE);
    const identityBody = await identity.text();
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['deflate', inflateSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const response = await get(PAGE, { 'Accept-Encoding': `${encoding}, br` });
        expect(response.headers.get('content-encoding')).toBe(encoding);
        expect(response.headers.get('etag')).toBe(identity.headers.get('etag')?.replace(/"$/, `-${encoding}"`));
        expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(identityBody);
      }
    }
    const gzipTag = (await get(PAGE, { 'Accept-Encoding': 'gzip' })).headers.get('etag') as string;
    expect((await get(PAGE, { 'Accept-Encoding': 'gzip', 'If-None-Match': gzipTag })).status).toBe(304);
  });

  it('keep each path and query apart', async () => {
    const pages = ['?page=1&page_size=8', '?page=2&page_size=2', '?page=1&page_size=2', '?page_size=2&page=2'];
    const bodies = await Promise.all(pages.map((query) => text(`/api/meal/meals/${query}`)));
    expect(bodies[0]).not.toBe(bodies[1]);
    expect(bodies[1]).not.toBe(bodies[2]);
    expect(bodies[3]).toBe(bodies[1]);
    for (const [i, query] of pages.entries()) expect(bodies[i]).toBe(await uncached(`/api/meal/meals/${query}`));
    expect(await text('/api/meal/latest-meal/')).not.toBe(await text('/api/meal/categories/'));
  });

  it('are really kept: a row changed behind the app is not seen until the catalog change is announced', async () => {
    const before = await text(PAGE);
    await t.db.updateTable('meals').set({ price_paisa: 99_900 }).where('category_id', '=', momoId).execute();
    expect(await text(PAGE)).toBe(before);
    bus.publish({ topic: 'catalog' });
    const after = await text(PAGE);
    expect(after).not.toBe(before);
    expect(after).toContain('"price":999');
  });

  it('never keep refusals or unknown meals', async () => {
    for (let i = 0; i < 2; i++) {
      const refused = await get('/api/meal/meals/?page=0');
      expect(refused.status).toBe(400);
      expect(refused.headers.get('etag')).toBeNull();
      const unknown = await get('/api/meal/meals/999999');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('etag')).toBeNull();
    }
  });
});
