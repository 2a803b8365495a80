// `npm run bench:menu`: requests per second and latency of a menu page, GET /api/meal/meals/?page=1&page_size=8,
// through the real server, against a bare node:http server answering the very same bytes and headers in the same run
// (docs/rules/system.md#performance-goals: at least 50 % of its throughput, p99 ≤ 25 ms, 50 connections). The real
// server runs as its own process (`node --import tsx server/main.ts`, SQLite in a fresh temp DATA_DIR with 3 categories
// and 24 meals, LOG_LEVEL info as in production, its log going to a file); the bare one runs in this process, which is
// otherwise idle. The load comes from autocannon in a third process (its CLI with --json), so it never shares an event
// loop with a server.
// Rounds alternate bare, real, bare, real… and each figure is the mean over its rounds; p99 is the worst round's.
// Then the same page on the real server alone and beside 25 connections of junk (bench/junk-load.mjs: numbers
// spelled anew on every request, as the attacker of the menu cache sent them), back to back, alternating: the page
// must keep at least 80 % of its clean throughput.
// Options (environment): BENCH_SECONDS=10 BENCH_ROUNDS=2 BENCH_CONNECTIONS=50 BENCH_PATH=… LOG_LEVEL=info,
// BENCH_JUNK_CONNECTIONS=25 (0 skips the junk rounds),
// BENCH_SERVER_ROOT=<checkout> (a checkout whose server/main.ts to run, e.g. an older commit, for a before/after),
// BENCH_PROFILE=<folder> (the real server writes a V8 CPU profile there when it stops).
// Exits non-zero when the ratio is under 50 % or the real server's p99 is over 25 ms, or the page keeps under 80 % of
// its throughput beside the junk. Results go to bench/results/.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort, profileArgs, startServerProcess } from './local-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATH = process.env.BENCH_PATH ?? '/api/meal/meals/?page=1&page_size=8';
const GOAL_RATIO = 0.5;
const GOAL_P99_MS = 25;
const JUNK_CONNECTIONS = Number(process.env.BENCH_JUNK_CONNECTIONS ?? 25);
const GOAL_JUNK_RATIO = 0.8;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ROOT = process.env.BENCH_SERVER_ROOT ?? ROOT;
const AUTOCANNON = join(ROOT, 'node_modules/autocannon/autocannon.js');
// The database is prepared by the migrations of the server that will run on it.
const serverModule = (path) => import(pathToFileURL(join(SERVER_ROOT, path)).href);
const { createDatabase, dialectOf } = await serverModule('server/db/database.ts');
const { migrateToLatest } = await serverModule('server/db/migrate.ts');
const { loadEnv } = await serverModule('server/env.ts');
/** Set per connection or per response by node itself, in both servers alike. */
const NODE_SETS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One GET with node:http, the raw header pairs kept in their order and case. */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    request(url, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const DISHES = ['Chicken Momo', 'Veg Momo', 'Buff Momo', 'Jhol Momo', 'Kothey Momo', 'C Momo', 'Paneer Momo', 'Fried Momo'];

async function prepareDatabase(dataDir) {
  const env = loadEnv({ DATA_DIR: dataDir, DATABASE_URL: '', DEMO_DATA: '0', LOG_LEVEL: 'silent' });
  const db = createDatabase(env);
  try {
    await migrateToLatest(db, dialectOf(env));
    const at = (i) => new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
    let i = 0;
    for (const category of ['Momo', 'Noodles', 'Drinks']) {
      const { id } = await db
        .insertInto('categories')
        .values({ name: category, created_at: at(i) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const dish of DISHES) {
        i++;
        await db
          .insertInto('meals')
          .values({
            name: `${dish} ${category === 'Momo' ? '' : category}`.trim(),
            description:
              'Steamed dumplings folded by hand every morning, filled with spiced meat or vegetables and served with a tomato sesame chutney.',
            price_paisa: 20_000 + i * 500,
            half_plate_price_paisa: 12_000 + i * 250,
            meal_type: 'Plate',
            ingredients: 'flour, onion, garlic, ginger, coriander, tomato, sesame',
            main_image: `/media/meals/${String(i).padStart(2, '0')}abcdef0123456789.webp`,
            image1: null,
            image2: null,
            category_id: id,
            is_non_veg: i % 2,
            created_at: at(i),
            updated_at: at(i),
          })
          .execute();
      }
    }
  } finally {
    await db.destroy();
  }
}

async function startRealServer(dataDir, port) {
  const log = openSync(join(dataDir, 'server.log'), 'a');
  try {
    return await startServerProcess({
      port,
      cwd: SERVER_ROOT,
      nodeArgs: profileArgs(),
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEMO_DATA: '0',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
      stdio: ['ignore', log, log],
      seconds: 60,
      why: `; see ${dataDir}/server.log`,
    });
  } finally {
    closeSync(log);
  }
}

/** Answers every request with the recorded status, headers and body, and nothing else. */
function startBareServer(recorded, port) {
  const headers = [];
  for (let i = 0; i < recorded.rawHeaders.length; i += 2) {
    if (!NODE_SETS.has(recorded.rawHeaders[i].toLowerCase())) headers.push(recorded.rawHeaders[i], recorded.rawHeaders[i + 1]);
  }
  const server = createHttpServer((_request, response) => {
    response.writeHead(recorded.status, headers);
    response.end(recorded.body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** autocannon's own process, so the load generator never takes a turn on a server's event loop. */
function autocannon(url, seconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), url],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}: ${err}`));
      const result = JSON.parse(out.trim().split('\n').at(-1));
      resolve({
        perSecond: result.requests.average,
        total: result.requests.total,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** bench/junk-load.mjs in its own process, for a second longer than the round it runs beside. */
function junkLoad(base, seconds) {
  return new Promise((resolve, reject) => {
    const script = fileURLToPath(new URL('./junk-load.mjs', import.meta.url));
    const args = [script, base, String(seconds + 1), String(JUNK_CONNECTIONS), '1'];
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`junk load exited with ${code}`)),
    );
  });
}

/** The page alone, then beside the junk, ROUNDS times: its throughput with the junk as a share of without. */
async function junkRounds(url, base, summary) {
  const rounds = { clean: [], junk: [], junkLoad: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    rounds.clean.push(await autocannon(url, SECONDS));
    const [withJunk, junk] = await Promise.all([autocannon(url, SECONDS), junkLoad(base, SECONDS)]);
    rounds.junk.push(withJunk);
    rounds.junkLoad.push(junk);
    for (const [name, result] of [['alone      ', rounds.clean.at(-1)], ['beside junk', withJunk]]) {
      console.log(
        `  round ${round} page ${name} ${result.perSecond.toFixed(0).padStart(6)} req/s  p99 ${result.p99} ms  non-2xx ${result.non2xx}`,
      );
    }
    console.log(`  round ${round} junk              ${junk.perSecond.toFixed(0).padStart(6)} req/s  ${JSON.stringify(junk.statuses)}`);
  }
  const [clean, junk] = [summary(rounds.clean), summary(rounds.junk)];
  const ratio = junk.perSecond / clean.perSecond;
  console.log(`\npage alone       ${clean.perSecond} req/s  p99 ${clean.p99} ms`);
  console.log(`page beside junk ${junk.perSecond} req/s  p99 ${junk.p99} ms (${JUNK_CONNECTIONS} junk connections)`);
  console.log(`kept ${(ratio * 100).toFixed(1)} % (goal ≥ ${GOAL_JUNK_RATIO * 100} %)`);
  return { connections: JUNK_CONNECTIONS, clean, withJunk: junk, ratio: Number(ratio.toFixed(3)), rounds };
}

async function run() {
  const dataDir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'restaurant-bench-menu-'));
  let real;
  let bare;
  try {
    await prepareDatabase(dataDir);
    real = await startRealServer(dataDir, await freePort());
    const recorded = await fetchRaw(`${real.base}${PATH}`);
    if (recorded.status !== 200) throw new Error(`${PATH} answered ${recorded.status}: ${recorded.body}`);
    const barePort = await freePort();
    bare = await startBareServer(recorded, barePort);
    const again = await fetchRaw(`http://127.0.0.1:${barePort}${PATH}`);
    if (!again.body.equals(recorded.body)) throw new Error('the bare server does not answer the same bytes');
    console.log(`${PATH}: ${recorded.body.byteLength} bytes, ${recorded.rawHeaders.length / 2} headers`);
    console.log(`${CONNECTIONS} connections, ${SECONDS} s a round, ${ROUNDS} rounds each, alternating\n`);

    // Warm-up: JIT, the SQLite page cache and the server's own caches, on both.
    await autocannon(`http://127.0.0.1:${barePort}${PATH}`, 2);
    await autocannon(`${real.base}${PATH}`, 2);

    const rounds = { bare: [], real: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, url] of [
        ['bare', `http://127.0.0.1:${barePort}${PATH}`],
        ['real', `${real.base}${PATH}`],
      ]) {
        const result = await autocannon(url, SECONDS);
        rounds[name].push(result);
        console.log(
          `  round ${round} ${name === 'bare' ? 'bare node:http' : 'real server   '} ${result.perSecond.toFixed(0).padStart(6)} req/s` +
            `  p50 ${result.p50} ms  p99 ${result.p99} ms  non-2xx ${result.non2xx}  errors ${result.errors}`,
        );
      }
    }

    const summary = (list) => ({
      perSecond: Math.round(mean(list.map((r) => r.perSecond))),
      p50: mean(list.map((r) => r.p50)),
      p99: Math.max(...list.map((r) => r.p99)),
      non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
    });
    const [bareSummary, realSummary] = [summary(rounds.bare), summary(rounds.real)];
    const ratio = realSummary.perSecond / bareSummary.perSecond;
    console.log(`\nbare node:http  ${bareSummary.perSecond} req/s  p50 ${bareSummary.p50} ms  p99 ${bareSummary.p99} ms`);
    console.log(`real server     ${realSummary.perSecond} req/s  p50 ${realSummary.p50} ms  p99 ${realSummary.p99} ms`);
    console.log(
      `ratio ${(ratio * 100).toFixed(1)} % (goal ≥ ${GOAL_RATIO * 100} %), real p99 ${realSummary.p99} ms (goal ≤ ${GOAL_P99_MS} ms)`,
    );

    let junk;
    if (JUNK_CONNECTIONS > 0) {
      console.log(`\nthe real server alone, then beside ${JUNK_CONNECTIONS} connections of junk spellings, back to back\n`);
      junk = await junkRounds(`${real.base}${PATH}`, real.base, summary);
    }

    mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
    const file = new URL(`./results/menu-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url);
    writeFileSync(
      file,
      `${JSON.stringify({ path: PATH, connections: CONNECTIONS, seconds: SECONDS, serverRoot: SERVER_ROOT, bare: bareSummary, real: realSummary, ratio: Number(ratio.toFixed(3)), rounds, junk }, null, 2)}\n`,
    );
    console.log(`Written to bench/results/${file.pathname.split('/').at(-1)}`);
    const failed =
      ratio < GOAL_RATIO ||
      realSummary.p99 > GOAL_P99_MS ||
      realSummary.non2xx > 0 ||
      realSummary.errors > 0 ||
      (junk !== undefined && (junk.ratio < GOAL_JUNK_RATIO || junk.withJunk.non2xx > 0));
    if (failed) process.exitCode = 1;
  } finally {
    bare?.close();
    real?.child.kill('SIGTERM');
    if (real) await new Promise((resolve) => (real.child.exitCode !== null ? resolve() : real.child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run();
