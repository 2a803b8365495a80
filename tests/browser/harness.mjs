// The really started server and the machine's Chromium (scripts/find-chromium.mjs), shared by the browser suite, the
// stories and the benches.
import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { buildIfStale, ROOT } from '../../scripts/build-if-stale.mjs';
import { chromiumPath } from '../../scripts/find-chromium.mjs';
import { freePort } from '../../scripts/free-port.mjs';

export { buildIfStale, chromiumPath };

/** Headless, and without the background traffic (updates, sync, QUIC) that would skew a measurement or leave the machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * How the suites' Chromium draws (journeys, stories). Headless, it rasterises and composites with SwiftShader, a GPU
 * emulated on the CPU, in a GPU process of its own; the suites read the DOM and axe's findings, and their screenshots
 * are for people, so Skia's own software raster and compositor do. Four journey files: 128 s of CPU with the emulated
 * GPU, 111 s without (176 s and 147 s of wall time, load average 12); 200 stories in the built preview: 71 s and
 * 62 s. Not in CHROMIUM_ARGS: Lighthouse (bench/lighthouse.mjs) measures the page as Chrome draws it for a visitor.
 */
export const SOFTWARE_DRAWING = ['--disable-gpu-compositing', '--disable-gpu-rasterization'];

export async function launchChromium() {
  return chromium.launch({ executablePath: await chromiumPath(), args: [...CHROMIUM_ARGS, ...SOFTWARE_DRAWING] });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The journeys' server's DEMO_KEY: the outbox answers it only (docs/rules/system.md#sms-outbox). */
export const DEMO_KEY = 'journeys-demo-key-0123456789-abcdefgh';

/**
 * Builds the app if stale, then starts `server/main.ts` on a free local port with a fresh DATA_DIR and demo data
 * (`from`: a copy of a DATA_DIR a stopped server left, whose demo data and pictures are made already).
 * Resolves once GET /api/health answers. The server's output goes to a log file, shown when start-up fails.
 * `stop({ keepData: true })` leaves the DATA_DIR for such copies.
 */
export async function startServer({ startupMs = 90_000, from } = {}) {
  if (!(await buildIfStale())) throw new Error('The app could not be built; see the output above.');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'restaurant-browser-'));
  if (from) cpSync(from, dataDir, { recursive: true });
  const logFile = join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    // The journeys share the demo customer and leave unpaid orders behind on purpose; the limit has server tests.
    MAX_UNPAID_ORDERS: '50',
    // The journeys read codes as a developer would, from the outbox, which must be asked for
    // (docs/rules/robustness.md#limits) and answers the demo key only.
    SMS_PROVIDER: 'outbox',
    DEMO_KEY,
    // Khalti's offline stand-in (served with the demo key): the Khalti journeys pay there.
    KHALTI_MODE: 'sandbox',
  };
  // Always the embedded SQLite file in the fresh DATA_DIR, whatever the caller's shell points at.
  delete env.DATABASE_URL;
  // The node process itself, not a shell or npx in between, so the pid we signal is the server's.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(signal ?? code)));

  const stop = async ({ keepData = false } = {}) => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      const outcome = await Promise.race([exited, sleep(10_000).then(() => 'timeout')]);
      if (outcome === 'timeout') {
        server.kill('SIGKILL');
        await exited;
      }
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + startupMs;
  let exit;
  exited.then((outcome) => (exit = outcome));
  while (Date.now() < deadline && exit === undefined) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, dataDir, stop };
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  const output = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  // Said before stop(), whose SIGTERM would otherwise read as the reason.
  const why = exit === undefined ? `did not answer GET /api/health within ${startupMs / 1000} s` : `exited (${exit})`;
  await stop();
  throw new Error(`The server ${why}. Its last output:\n${output}`);
}
