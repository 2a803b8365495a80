import { importSources } from './import-sources.js';

// Test support (fixtures, worlds, rule tables, replay harnesses) sits beside the tests, not the code: a production
// file that imports it ships test data and test-only branches to users. Tests, stories and test support import it.
const TEST_SUPPORT = [
  { pattern: /(?:^|\/)testing(?:\/|$)/, what: 'a testing/ folder' },
  { pattern: /\.rules(?:\.[cm]?[jt]sx?)?$/, what: 'a *.rules.ts file' },
  { pattern: /\.world(?:\.[cm]?[jt]sx?)?$/, what: 'a *.world.ts file' },
  { pattern: /-fixtures(?:\.[cm]?[jt]sx?)?$/, what: 'a *-fixtures.ts file' },
];

/** Which kind of test support an import specifier names, or null for an ordinary module. */
export function testSupportOf(spec) {
  return TEST_SUPPORT.find(({ pattern }) => pattern.test(spec))?.what ?? null;
}

export const testSupportImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Production code does not import test support (testing/, *.rules.ts, *.world.ts, *-fixtures.ts).' },
    schema: [],
  },
  create(context) {
    const check = (spec, node) => {
      const what = testSupportOf(spec);
      if (what) {
        context.report({ node, message: `Production code may not import test support ("${spec}" is ${what}); move what it needs beside the code.` });
      }
    };
    return importSources(check);
  },
};
