import { afterAll, beforeAll, expect } from 'vitest';
import { mealSaved } from '../../../contract/meal-admin';
import { categoryList } from '../../../contract/meal';
import { createLocalBus } from '../../../server/services/change-bus';
import { mealForm, send } from './meal-fixtures';
import { openSeededApp, type SeededApp } from './seeded-app';

/*
 * The plain menu world: the tiny catalog seeded into a fresh database, served by one app with the roles' tokens.
 * Files that need no clock, gateway or env of their own import it instead of repeating the setup. The app's change
 * bus is the one it would make itself, kept here so the menu-cache tests can publish on it. The `let` exports are
 * live bindings, set by the hooks useMenuWorld() registers.
 */

export let t: SeededApp['t'];
export let bus: ReturnType<typeof createLocalBus>;
export let app: SeededApp['app'];
export let tokens: SeededApp['tokens'];
/** The seeded meals' ids by name, and the Momo category's id. */
export let meals: Record<string, number>;
export let momoId: number;

/**
 * Registers the world's hooks. Each test file calls it once: the server project shares modules between the files
 * a worker runs (no module isolation), so the world is made fresh here, not when the module is first loaded.
 */
export function useMenuWorld() {
  beforeAll(async () => {
    bus = createLocalBus();
    ({ t, app, tokens, meals } = await openSeededApp({}, { bus }));
    const categories = categoryList.parse((await send(app, 'GET', '/meal/categories/')).body);
    momoId = categories.find((category) => category.name === 'Momo')?.id as number;
  });
  afterAll(async () => {
    await t.destroy();
  });
}

/** A meal the admin adds to the Momo category through the API: the add-meal form with the given changes. */
export async function createMeal(changes: Parameters<typeof mealForm>[1] = {}) {
  const response = await send(app, 'POST', '/meal/meals/', {
    token: tokens.admin,
    form: await mealForm(momoId, changes),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return mealSaved.parse(response.body).meal;
}
