// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { eslintWithOnly, lintErrorsOf } from './support/lint-errors';

const layerErrors = lintErrorsOf('local/feature-layers');

describe('features import only lower layers (eslint-rules/feature-layers.js)', () => {
  it.each([
    ['machines/menu/x.ts', "import { value } from '../cart/cart.machine';"],
    ['machines/cart/x.ts', "import { value } from '../account/otp.machine';"],
    ['machines/orders/x.ts', "import type { value } from '../admin/x';"],
    ['src/features/menu/x.tsx', "import { value } from '../../../machines/orders/x';"],
    ['src/features/cart/x.tsx', "export { value } from '../orders/orders-api';"],
    ['src/features/account/x.tsx', "const value = import('../admin/admin-logic');"],
    ['machines/kitchen/x.ts', "import { value } from '../menu/x';"],
  ])('%s: %s is an error', async (file, code) => {
    expect(await layerErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['machines/menu/x.ts', "import { value } from '../shared/session.machine';"],
    ['machines/menu/x.ts', "import { value } from './menu-filter.machine';"],
    ['machines/cart/x.ts', "import { value } from '../menu/x';"],
    ['src/features/orders/x.tsx', "import { value } from '../cart/x';"],
    ['src/features/admin/x.tsx', "import { value } from '../../../machines/orders/x';"],
    ['src/features/cart/x.tsx', "import { value } from '../../../machines/app.machine';"],
    ['src/features/menu/x.tsx', "import { value } from '../../ui/button';"],
    // Test support may reach into any feature to set a scene.
    ['machines/menu/x.machine.test.ts', "import { value } from '../admin/x';"],
    ['machines/shared/testing/x.ts', "import { value } from '../../admin/x';"],
    ['src/app/x.tsx', "import { value } from '../features/admin/x';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });

  it('the tree keeps to its layers', { timeout: 120_000 }, async () => {
    const results = await eslintWithOnly('local/feature-layers').lintFiles(['machines', 'src/features']);
    const errors = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === 'local/feature-layers').map((m) => `${r.filePath}:${m.line} ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
});
