// The built app (dist/, and the server's build of its views in dist-ssr/) is rebuilt only when a source it comes from
// is newer than dist/index.html.
// Shared by `npm start`, `npm test`, the browser suite and the bundle bench.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const SOURCE_DIRS = ['src', 'machines', 'contract', 'panda', 'locales', 'public'];
const SOURCE_FILES = [
  'index.html',
  'panda.config.ts',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'postcss.config.cjs',
  'lingui.config.ts',
];
// Tests and stories live beside sources but never reach the bundle.
const NOT_IN_BUNDLE = /\.(test|stories)\.[cm]?[jt]sx?$/;

function newestIn(dir, skip) {
  let newest = { path: null, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const candidate = entry.isDirectory()
      ? newestIn(path, skip)
      : skip.test(entry.name)
        ? null
        : { path, mtimeMs: statSync(path).mtimeMs };
    if (candidate && candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

/** Which of a build's sources (`dirs`, but for the files `skip` names, and `files`) changed after `builtAt`, or null. */
function changedSince(builtAt, { root, dirs, files, skip }) {
  for (const dir of dirs) {
    const full = join(root, dir);
    if (!existsSync(full)) continue;
    const newest = newestIn(full, skip);
    if (newest.mtimeMs > builtAt) return `${newest.path.slice(root.length)} changed since the last build`;
  }
  for (const file of files) {
    const full = join(root, file);
    if (existsSync(full) && statSync(full).mtimeMs > builtAt) return `${file} changed since the last build`;
  }
  return null;
}

/** The renderer a build draws the views with (react-is-preact.ts: VIEW_RENDERER), and the file a build notes it in. */
const renderer = () => process.env.VIEW_RENDERER || 'preact';
const RENDERER_NOTES = { app: join('dist-ssr', 'renderer.txt'), storybook: join('storybook-static', 'renderer.txt') };
const builtForOtherRenderer = (root, note) => {
  const file = join(root, note);
  if (!existsSync(file)) return `${note} is missing (which renderer drew the build?)`;
  const built = readFileSync(file, 'utf8');
  return built === renderer() ? null : `built for ${built}, asked for ${renderer()} (VIEW_RENDERER)`;
};
const noteRenderer = (note) => writeFileSync(join(ROOT, note), renderer());
/** `npm run build` and `npm run build-storybook` note their renderer too (package.json). */
export const noteBuiltRenderer = (what) => noteRenderer(RENDERER_NOTES[what]);

/** Why dist/ must be rebuilt, or null when it is up to date. */
export function staleReason(root = ROOT) {
  const index = join(root, 'dist', 'index.html');
  if (!existsSync(index)) return 'dist/index.html is missing';
  if (!existsSync(join(root, 'dist-ssr', 'entry-server.js'))) return 'dist-ssr/entry-server.js is missing';
  const otherRenderer = builtForOtherRenderer(root, RENDERER_NOTES.app);
  if (otherRenderer) return otherRenderer;
  return changedSince(statSync(index).mtimeMs, { root, dirs: SOURCE_DIRS, files: SOURCE_FILES, skip: NOT_IN_BUNDLE });
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds the app when stale. Resolves true when dist/ is usable. `codegen: false` when the caller has just run
 * `panda codegen` itself (npm test), which would otherwise run a second time here.
 */
export async function buildIfStale({ log = console.log, stdio = 'inherit', codegen = true } = {}) {
  const reason = staleReason();
  if (!reason) return true;
  log(`Building the app (${reason})…`);
  // Always a production build: called from inside vitest, NODE_ENV=test would give a development React bundle.
  const env = { ...process.env, NODE_ENV: 'production' };
  const builds = [['vite', 'build'], ['vite', 'build', '-c', 'vite.ssr.config.ts']];
  for (const args of [...(codegen ? [['panda', 'codegen']] : []), ...builds]) {
    const code = await run('npx', args, { stdio, env });
    if (code !== 0) {
      log(`npx ${args.join(' ')} failed with exit code ${code}`);
      return false;
    }
  }
  noteRenderer(RENDERER_NOTES.app);
  return true;
}

// The built Storybook (storybook-static/) comes from the app's sources, the stories and its own config.
const STORYBOOK_DIRS = [...SOURCE_DIRS, 'stories', '.storybook'];
const NOT_IN_STORYBOOK = /\.test\.[cm]?[jt]sx?$/;

/** Why storybook-static/ must be rebuilt, or null when it is up to date. */
export function storybookStaleReason(root = ROOT) {
  const index = join(root, 'storybook-static', 'index.json');
  if (!existsSync(index) || !existsSync(join(root, 'storybook-static', 'iframe.html')))
    return 'storybook-static/ is missing';
  const otherRenderer = builtForOtherRenderer(root, RENDERER_NOTES.storybook);
  if (otherRenderer) return otherRenderer;
  const files = [...SOURCE_FILES, 'package-lock.json'];
  return changedSince(statSync(index).mtimeMs, { root, dirs: STORYBOOK_DIRS, files, skip: NOT_IN_STORYBOOK });
}

/**
 * Builds Storybook (`npm run build-storybook`: storybook-static/, the preview QA opens) when stale. Resolves true
 * when storybook-static/ is usable. npm test builds it beside eslint and the typecheck, the stories test only when
 * run alone, and .ci/run reads npm test's build rather than making a second.
 */
export async function buildStorybookIfStale({ log = console.log, stdio = 'inherit' } = {}) {
  const reason = storybookStaleReason();
  if (!reason) return true;
  log(`Building Storybook (${reason})…`);
  const env = { ...process.env, NODE_ENV: 'production' };
  const code = await run('npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet'], { stdio, env });
  if (code !== 0) log(`npx storybook build failed with exit code ${code}`);
  else noteRenderer(RENDERER_NOTES.storybook);
  return code === 0;
}
