#!/usr/bin/env node
// Runs the server test suite against a throwaway PostgreSQL cluster: initdb in a temp folder, start it on a free
// local port, `vitest run --project server` with DATABASE_URL pointing at it, then stop and delete the cluster
// whatever happened. Needs the PostgreSQL server binaries (Debian: apt-get install postgresql). Extra arguments go
// to vitest. PG_BIN=/path/to/bin picks the binaries; otherwise the newest /usr/lib/postgresql/<version>/bin.
import { execFileSync, spawn } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.mjs";

function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    console.error(
      "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (apt-get install postgresql, or set PG_BIN).",
    );
    process.exit(1);
  }
  return join(root, versions[0], "bin");
}

const bin = postgresBin();
// PostgreSQL refuses to run as root: as root, run its tools as the `postgres` user.
const asRoot = process.getuid?.() === 0;
const pgTool = (tool, args) => {
  const [command, commandArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(bin, tool), ...args]]
    : [join(bin, tool), args];
  execFileSync(command, commandArgs, {
    stdio: ["ignore", "ignore", "inherit"],
  });
};

const dir = mkdtempSync(join(tmpdir(), "restaurant-pg-"));
if (asRoot) {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
  chownSync(dir, uid, gid);
}
const dataDir = join(dir, "data");
const logFile = join(dir, "postgres.log");

let started = false;
// Server tests that never open a database (pictures, parsers, pure rules): the SQLite run covers them, and running
// them again here would only spend the CI's minutes.
const NO_DATABASE = [
  "server/demo/catalog.test.ts",
  "server/media/decode-slots.test.ts",
  "tests/server/image-store.test.ts",
  "tests/server/media-env.test.ts",
  "tests/server/multipart.test.ts",
  "tests/server/opening-hours.test.ts",
  "tests/server/search-rank.test.ts",
];

let exitCode;
try {
  pgTool("initdb", [
    "-D",
    dataDir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  const port = await freePort();
  // A throwaway cluster: durability settings off for speed.
  const options = `-c listen_addresses=127.0.0.1 -k ${dir} -p ${port} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  try {
    pgTool("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      logFile,
      "-w",
      "-t",
      "60",
      "-o",
      options,
      "start",
    ]);
  } catch (error) {
    if (existsSync(logFile)) console.error(readFileSync(logFile, "utf8"));
    throw error;
  }
  started = true;
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(
    `PostgreSQL ${bin.split("/").at(-2)} on port ${port}; running the server suite on it.`,
  );

  const vitest = spawn(
    "npx",
    [
      "vitest",
      "run",
      "--project",
      "server",
      ...NO_DATABASE.flatMap((file) => ["--exclude", file]),
      ...process.argv.slice(2),
    ],
    {
      stdio: "inherit",
      env: { ...process.env, DATABASE_URL: databaseUrl },
    },
  );
  const forward = (signal) => vitest.kill(signal);
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  exitCode = await new Promise((resolve) =>
    vitest.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
} catch (error) {
  console.error(
    `test:postgres: ${error instanceof Error ? error.message : String(error)}`,
  );
  exitCode = 1;
} finally {
  if (started) {
    try {
      pgTool("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
    } catch (error) {
      console.error(
        `Could not stop the PostgreSQL cluster: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
