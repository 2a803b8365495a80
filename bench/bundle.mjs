// `npm run bench:bundle`: the gzip size of the JavaScript a visitor's browser loads for `/`, in Chromium,
// every script until network idle, for a reader in English and one in Nepali (the `locale` cookie and the browser's
// remembered choice). gzip is computed here (level 9) from each response body, so the figure does not depend on how
// the server compresses. Fonts are counted apart (an English reader should download no Devanagari font). Fails when a
// loaded script is an admin chunk or a total is over the target (100 kB).
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium, startServer } from '../tests/browser/harness.mjs';

const TARGET_KB = 100;
const kb = (bytes) => bytes / 1000;
const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

const isFont = (response) => /\.(woff2?|ttf|otf)(\?|$)/.test(new URL(response.url()).pathname);

// A shared machine seeds the demo pictures slowly: wait longer than the journeys do.
const server = await startServer({ startupMs: 300_000 });
const browser = await launchChromium();
const runs = {};
try {
  for (const locale of ['en', 'ne']) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'locale', value: locale, url: server.url }]);
    await context.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale);
    const page = await context.newPage();
    const pending = [];
    const fonts = [];
    const onResponse = (response) => {
      if (response.status() !== 200) return;
      if (isFont(response)) {
        fonts.push(response.body().then((body) => ({ file: new URL(response.url()).pathname, bytes: body.length })));
        return;
      }
      if (!isScript(response)) return;
      pending.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          bytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    };
    page.on('response', onResponse);
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    // What answers after network idle (the sold-out poll) is not the first load; its body may be gone once the
    // context closes.
    page.off('response', onResponse);
    runs[locale] = {
      scripts: (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes),
      fonts: await Promise.all(fonts),
    };
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const summaries = {};
for (const [locale, { scripts, fonts }] of Object.entries(runs)) {
  console.log(`\n== / in ${locale === 'en' ? 'English' : 'Nepali'} ==`);
  summaries[locale] = report(scripts, fonts);
}
const totalGzip = Math.max(...Object.values(summaries).map((summary) => summary.totalGzip));
const adminChunks = Object.values(summaries).flatMap((summary) => summary.adminChunks);
const withinTarget = kb(totalGzip) <= TARGET_KB;

function report(scripts, fonts) {
  const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const totalRaw = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const adminChunks = scripts.filter((script) => /admin/i.test(script.file.split('/').pop()));
  const withinTarget = kb(totalGzip) <= TARGET_KB;

  const width = Math.max(6, ...scripts.map((script) => script.file.length));
  console.log(`\n${'script'.padEnd(width)}  ${'raw kB'.padStart(8)}  ${'gzip kB'.padStart(8)}`);
  for (const script of scripts) {
    console.log(`${script.file.padEnd(width)}  ${kb(script.bytes).toFixed(1).padStart(8)}  ${kb(script.gzipBytes).toFixed(1).padStart(8)}`);
}
console.log(`${'total'.padEnd(width)}  ${kb(totalRaw).toFixed(1).padStart(8)}  ${kb(totalGzip).toFixed(1).padStart(8)}`);
console.log(
  `\nJS loaded for / (gzip): ${kb(totalGzip).toFixed(1)} kB of a ${TARGET_KB} kB target: ${withinTarget ? 'within' : 'OVER'}`,
);
console.log(
  adminChunks.length === 0
    ? 'No admin chunk loaded.'
    : `Admin chunks loaded for a visitor: ${adminChunks.map((script) => script.file).join(', ')}`,
);
const fontBytes = fonts.reduce((sum, font) => sum + font.bytes, 0);
console.log(`Fonts downloaded: ${fonts.length} (${kb(fontBytes).toFixed(1)} kB)${fonts.map((font) => `\n  ${font.file}`).join('')}`);
return { totalGzip, totalBytes: totalRaw, withinTarget, adminChunks: adminChunks.map((s) => s.file), scripts, fonts };
}

const resultsDir = new URL('./results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
const measuredAt = new Date().toISOString();
const resultFile = new URL(`bundle-${measuredAt.replace(/[:.]/g, '-')}.json`, resultsDir);
writeFileSync(
  resultFile,
  `${JSON.stringify({ measuredAt, page: '/', targetKb: TARGET_KB, withinTarget, en: summaries.en, ne: summaries.ne }, null, 2)}\n`,
);
console.log(`Written to bench/results/${resultFile.pathname.split('/').pop()}`);
process.exit(withinTarget && adminChunks.length === 0 ? 0 : 1);
