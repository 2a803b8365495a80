// `npm run bench:lighthouse`: Lighthouse with its mobile defaults (emulated phone, simulated slow 4G and 4× CPU) on
// `/`, `/menu` and `/meal/{id}` of the really built and started server (docs/rules/system.md#performance-goals:
// performance 100, no lower than 95 on these shared machines, accessibility 100, best practices 100, SEO ≥ 95). Each
// page runs RUNS times in a fresh Chromium; the run with the median performance score is the one reported, with every
// failing audit. Summaries go to bench/results/. Exits 1 when a target is missed. Nothing leaves the machine: the
// server is local and Chromium runs without its background traffic. The server is warmed first: each page's scripts and
// styles asked for once.
// Options (environment): BENCH_RUNS=3, BENCH_PAGES=/,/menu,/meal (a subset), BENCH_LOCALES=en,ne (the languages: a
// Nepali reader's runs carry the `locale` cookie, so the server draws the page in Nepali and the app hydrates it in
// Nepali, as for a reader who chose it on an earlier visit), CHROME_PATH (else the browser scripts/find-chromium.mjs
// finds).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumPath, startServer } from '../tests/browser/harness.mjs';
import { ROOT } from '../scripts/build-if-stale.mjs';
import { importBenchTool } from './bench-tools.mjs';

const chromeLauncher = await importBenchTool('chrome-launcher');
const { default: lighthouse } = await importBenchTool('lighthouse');
const { default: puppeteer } = await importBenchTool('puppeteer-core');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/menu,/meal').split(',');
const LOCALES = (process.env.BENCH_LOCALES ?? 'en,ne').split(',');
/** Lowest acceptable score per category, in Lighthouse's 0–1 scale. */
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 0.95 };
const CATEGORIES = Object.keys(TARGETS);

/**
 * The reader's language as a returning reader's browser has it: the `locale` cookie, set before Lighthouse opens the
 * page (Lighthouse clears an origin's caches and service workers between runs, never its cookies).
 */
async function chooseLocale(port, url, locale) {
  if (locale === 'en') return;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie({ name: 'locale', value: locale, url, path: '/' });
  } finally {
    await browser.disconnect();
  }
}

/** One Lighthouse run in its own Chromium, so no cache or service state carries over between runs. */
async function audit(url, locale) {
  const chrome = await chromeLauncher.launch({
    chromePath: await chromiumPath(),
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    await chooseLocale(chrome.port, url, locale);
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** Category scores, failing audits and the main performance figures of one run. */
function summarise(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]));
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const result = lhr.audits[ref.id];
      // Binary and numeric audits below 0.9 count against their category; informative and manual ones never do.
      const scored = ['binary', 'numeric', 'metricSavings'].includes(result.scoreDisplayMode);
      if (scored && result.score !== null && result.score < 0.9 && (ref.weight > 0 || id === 'performance')) {
        failing.push({ category: id, id: ref.id, title: result.title, score: result.score, value: result.displayValue });
      }
    }
  }
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores,
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
    },
    failing,
    // A run Lighthouse could not finish (e.g. NO_FCP when the loaded machine stalled the page) has no scores.
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings,
  };
}

/**
 * A server that has had visitors: the hashed files each page names are brotli-compressed once after their first
 * request (server/http/brotli-assets.ts), and each drawn page at brotli's best after its first request in that
 * language, so those first requests are made here, not in Lighthouse's first run.
 */
async function warmUp(url, paths, locales) {
  const headers = { 'Accept-Encoding': 'br' };
  const assets = new Set();
  for (const path of paths) {
    for (const locale of locales) {
      // fetch unpacks brotli: Content-Length says what was sent.
      const sent = async () => {
        const answer = await fetch(`${url}${path}`, { headers: { ...headers, Cookie: `locale=${locale}` } });
        const html = await answer.text();
        for (const [asset] of html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)) assets.add(asset);
        return Number(answer.headers.get('content-length'));
      };
      // Done when the page comes smaller than the first time (its best bytes are made), or after 5 s.
      const first = await sent();
      for (let i = 0; i < 50 && (await sent()) >= first; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await Promise.all([...assets].map(async (asset) => (await fetch(`${url}${asset}`, { headers })).arrayBuffer()));
  for (let i = 0; i < 100; i++) {
    const answers = await Promise.all([...assets].map((asset) => fetch(`${url}${asset}`, { method: 'HEAD', headers })));
    if (answers.every((answer) => answer.headers.get('content-encoding') === 'br')) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pct = (score) => (score === null ? ' n/a' : String(Math.round(score * 100)).padStart(4));

async function main() {
  // A shared machine seeds the demo pictures slowly: wait longer than the journeys do.
  const { url, stop } = await startServer({ startupMs: 300_000 });
  const report = { at: new Date().toISOString(), runs: RUNS, locales: LOCALES, targets: TARGETS, pages: {} };
  let missed = false;
  try {
    const meals = await (await fetch(`${url}/api/meal/meals/?page=1&page_size=8`)).json();
    const mealId = (meals.results ?? meals.items ?? meals)[0]?.id;
    if (mealId === undefined) throw new Error('The demo data has no meal to open at /meal/{id}.');
    const paths = PAGES.map((page) => (page === '/meal' ? `/meal/${mealId}` : page));

    await warmUp(url, paths, LOCALES);
    console.log(`Lighthouse ${RUNS} run(s) per page, mobile defaults, against ${url}`);
    console.log(`${'page'.padEnd(18)}  perf  a11y  best   seo   FCP ms   LCP ms   TBT ms    CLS`);
    for (const locale of LOCALES) {
      for (const path of paths) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(summarise(await audit(`${url}${path}`, locale)));
        for (const run of runs.filter((r) => r.runtimeError)) console.log(`    (a run failed: ${run.runtimeError})`);
        runs.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
        const median = runs[Math.floor(runs.length / 2)];
        const s = median.scores;
        const m = median.metrics;
        console.log(
          `${`${locale} ${path}`.padEnd(18)}  ${pct(s.performance)}  ${pct(s.accessibility)}  ${pct(s['best-practices'])}  ${pct(s.seo)}` +
            `  ${String(Math.round(m.fcpMs)).padStart(7)}  ${String(Math.round(m.lcpMs)).padStart(7)}` +
            `  ${String(Math.round(m.tbtMs)).padStart(7)}  ${m.cls.toFixed(3).padStart(6)}` +
            `   (perf of each run: ${runs.map((r) => pct(r.scores.performance).trim()).join(', ')})`,
        );
        for (const fail of median.failing) {
          console.log(`    ✗ [${fail.category}] ${fail.id}: ${fail.title}${fail.value ? ` (${fail.value})` : ''}`);
        }
        for (const warning of median.runWarnings) console.log(`    ! ${warning}`);
        for (const [category, target] of Object.entries(TARGETS)) {
          if ((s[category] ?? 0) < target) missed = true;
        }
        report.pages[`${locale} ${path.startsWith('/meal/') ? '/meal/{id}' : path}`] = {
          path,
          locale,
          median,
          performanceOfEachRun: runs.map((r) => r.scores.performance),
          failedRuns: runs.filter((r) => r.runtimeError).map((r) => r.runtimeError),
        };
      }
    }
  } finally {
    await stop();
  }
  const dir = join(ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `lighthouse-${report.at.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n${missed ? 'A target was missed' : 'Every target met'}. Summary: ${file.slice(ROOT.length)}`);
  if (missed) process.exitCode = 1;
}

await main();
