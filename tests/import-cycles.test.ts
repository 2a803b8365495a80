// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureGraph, importCycles, importGraph } from './support/import-graph';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('import cycles', () => {
  it('the finder sees a circle of files, a file importing itself, a circle of features, and no circle in a chain', () => {
    const circle = new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', ['a.ts']], ['d.ts', ['a.ts']]]);
    expect(importCycles(circle)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(importCycles(new Map([['a.ts', ['a.ts']]]))).toEqual([['a.ts']]);
    expect(importCycles(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', []]]))).toEqual([]);
    const features = new Map([
      ['machines/menu/x.machine.ts', ['src/features/cart/y.tsx']],
      ['src/features/cart/y.tsx', ['machines/menu/z.ts']],
      // A test reaching back does not make a circle: it is not the feature's code.
      ['machines/cart/y.machine.test.ts', ['machines/menu/x.machine.ts']],
    ]);
    expect(importCycles(featureGraph(features).graph)).toEqual([['cart', 'menu']]);
  });

  // Type-only imports count too: a circle of types is still two files that cannot be read or moved one without the other.
  const graph = importGraph(root);

  it('no file imports itself, directly or through others', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('no feature imports itself through another (machines/<feature>, src/features/<feature>; production files)', () => {
    const features = featureGraph(graph);
    const circles = importCycles(features.graph).map((circle) => {
      const members = new Set(circle);
      const edges = [...features.why].filter(([edge]) => {
        const [from, to] = edge.split(' → ');
        return members.has(from!) && members.has(to!);
      });
      return Object.fromEntries(edges);
    });
    expect(circles).toEqual([]);
  });
});
