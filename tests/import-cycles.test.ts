// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('import cycles', () => {
  it('the finder sees a circle of files, a file importing itself, and no circle in a chain', () => {
    const circle = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(importCycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCycles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    expect(importCycles(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', []]]))).toEqual([]);
  });

  // Type-only imports count too: a circle of types is still two files that cannot be read or moved one without the other.
  const graph = importGraph(root);

  it('no file imports itself, directly or through others', () => {
    expect(importCycles(graph)).toEqual([]);
  });
});
