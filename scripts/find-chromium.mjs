#!/usr/bin/env node
// Where the Chromium (or Chrome) for the stories, the journeys and the benches is: the one place that decides it.
// Order: CHROME_PATH; the system's Chrome or Chromium at the usual Linux and macOS paths; chromium, chromium-browser,
// google-chrome on PATH; the Chromium playwright-core downloads (`npx playwright-core install chromium`). Run as a
// script it prints the path found (exit 0) or what to run (exit 1).
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const USUAL_PATHS = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
};
export const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
/** What .ci/run runs on Debian, and what `npm test` runs itself there as root. */
export const DEBIAN_INSTALL = [
  ['apt-get', 'update'],
  ['apt-get', 'install', '-y', 'chromium'],
];
const spelled = (commands, prefix = '') => commands.map((command) => prefix + command.join(' ')).join(' && ');
const DOWNLOAD = 'npx playwright-core install chromium';

/**
 * The decision, with the machine injected: `env`, `platform`, `isExecutable(path)`, `bundled` (playwright-core's own
 * download path, or null), `isRoot`, `isDebian`. Returns
 * `{ path, from }` when a browser is there, `{ install: commands }` when `npm test` may install one itself (Debian,
 * as root), else `{ stop: message }` naming the exact command to run.
 */
export function decideChromium({ env, platform, isExecutable, bundled, isRoot, isDebian }) {
  if (env.CHROME_PATH) {
    if (isExecutable(env.CHROME_PATH)) return { path: env.CHROME_PATH, from: 'CHROME_PATH' };
    // A path the user chose and got wrong is theirs to fix: falling back would test with a browser they did not name.
    return { stop: `CHROME_PATH=${env.CHROME_PATH} is not an executable file: point it at Chrome or Chromium, or unset it.` };
  }
  for (const path of USUAL_PATHS[platform] ?? []) {
    if (isExecutable(path)) return { path, from: 'the usual path' };
  }
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of ON_PATH) {
      const path = join(dir, name);
      if (isExecutable(path)) return { path, from: 'PATH' };
    }
  }
  if (bundled && isExecutable(bundled)) return { path: bundled, from: 'playwright-core' };
  if (platform === 'linux' && isDebian && isRoot) return { install: DEBIAN_INSTALL };
  const command = platform === 'linux' && isDebian ? spelled(DEBIAN_INSTALL, 'sudo ') : DOWNLOAD;
  return {
    stop:
      'No Chrome or Chromium found (CHROME_PATH, the usual paths, PATH). Install one with:\n' +
      `  ${command}\n` +
      'or set CHROME_PATH to the browser you have.',
  };
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function isDebian() {
  try {
    return /^ID=("?)debian\1$/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

async function bundledPath() {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    // playwright-core not installed yet (.ci/run asks before npm ci), or it knows no build for this platform.
    return null;
  }
}

/** The decision on this machine. */
export async function chromiumOnThisMachine(env = process.env) {
  return decideChromium({
    env,
    platform: process.platform,
    isExecutable,
    bundled: await bundledPath(),
    isRoot: process.getuid?.() === 0,
    isDebian: isDebian(),
  });
}

/** The browser's path, or an error naming the command that brings one. Installs nothing. */
export async function chromiumPath(env = process.env) {
  const decision = await chromiumOnThisMachine(env);
  if (decision.path) return decision.path;
  throw new Error(decision.stop ?? `No Chrome or Chromium found. Install one with: ${spelled(decision.install)}`);
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const decision = await chromiumOnThisMachine();
  if (decision.path) console.log(decision.path);
  else console.error(decision.stop ?? `No Chrome or Chromium found. Install one with: ${spelled(decision.install)}`);
  process.exit(decision.path ? 0 : 1);
}
