// Preloaded into the server by bench/checkout.mjs when BENCH_SYNCHRONOUS is set (`node --import` this file): the
// server's `synchronous = FULL` becomes the level asked for, to measure what FULL costs. A bench knob only: the
// server itself offers no way to weaken durability, on purpose (the README says why FULL).
import { createRequire } from 'node:module';

const level = process.env.BENCH_SYNCHRONOUS?.toUpperCase();
if (level !== 'FULL' && level !== 'NORMAL') {
  throw new Error(`BENCH_SYNCHRONOUS must be FULL or NORMAL (got ${JSON.stringify(process.env.BENCH_SYNCHRONOUS)})`);
}

// The same module instance the server imports: a CommonJS package is loaded once per process.
const Database = createRequire(import.meta.url)('better-sqlite3');
const pragma = Database.prototype.pragma;
Database.prototype.pragma = function pragmaWithBenchSynchronous(source, options) {
  const rewritten = /^\s*synchronous\s*=/i.test(source) ? `synchronous = ${level}` : source;
  return pragma.call(this, rewritten, options);
};
