// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itRefusesAndAllows, ruleErrorsInTree } from './support/lint-errors';

const RULE = 'no-restricted-syntax';

describe("views read a context with useContext, not React's `use` (eslint.config.js, the server's renderer)", () => {
  itRefusesAndAllows(
    RULE,
    [
      ['src/app/x.tsx', "import { use as value } from 'react';"],
      ['src/ui/x.tsx', "import { createContext, use } from 'react';\nconst value = use(createContext(1));"],
      ['stories/x.stories.tsx', "import { use } from 'react';\nconst value = use;"],
    ],
    [
      ['src/app/x.tsx', "import { useContext as value } from 'react';"],
      ['src/ui/x.tsx', "import { use as value } from './elsewhere';"],
    ],
  );

  it('the tree reads no context with `use`', { timeout: 120_000 }, async () => {
    expect(await ruleErrorsInTree(RULE, ['src', 'stories'])).toEqual([]);
  });
});
