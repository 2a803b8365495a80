// `npm run bench:bundle`: the gzip size of the JavaScript a visitor's browser loads for `/`, in Chromium,
// every script until network idle. gzip is computed here (level 9) from each response body, so the figure
// does not depend on how the server compresses. Fails when a loaded script is an admin chunk or the total
// is over the target.
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchChromium, startServer } from '../tests/browser/harness.mjs';

const TARGET_KB = 120;
const kb = (bytes) => bytes / 1000;
const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '') ||
  /\.m?js(\?|$)/.test(new URL(response.url()).pathname);

const server = await startServer();
const browser = await launchChromium();
let scripts;
try {
  const page = await (await browser.newContext()).newPage();
  const pending = [];
  page.on('response', (response) => {
    if (!isScript(response) || response.status() !== 200) return;
    pending.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname,
        bytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  scripts = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
} finally {
  await browser.close();
  await server.stop();
}

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

const resultsDir = new URL('./results/', import.meta.url);
mkdirSync(resultsDir, { recursive: true });
const measuredAt = new Date().toISOString();
const resultFile = new URL(`bundle-${measuredAt.replace(/[:.]/g, '-')}.json`, resultsDir);
writeFileSync(
  resultFile,
  `${JSON.stringify({ measuredAt, page: '/', targetKb: TARGET_KB, totalGzipBytes: totalGzip, totalBytes: totalRaw, withinTarget, adminChunks: adminChunks.map((s) => s.file), scripts }, null, 2)}\n`,
);
console.log(`Written to bench/results/${resultFile.pathname.split('/').pop()}`);
process.exit(withinTarget && adminChunks.length === 0 ? 0 : 1);
