// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { itRefusesAndAllows, ruleErrorsInTree } from './support/lint-errors';

const RULE = 'local/test-support-imports';

describe('production code never imports test support (eslint-rules/test-support-imports.js)', () => {
  itRefusesAndAllows(
    RULE,
    [
      ['machines/cart/x.ts', "import { value } from '../shared/testing/fixtures';"],
      ['machines/menu/x.machine.ts', "import { value } from './testing/menu-model';"],
      ['src/features/cart/x.tsx', "import { value } from '../../../machines/cart/cart.rules';"],
      ['src/app/x.tsx', "import type { value } from '../../stories/meal-fixtures';"],
      ['contract/x.ts', "export { value } from '../tests/server/support/orders.world';"],
      ['server/services/x.ts', "import { value } from '../../tests/server/support/cart.world.ts';"],
      ['server/routes/x.ts', "const value = import('../testing/seed');"],
      ['src/ui/x.tsx', "export * from '../../machines/shared/testing';"],
    ],
    [
      ['machines/cart/x.ts', "import { value } from '../shared/answer';"],
      ['src/features/menu/x.tsx', "import { value } from './meal-rules-text';"],
      ['server/services/x.ts', "import { value } from './world-clock';"],
      // Tests, their support, stories and tests/ may use it.
      ['machines/cart/x.machine.test.ts', "import { value } from '../shared/testing/fixtures';"],
      ['src/features/cart/x.test.tsx', "import { value } from '../../../stories/meal-fixtures';"],
      ['machines/shared/testing/x.ts', "import { value } from './fixtures';"],
      ['machines/cart/cart.test-model.ts', "import { value } from './cart.rules';"],
      ['machines/cart/x.rules.ts', "import { value } from '../shared/testing/rules';"],
      ['stories/x.stories.tsx', "import { value } from './meal-fixtures';"],
      ['tests/server/x.test.ts', "import { value } from './support/orders.world';"],
    ],
  );

  it('the tree keeps test support out of production code', { timeout: 120_000 }, async () => {
    expect(await ruleErrorsInTree(RULE, ['machines', 'src', 'contract', 'server'])).toEqual([]);
  });
});
