import fc from 'fast-check';
import type * as core from 'zod/v4/core';

/**
 * fast-check values shaped by a contract schema, read from zod's own definition (`_zod.def`), so the fuzz starts
 * from requests the server would mostly accept and mutates from there. Refinements (`.check(z.refine(...))`) are not
 * read: their values are "valid-ish", which is what a fuzz wants anyway. Strings and arrays stay short; the mutations
 * make the huge ones.
 */

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

type Def = Record<string, unknown> & { type: string; checks?: Array<{ _zod: { def: CheckDef } }> };

const defOf = (schema: unknown): Def => (schema as core.$ZodType)._zod.def as unknown as Def;
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((check) => check._zod.def);

function lengthBounds(checks: CheckDef[], longest: number) {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) min = Math.max(min, check.minimum);
    if (check.check === 'max_length' && check.maximum !== undefined) max = Math.min(max, check.maximum);
    if (check.check === 'length_equals' && check.length !== undefined) min = max = check.length;
  }
  return { minLength: min, maxLength: Math.max(min, Math.min(max, min + longest)) };
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = checksOf(def);
  const pattern = checks.find((check) => check.format === 'regex' && check.pattern)?.pattern;
  const { minLength, maxLength } = lengthBounds(checks, 40);
  if (pattern) {
    try {
      return fc.stringMatching(pattern, { size: 'xsmall' });
    } catch {
      // fast-check reads no lookahead (the strong-password rule): a mix of every character class matches it often.
      const unit = fc.constantFrom('a', 'z', 'B', 'Q', '3', '7', '!', '@', ' ');
      return fc.string({ unit, minLength: Math.max(minLength, 8), maxLength: Math.max(maxLength, 16) });
    }
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 1_000_000;
  let integer = false;
  let positive = false;
  for (const check of checksOf(def)) {
    if (check.check === 'number_format') integer = true;
    if (check.check === 'greater_than') {
      min = Number(check.value);
      positive ||= !check.inclusive;
    }
    if (check.check === 'less_than') max = Number(check.value);
  }
  if (integer) return fc.integer({ min: positive ? min + 1 : min, max });
  const double = fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter((value) => !positive || value > min);
  // Whole numbers and two decimals are what a price looks like; any double now and then.
  return fc.oneof(
    fc.integer({ min: Math.ceil(min + (positive ? 1 : 0)), max: Math.floor(max) }),
    fc.integer({ min: Math.ceil(min * 100) + 1, max: Math.floor(max * 100) }).map((cents) => cents / 100),
    double,
  );
}

/** Values the schema's shape allows (refinements aside). */
export function arbitraryOf(schema: unknown): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
      return fc.option(arbitraryOf(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType), { nil: null });
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return arbitraryOf(def.innerType);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(arbitraryOf));
    case 'pipe':
      // A transform first (blank-is-missing and the like) takes the output's values as they are.
      return defOf(def.in).type === 'transform' ? arbitraryOf(def.out) : arbitraryOf(def.in);
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      const requiredKeys = keys.filter((key) => defOf(shape[key]).type !== 'optional');
      return fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryOf(shape[key])])), { requiredKeys });
    }
    case 'array': {
      const { minLength, maxLength } = lengthBounds(checksOf(def), 4);
      return fc.array(arbitraryOf(def.element), { minLength, maxLength });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryOf(def.valueType), { maxKeys: 4 });
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(arbitraryOf));
    default:
      // unknown, any, transform and the rest: anything JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The field names of an object schema (after any wrapping), for the mutations that drop or retype one. */
export function fieldsOf(schema: unknown): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return fieldsOf(def.in);
  if (def.type === 'union') return [...new Set((def.options as unknown[]).flatMap(fieldsOf))];
  return [];
}
