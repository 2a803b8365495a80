// @vitest-environment node
import { describe } from 'vitest';
import { itRefusesAndAllows } from './support/lint-errors';

describe('one-way imports between folders', () => {
  itRefusesAndAllows(
    'no-restricted-imports',
    [
      ['machines/x.ts', "import value from 'react';"],
      ['machines/x.ts', "import { value } from '@xstate/react';"],
      ['machines/x.ts', "import { value } from '@ark-ui/react/tabs';"],
      ['machines/x.ts', "import { value } from 'sonner';"],
      ['machines/deep/x.ts', "import { value } from '../../src/app/logic';"],
      ['machines/x.ts', "import { value } from '../server/app';"],
      ['machines/x.ts', "import { value } from '../stories/home.stories';"],
      ['contract/x.ts', "import value from 'react-dom';"],
      ['contract/x.ts', "import { value } from '../machines/cart/cart-count.machine';"],
      ['contract/x.ts', "import { value } from '../server/env';"],
      ['src/x.ts', "import { createApp as value } from '../server/app';"],
      ['src/pages/x.tsx', "import { value } from '../../server/db/meals';"],
      ['src/x.ts', "import { Hono as value } from 'hono';"],
      ['src/x.ts', "import { value } from 'kysely';"],
      ['src/x.ts', "import value from 'better-sqlite3';"],
      ['src/x.ts', "import value from 'pg';"],
      ['src/x.ts', "import value from 'pino';"],
      ['src/x.ts', "import value from 'sharp';"],
      ['stories/x.tsx', "import { value } from '../server/app';"],
      ['server/x.ts', "import { value } from '../src/app/logic';"],
      ['server/routes/x.ts', "import { value } from '../../machines/menu-filter.machine';"],
      ['server/x.ts', "import { value } from '../stories/x';"],
      ['server/x.ts', "import value from 'react';"],
      ['server/x.ts', "export { value } from '../src/x';"],
      ['server/x.ts', "import type { value } from '../machines/x';"],
    ],
    [
      ['machines/x.ts', "import { value } from '../contract/meal';"],
      ['machines/x.ts', "import { value } from 'xstate';"],
      ['contract/x.ts', "import value from 'zod/mini';"],
      ['src/x.tsx', "import value from 'react';"],
      ['src/x.ts', "import { value } from '../machines/menu/menu-filter.machine';"],
      ['src/x.ts', "import { value } from '../contract/meal';"],
      ['src/x.ts', "import { value } from './server-status';"],
      ['stories/x.tsx', "import { value } from '../src/app/logic';"],
      ['server/x.ts', "import { value } from '../contract/meal';"],
      ['server/x.ts', "import { Hono as value } from 'hono';"],
      ['tests/x.ts', "import { value } from '../server/app';"],
    ],
  );
});
