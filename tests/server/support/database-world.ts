import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestDatabase } from './test-database';

/*
 * The world of the files that need a fresh, empty database and nothing more (no app, no seed). `t` is a live binding,
 * set by the hooks useDatabaseWorld() registers.
 */

export let t: TestDatabase;

/** Opens the database before the file's tests and destroys it after. */
export function useDatabaseWorld() {
  beforeAll(async () => {
    t = await openTestDatabase();
  });
  afterAll(async () => {
    await t.destroy();
  });
}
