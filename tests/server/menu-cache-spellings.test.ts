import { describe, expect, it } from 'vitest';
import { mealList } from '../../contract/meal';
import { bus, get, momoId, PAGE, t, text, useMenuWorld } from './support/menu-cache-world';

useMenuWorld();

/*
 * A number in a menu read's query or path has one spelling: digits, no sign, no leading zero, no decimal point. Any
 * other spelling of the same number once passed validation and was stored as an entry of its own, so a few
 * connections varying it pushed the real pages out of memory and the menu page's throughput fell more than tenfold.
 * Now it is refused (400, naming the parameter) and never stored; a percent-encoded path or query is the same
 * request as the plain one, so it reads the same entry.
 */

const anyMealId = async () => mealList.parse(JSON.parse(await text('/api/meal/meals/')))[0]?.id as number;

/** Other spellings of numbers the routes accept, each with the parameter the refusal must name. */
const otherSpellings = (mealId: number): Array<[string, string]> => [
  [`/api/meal/meals/?page=1.${'0'.repeat(60)}&page_size=8`, 'page'],
  ['/api/meal/meals/?page=01&page_size=8', 'page'],
  ['/api/meal/meals/?page=1e0&page_size=8', 'page'],
  ['/api/meal/meals/?page=0x1&page_size=8', 'page'],
  ['/api/meal/meals/?page=+1&page_size=8', 'page'],
  ['/api/meal/meals/?page=%2B1&page_size=8', 'page'],
  ['/api/meal/meals/?page=1&page_size=8.0', 'page_size'],
  ['/api/meal/meals/?page=1&page_size=%208', 'page_size'],
  ['/api/meal/meals/?page=1&page_size=008', 'page_size'],
  [`/api/meal/meals/${'0'.repeat(60)}${mealId}/`, 'id'],
  [`/api/meal/meals/0${mealId}`, 'id'],
  [`/api/meal/meal-by-category/00${momoId}/`, 'id'],
  [`/api/meal/review-rating/?meal_id=0${mealId}`, 'meal_id'],
];

describe('numbers in a menu read have one spelling', () => {
  it('any other spelling is refused with 400 naming the parameter, and never kept', async () => {
    for (const [path, field] of otherSpellings(await anyMealId())) {
      for (let i = 0; i < 2; i++) {
        const response = await get(path);
        expect(response.status, path).toBe(400);
        expect(response.headers.get('etag'), path).toBeNull();
        expect(Object.keys(await response.json()), path).toContain(field);
      }
    }
  });

  it('the canonical spellings still answer', async () => {
    const mealId = await anyMealId();
    for (const path of [PAGE, '/api/meal/meals/?page=100000&page_size=100', `/api/meal/meals/${mealId}`]) {
      expect((await get(path)).status, path).toBe(200);
    }
    expect((await get(`/api/meal/review-rating/?meal_id=${mealId}`)).status).toBe(200);
    expect((await get('/api/meal/meals/?page=100001&page_size=8')).status).toBe(400);
  });

  it('300 junk reads, each spelled anew, leave the normal page in memory', async () => {
    const mealId = await anyMealId();
    const before = await text(PAGE);
    // Changed behind the app: only a page still in memory answers as before.
    await t.db.updateTable('meals').set({ price_paisa: 77_700 }).execute();
    try {
      for (let i = 1; i <= 300; i++) {
        const junk = [
          `/api/meal/meals/?page=1.${'0'.repeat(i)}&page_size=8`,
          `/api/meal/meals/${'0'.repeat(i)}${mealId}/`,
          `/api/meal/meals/?page=${'0'.repeat(i)}1&page_size=8`,
        ][i % 3] as string;
        expect((await get(junk)).status, junk).toBeLessThan(500);
      }
      expect(await text(PAGE)).toBe(before);
    } finally {
      bus.publish({ topic: 'catalog' });
    }
  });

  it('a percent-encoded path or query is the same read as the plain one, from the same entry', async () => {
    const mealId = await anyMealId();
    const plain = [PAGE, `/api/meal/meals/${mealId}/`];
    const bodies = await Promise.all(plain.map((path) => text(path)));
    await t.db.updateTable('meals').set({ price_paisa: 66_600 }).execute();
    try {
      const encoded = [
        '/api/meal/meals/?page=%31&pag%65_size=8',
        `/api/meal/m%65als/${String(mealId).replace(/^./, (digit) => `%3${digit}`)}/`,
      ];
      for (const [i, path] of encoded.entries()) {
        const response = await get(path);
        expect(response.status, path).toBe(200);
        expect(await response.text(), path).toBe(bodies[i]);
      }
    } finally {
      bus.publish({ topic: 'catalog' });
    }
  });
});
