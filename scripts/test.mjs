// `npm test`: every suite. Lint and typecheck count as one check each, then every vitest test.
// Ends with the line `N passed, N failed` (read by .ci/run) and exits non-zero if anything failed.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale, buildStorybookIfStale, run } from "./build-if-stale.mjs";
import { chromiumOnThisMachine } from "./find-chromium.mjs";
import { vitestCounts } from "./vitest-counts.mjs";

const totals = { passed: 0, failed: 0 };
const notes = [];

const started = Date.now();
/** A heading, with the seconds since npm test started: where the time goes, read off the log. */
function section(title) {
  console.log(`\n━━ ${title} ━━ (${Math.round((Date.now() - started) / 1000)} s)`);
}

/** A check whose output is held and printed whole once it ends, so two can run side by side. */
function quietly(title, command, args) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    const finish = (code) => {
      section(title);
      process.stdout.write(Buffer.concat(chunks));
      if (code === 0) totals.passed += 1;
      else {
        totals.failed += 1;
        notes.push(`${title} failed (exit code ${code})`);
      }
      resolve();
    };
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      finish(1);
    });
    child.on("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** Setup that is not a check of its own: only its failure is counted. */
async function setup(title, step) {
  section(title);
  if (await step()) return true;
  totals.failed += 1;
  notes.push(`${title} failed`);
  return false;
}

async function vitest(title, projectArgs) {
  section(title);
  const report = join(
    tmpdir(),
    `vitest-report-${process.pid}-${Date.now()}.json`,
  );
  const code = await run("npx", [
    "vitest",
    "run",
    ...projectArgs,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  const { passed, failed, note } = vitestCounts(report, code);
  rmSync(report, { force: true });
  totals.passed += passed;
  totals.failed += failed;
  if (note) notes.push(`${title}: ${note}`);
  console.log(`${title}: ${passed} passed, ${failed} failed`);
}

/**
 * The stories and the journeys need a browser: the one found (scripts/find-chromium.mjs), else on Debian as root the
 * one .ci/run installs, installed here; else nothing runs, and the message names the command to run. The children
 * get its path as CHROME_PATH, so every suite uses the same browser.
 */
async function browser() {
  let decision = await chromiumOnThisMachine();
  if (decision.install) {
    section("installing chromium");
    for (const [command, ...args] of decision.install) {
      console.log(`$ ${command} ${args.join(" ")}`);
      const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
      if ((await run(command, args, { env })) !== 0) break;
    }
    decision = await chromiumOnThisMachine();
  }
  if (decision.path) {
    console.log(`Browser: ${decision.path} (${decision.from})`);
    process.env.CHROME_PATH = decision.path;
    return;
  }
  section("browser");
  console.log(decision.stop ?? "chromium could not be installed; see the output above.");
  console.log("\n0 passed, 1 failed");
  process.exit(1);
}

await browser();
// styled-system/ is generated and the typecheck, the views and the app's build import it: made once, here.
await setup(
  "panda codegen",
  async () => (await run("npx", ["panda", "codegen"])) === 0,
);
// Each keeps about one core busy and only reads the tree (the builds write dist/ and storybook-static/ alone): side by
// side they take about half their summed time on two cores. The builds' output streams; the checks' is printed whole
// when each ends. Storybook is built here, once: the stories test plays its built preview, and .ci/run reads this
// build rather than making its own.
const [built] = await Promise.all([
  setup("build the app for the browser suite", () =>
    buildIfStale({ codegen: false }),
  ),
  setup("build Storybook for the stories", () => buildStorybookIfStale()),
  quietly("eslint", "npx", ["eslint", "."]),
  quietly("typecheck", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]),
]);
// The stories project serves storybook-static/ and plays every story in its preview (tests/stories.test.ts).
await vitest("vitest: unit, logic, server, stories in Chromium", [
  "--project",
  "!browser",
]);
// The browser suite gets its own run: its global setup starts the real servers, and a failure there must not hide the
// results of the other projects. Not beside them: on a loaded 2-core machine its first server, which renders the demo
// pictures, missed its 90 s start-up limit while the other projects ran.
if (built) await vitest("vitest: browser", ["--project", "browser"]);

if (notes.length > 0) console.log(`\n${notes.join("\n")}`);
console.log(
  `\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
