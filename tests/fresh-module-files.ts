/**
 * View test files that need modules of their own: they mock a module (`vi.mock`, which a module already loaded by
 * another file in the worker would escape), reset the module graph, or test what the first import of a module does
 * (the toaster loads sonner with the first notification). The `unit` project shares modules and jsdom between a
 * worker's files; these run in the `unit-fresh` project, isolated. tests/fresh-module-files.test.ts keeps the list
 * whole: a view test that mocks a module and is not listed fails it.
 */
export const FRESH_MODULE_FILES = [
  'src/app/logic.test.ts',
  'src/app/toaster.test.tsx',
  'src/app/unauthorized.test.ts',
  'src/features/cart/cart-api.test.ts',
  'src/i18n/nepali-counts.test.ts',
] as const;
