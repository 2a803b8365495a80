// `npm test`: every suite. Lint and typecheck count as one check each, and every vitest test.
// Ends with the line `N passed, N failed` (read by .ci/run) and exits non-zero if anything failed.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale, buildStorybookIfStale, run } from "./build-if-stale.mjs";
import { chromiumOnThisMachine } from "./find-chromium.mjs";
import { vitestCounts } from "./vitest-counts.mjs";

/** `npm test -- --postgres`: the server suite on PostgreSQL too, beside the journeys (.ci/run). */
const withPostgres = process.argv.slice(2).includes("--postgres");
const totals = { passed: 0, failed: 0 };
const notes = [];

const started = Date.now();
/** A heading, with the seconds since npm test started: where the time goes, read off the log. */
function section(title) {
  console.log(`\n━━ ${title} ━━ (${Math.round((Date.now() - started) / 1000)} s)`);
}

/**
 * Runs a command with its output held, and resolves once it has ended with `{ code, print }`: `print()` writes the
 * output whole under a heading saying when it ended, so a run can go on beside another whose output streams and be
 * printed after it.
 */
function held(title, command, args) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    let done = false;
    const finish = (code) => {
      if (done) return;
      done = true;
      const endedAt = Math.round((Date.now() - started) / 1000);
      resolve({
        code,
        print() {
          section(`${title}, ended at ${endedAt} s`);
          process.stdout.write(Buffer.concat(chunks));
        },
      });
    };
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${command}: ${error.message}\n`));
      finish(1);
    });
    child.on("exit", (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** A check (one pass or one failure) whose output is held; resolves with its `print()`. */
async function quietly(title, command, args) {
  const { code, print } = await held(title, command, args);
  if (code === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    notes.push(`${title} failed (exit code ${code})`);
  }
  return print;
}

/** Resolves once `path` exists or `ended` has settled. */
async function fileExists(path, ended) {
  let over = false;
  void ended.finally(() => (over = true));
  while (!over && !existsSync(path)) await new Promise((resolve) => setTimeout(resolve, 500));
}

/** Setup that is not a check of its own: only its failure is counted. */
async function setup(title, step) {
  section(title);
  if (await step()) return true;
  totals.failed += 1;
  notes.push(`${title} failed`);
  return false;
}

/** Adds a vitest run's JSON report to the totals. */
function count(title, report, code) {
  const { passed, failed, note } = vitestCounts(report, code);
  rmSync(report, { force: true });
  totals.passed += passed;
  totals.failed += failed;
  if (note) notes.push(`${title}: ${note}`);
  console.log(`${title}: ${passed} passed, ${failed} failed`);
}

const reportPath = (name) =>
  join(tmpdir(), `vitest-report-${process.pid}-${Date.now()}-${name}.json`);
const reporters = (report) => [
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

async function vitest(title, projectArgs, options = {}) {
  section(title);
  const report = reportPath(projectArgs.join(""));
  const code = await run(
    "npx",
    ["vitest", "run", ...projectArgs, ...reporters(report)],
    options,
  );
  count(title, report, code);
}

/** A vitest run whose output is held, counted; resolves with its `print()`, which also prints the counts. */
async function quietVitest(title, command, args) {
  const report = reportPath("held");
  const { code, print } = await held(title, command, [...args, ...reporters(report)]);
  return () => {
    print();
    count(title, report, code);
  };
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
// The two builds side by side (each writes its own folder, dist/ or storybook-static/). Storybook is built here, once:
// the stories test plays its built preview, and .ci/run reads this build rather than making its own.
const [built] = await Promise.all([
  setup("build the app for the browser suite", () =>
    buildIfStale({ codegen: false }),
  ),
  setup("build Storybook for the stories", () => buildStorybookIfStale()),
]);
// The stories project serves storybook-static/ and plays every story in its preview (tests/stories.test.ts).
await vitest("vitest: unit, logic, server, stories in Chromium", [
  "--project",
  "!browser",
]);

// The journeys leave part of a core idle: their whole process tree, Chromium's renderers included, used 677 s of CPU
// (counted by a child subreaper on a loaded machine, where CPU time runs about a fifth high; the renderers are
// reparented away from vitest, so /usr/bin/time saw 252 s) in a run whose clean-clone wall time was 338 s: about 1.6
// cores of two. That part takes ESLint then the typecheck
// (about 100 s of CPU, which before the vitest run above held it up for 70 s on two cores), from the start: the
// journeys' first server renders the demo pictures on one core. With `--postgres` (.ci/run) the server suite on
// PostgreSQL (scripts/test-postgres.mjs) runs beside them too, on one worker, once the journeys' servers answer, so
// that the first server's start keeps its core (its 90 s limit): with the journeys it shares two cores, rather than
// running alone after them. Their output is held and printed after the journeys'.
// The journeys get a vitest run of their own: their global setup starts the real servers, and a failure there must not
// hide the results of the other projects. Not beside the run above: CPU-bound model tests there missed their 20 s.
const checks = async () => {
  const eslint = await quietly("eslint", "npx", ["eslint", "."]);
  const typecheck = await quietly("typecheck", "npx", [
    "tsc",
    "--noEmit",
    "-p",
    "tsconfig.json",
  ]);
  return () => {
    eslint();
    typecheck();
  };
};
const postgres = async () =>
  withPostgres
    ? quietVitest("vitest: server on PostgreSQL", "node", [
        "scripts/test-postgres.mjs",
        "--maxWorkers=1",
      ])
    : () => {};
let prints;
if (built) {
  const ready = join(tmpdir(), `journey-servers-${process.pid}`);
  const journeys = vitest("vitest: browser", ["--project", "browser"], {
    env: { ...process.env, JOURNEY_SERVERS_READY: ready },
  });
  const lint = checks();
  await fileExists(ready, journeys);
  const others = Promise.all([lint, postgres()]);
  await journeys;
  rmSync(ready, { force: true });
  prints = await others;
} else prints = await Promise.all([checks(), postgres()]);
for (const print of prints) print();

if (notes.length > 0) console.log(`\n${notes.join("\n")}`);
console.log(
  `\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`,
);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
