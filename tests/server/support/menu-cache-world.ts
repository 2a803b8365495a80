import { expect } from 'vitest';
import { createLocalBus } from '../../../server/services/change-bus';
import { makeTestApp } from './test-app';
import { app, createMeal, momoId, t } from './menu-world';

/*
 * The world of the menu-cache-reads and menu-cache-writes test files: the tiny catalog served by an app whose menu
 * cache listens on a bus the tests can publish on, and the reads that compare its answers with an app that has never
 * answered before. The app and its bus come from menu-world.ts.
 */

export { app, bus, momoId, t, tokens, useMenuWorld } from './menu-world';

export const PAGE = '/api/meal/meals/?page=1&page_size=8';

export const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });
export const text = async (path: string, headers: Record<string, string> = {}) => (await get(path, headers)).text();

/** What an app that has never answered before says: the menu as it is in the database now. */
export async function uncached(path: string) {
  const { app: fresh } = makeTestApp(t.db, t.env, { bus: createLocalBus() });
  return (await fresh.request(path)).text();
}

/** Every public menu read, for the meal and category a write touches. */
export const readsOf = (mealId: number, categoryId = momoId) => [
  '/api/meal/categories/',
  '/api/meal/meals/',
  PAGE,
  '/api/meal/meals/?page=2&page_size=2',
  `/api/meal/meals/${mealId}`,
  `/api/meal/meals/${mealId}/`,
  '/api/meal/latest-meal/',
  `/api/meal/meal-by-category/${categoryId}/`,
];

/** Reads each path (so it is remembered), runs the write, then expects each path to answer what is true now. */
export async function expectSeenAfter(paths: string[], write: () => Promise<void>) {
  const before = new Map<string, string>();
  for (const path of paths) before.set(path, await text(path));
  await write();
  let changed = 0;
  for (const path of paths) {
    const after = await get(path);
    const body = await after.text();
    expect(body, path).toBe(await uncached(path));
    if (body !== before.get(path)) changed++;
  }
  expect(changed, 'the write changed none of the answers: the test proves nothing').toBeGreaterThan(0);
}

export const newMeal = (name: string) => createMeal({ name });
