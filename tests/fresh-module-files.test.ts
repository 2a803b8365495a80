import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRESH_MODULE_FILES } from './fresh-module-files';

const ROOT = join(import.meta.dirname, '..');
/** What a file does that only holds when its modules are its own. */
const NEEDS_FRESH_MODULES = /\bvi\.(mock|doMock|resetModules|unmock)\(/;

const viewTests = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return viewTests(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the view tests that need modules of their own run isolated (unit-fresh)', () => {
  it('lists every view test file that mocks or resets modules', () => {
    const mocking = viewTests('src').filter((file) => NEEDS_FRESH_MODULES.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(mocking.length).toBeGreaterThan(0);
    const listed: readonly string[] = FRESH_MODULE_FILES;
    expect(mocking.filter((file) => !listed.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    const all = viewTests('src');
    expect(FRESH_MODULE_FILES.filter((file) => !all.includes(file))).toEqual([]);
  });
});
