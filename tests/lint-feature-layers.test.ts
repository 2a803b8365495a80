// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lintErrorsOf, ruleErrorsInTree } from './support/lint-errors';

const layerErrors = lintErrorsOf('local/feature-layers');

describe('features import only lower layers (eslint-rules/feature-layers.js)', () => {
  it.each([
    ['machines/menu/x.ts', "import { value } from '../cart/cart.machine';"],
    ['machines/cart/x.ts', "import { value } from '../account/otp.machine';"],
    ['machines/orders/x.ts', "import type { value } from '../restaurant/x';"],
    ['src/features/menu/x.tsx', "import { value } from '../../../machines/orders/x';"],
    ['src/features/cart/x.tsx', "export { value } from '../orders/orders-api';"],
    ['src/features/account/x.tsx', "const value = import('../kitchen/kitchen-flows');"],
    // A feature with no layer is an error until it is given one.
    ['machines/pantry/x.ts', "import { value } from '../menu/x';"],
    // The back office's features: one layer may not reach into another's files, nor a lower one into a higher.
    ['src/features/catalogue/x.tsx', "import { value } from '../people/user-admin-api';"],
    ['machines/money/x.ts', "import type { value } from '../catalogue/meal-admin-api';"],
    ['machines/orders/x.ts', "import { value } from '../kitchen/kitchen-screen.machine';"],
    ['src/features/orders/x.tsx', "import { value } from '../kitchen/kitchen-alert-banner';"],
    ['src/features/catalogue/x.tsx', "import { value } from '../../../machines/restaurant/x';"],
    ['src/features/kitchen/x.tsx', "import { value } from '../restaurant/admin-about-page';"],
  ])('%s: %s is an error', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['machines/menu/x.ts', "import { value } from '../shared/session.machine';"],
    ['machines/menu/x.ts', "import { value } from './menu-filter.machine';"],
    ['machines/cart/x.ts', "import { value } from '../menu/x';"],
    ['src/features/orders/x.tsx', "import { value } from '../cart/x';"],
    ['src/features/restaurant/x.tsx', "import { value } from '../../../machines/orders/x';"],
    ['src/features/cart/x.tsx', "import { value } from '../../../machines/app.machine';"],
    ['src/features/kitchen/x.tsx', "import { value } from '../catalogue/sold-out-panel';"],
    ['machines/restaurant/x.ts', "import { value } from '../catalogue/meal-form.machine';"],
    ['machines/people/x.ts', "import { value } from '../account/signup.machine';"],
    ['src/features/menu/x.tsx', "import { value } from '../../ui/button';"],
    // Test support may reach into any feature to set a scene.
    ['machines/menu/x.machine.test.ts', "import { value } from '../restaurant/x';"],
    ['machines/shared/testing/x.ts', "import { value } from '../../kitchen/x';"],
    ['src/app/x.tsx', "import { value } from '../features/kitchen/x';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('the tree keeps to its layers', { timeout: 120_000 }, async () => {
    expect(await ruleErrorsInTree('local/feature-layers', ['machines', 'src/features'])).toEqual([]);
  });
});
