import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createMenuCache, REFUSED_READ_DELAY_MS } from '../../server/http/menu-cache';
import { createLocalBus } from '../../server/services/change-bus';

// The cache itself, on a tiny app of its own: its bounds, its keys, and the answers it must not keep.

describe('the cache itself', () => {
  function tinyApp(options: Parameters<typeof createMenuCache>[1], body: (id: string) => string | Promise<string>) {
    const localBus = createLocalBus();
    const cache = createMenuCache(localBus, options);
    let reads = 0;
    const app = new Hono().use(cache.serve).get('/n/:id', cache.remember, async (c) => {
      reads++;
      return c.json({ body: await body(c.req.param('id')) });
    });
    return { app, cache, bus: localBus, reads: () => reads };
  }

  it('holds at most maxEntries answers, dropping the least recently used', async () => {
    const tiny = tinyApp({ maxEntries: 3 }, (id) => id);
    for (const id of ['a', 'b', 'c']) await tiny.app.request(`/n/${id}`);
    await tiny.app.request('/n/a');
    expect(tiny.reads()).toBe(3);
    for (let i = 0; i < 50; i++) await tiny.app.request(`/n/x${i}?q=${i}`);
    expect(tiny.cache.size).toBe(3);
    await tiny.app.request('/n/x49?q=49');
    expect(tiny.reads()).toBe(53);
    await tiny.app.request('/n/a');
    expect(tiny.reads()).toBe(54);
  });

  it('keys on the known parameters only: varied unknown ones, order or encoding cannot push the menu out (docs/rules/robustness.md#screens)', async () => {
    const tiny = tinyApp({ maxEntries: 3 }, (id) => id);
    await tiny.app.request('/n/a?page=1&page_size=8');
    for (let i = 0; i < 300; i++) await tiny.app.request(`/n/%61?page_size=%38&junk=${i}&pag%65=1`);
    expect(tiny.reads()).toBe(1);
    expect(tiny.cache.size).toBe(1);
    await tiny.app.request('/n/a?page=2&page_size=8');
    expect(tiny.reads()).toBe(2);
  });

  it('keeps other spellings of a number apart: the routes refuse them, so their keys never hold an answer', async () => {
    const tiny = tinyApp({}, (id) => id);
    await tiny.app.request('/n/a?page=1&page_size=8');
    // Read here (this tiny route refuses nothing), none of them is answered from the entry of `page=1`.
    for (const query of ['page=01&page_size=8', 'page=1.0&page_size=8', 'page=1&page_size=8&page=1']) {
      await tiny.app.request(`/n/a?${query}`);
    }
    expect(tiny.reads()).toBe(4);
  });

  it('answers a refused read (400) after REFUSED_READ_DELAY_MS, and nothing else late', async () => {
    const waits: number[] = [];
    const cache = createMenuCache(createLocalBus(), { sleep: async (ms) => void waits.push(ms) });
    const app = new Hono().use(cache.serve).get('/n/:id', cache.remember, (c) => {
      const id = c.req.param('id');
      return id === 'refused' ? c.json({ id: ['no'] }, 400) : id === 'gone' ? c.json({ detail: 'Not found.' }, 404) : c.json({ id });
    });
    expect((await app.request('/n/refused')).status).toBe(400);
    expect(waits).toEqual([REFUSED_READ_DELAY_MS]);
    for (const path of ['/n/a', '/n/a', '/n/gone']) await app.request(path);
    expect(waits).toEqual([REFUSED_READ_DELAY_MS]);
  });

  it('holds at most maxBytes, compressed copies counted', async () => {
    const tiny = tinyApp({ maxBytes: 10_000 }, (id) => id.repeat(1000));
    for (let i = 0; i < 30; i++) await tiny.app.request(`/n/${i % 10}${i}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(tiny.cache.size).toBeGreaterThan(0);
    expect(tiny.cache.size).toBeLessThanOrEqual(4);
  });

  it('does not keep a read that was under way when the menu changed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const tiny = tinyApp({}, async (id) => {
      if (id === 'slow') await held;
      return id;
    });
    const reading = tiny.app.request('/n/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    tiny.bus.publish({ topic: 'catalog' });
    release();
    expect((await reading).status).toBe(200);
    expect(tiny.cache.size).toBe(0);
    await tiny.app.request('/n/slow');
    expect(tiny.cache.size).toBe(1);
  });

  it('ignores order changes on the bus', async () => {
    const tiny = tinyApp({}, (id) => id);
    await tiny.app.request('/n/a');
    tiny.bus.publish({ topic: 'order', order: {} as never });
    expect(tiny.cache.size).toBe(1);
  });
});
