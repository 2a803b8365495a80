// Tools that only a bench opens (Lighthouse, and the launcher and puppeteer it brings) are not in package.json: as
// devDependencies they were a quarter of node_modules' files (48,444 → 36,689 without them), unpacked by every
// `npm ci` of a test run that never opens them. The first bench that asks installs them, at the versions pinned here,
// into node_modules/.bench-tools/ (gone with node_modules), and later runs find them there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../scripts/build-if-stale.mjs';

/** What the benches install; lighthouse brings chrome-launcher and puppeteer-core, at the versions it was tested with. */
const TOOLS = ['lighthouse@13.5.0'];
const DIR = join(ROOT, 'node_modules', '.bench-tools');

function installed(name) {
  const manifest = join(DIR, 'node_modules', name, 'package.json');
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : null;
}

function ensureInstalled() {
  const missing = TOOLS.filter((spec) => {
    const at = spec.lastIndexOf('@');
    return installed(spec.slice(0, at))?.version !== spec.slice(at + 1);
  });
  if (missing.length === 0) return;
  mkdirSync(DIR, { recursive: true });
  console.log(`Installing the benches' tools into ${DIR}: ${missing.join(', ')}`);
  execFileSync('npm', ['install', '--prefix', DIR, '--no-audit', '--no-fund', '--no-save', ...TOOLS], {
    stdio: 'inherit',
  });
}

/** Imports a bench tool (`lighthouse`, or a package it brings), installing the tools first when they are missing. */
export async function importBenchTool(name) {
  ensureInstalled();
  const manifest = installed(name);
  if (!manifest) throw new Error(`${name} is not among the benches' tools in ${DIR}`);
  const exported = manifest.exports?.['.'];
  const entry = (typeof exported === 'string' ? exported : exported?.import) ?? manifest.main ?? 'index.js';
  return import(pathToFileURL(join(DIR, 'node_modules', name, entry)).href);
}
