import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The texts, in one catalogue a feature: a screen's English arrives with its code, so the visitor's first page carries
 * only `shared` (the chrome and what the home and menu pages draw); Nepali comes only to a Nepali reader, its `shared`
 * first and the rest when more than the first page is about to be drawn (src/i18n/nepali-texts.ts).
 *
 * Message ids are the English texts themselves (`i18n._('Add to cart')`): the spec's words stay in the code, word for
 * word, and a translator reads the English in the .po file. Texts outside a call (a machine's label, a table of links)
 * are marked `/*i18n*\/ 'Home'` so that `npm run i18n:extract` finds them.
 */
const FEATURES = ['account', 'menu', 'cart', 'orders'] as const;
const NOT_SHIPPED = ['**/*.test.*', '**/testing/**', '**/*fixtures*', '**/*.rules.ts', '**/*rules*.ts', '**/*test-model*'];

/**
 * Parts of other features that the first page itself draws or runs (the add-to-cart button on every meal card, the
 * cart badge's machine and its toasts, the session check): their texts load with the first page, in `shared`, not
 * with the feature's screens.
 */
const ON_THE_FIRST_PAGE = [
  'machines/cart/cart-count.machine.ts',
  'machines/menu/menu-filter.machine.ts',
  ...[
    'add-to-cart-button.tsx',
    'ark-category-tabs.tsx',
    'ark-meal-carousel.tsx',
    'carousel-parts.ts',
    'carousel-skeleton.tsx',
    'category-tabs.tsx',
    'category-tabs-parts.ts',
    'diet-badge.tsx',
    'home-page.tsx',
    'latest-meals.tsx',
    'meal-card.tsx',
    'meal-carousel.tsx',
    'meal-grid.tsx',
    'meal-image.tsx',
    'meal-slide.tsx',
    'menu-page.tsx',
    'menu-section.tsx',
    'slide-frame.ts',
  ].map((file) => `src/features/menu/${file}`),
];

/** Chrome that not every page shows and that loads on demand: the footer, the phone menu, the pager, the message pages. */
const CHROME_ON_DEMAND = [
  'src/ui/footer.tsx',
  'src/ui/mobile-menu.tsx',
  'src/ui/pager.tsx',
  'src/app/not-found-page.tsx',
  'src/app/feature-unavailable-page.tsx',
];

/**
 * The back office, loaded for admins only with its one catalogue (src/i18n/admin-texts.ts): its features, the area's
 * shell in src/app and its widgets in src/ui/admin.
 */
const ADMIN_FEATURES = ['catalogue', 'kitchen', 'money', 'people', 'restaurant'];
const ADMIN_SHELL = ['src/ui/admin', 'src/app/admin-area.tsx', 'src/app/admin-routes.tsx'];
/** The staff's Order List lives with the orders, but its texts are the back office's: no customer downloads them. */
const ADMIN_ORDER_LIST = [
  ...['admin-orders-page.tsx', 'admin-order-card.tsx', 'admin-order-dialogs.tsx', 'admin-order-ticket.tsx'].map(
    (file) => `src/features/orders/${file}`,
  ),
  ...['admin-order-page.ts', 'admin-orders-labels.ts', 'admin-orders-view.ts', 'admin-orders.machine.ts', 'order-counts.machine.ts'].map(
    (file) => `machines/orders/${file}`,
  ),
];
const ADMIN = [
  ...ADMIN_FEATURES.flatMap((name) => [`src/features/${name}`, `machines/${name}`]),
  ...ADMIN_SHELL,
  ...ADMIN_ORDER_LIST,
];

const catalogue = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/locales/{locale}/${name}`,
  include: include.map((path) => `<rootDir>/${path}`),
  exclude: [...NOT_SHIPPED, ...exclude.map((path) => `<rootDir>/${path}`)],
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ne'],
  // A text not yet translated shows in English rather than as nothing; tests/i18n fail the build on one.
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    catalogue('shared', [
      'src/i18n',
      'src/ui',
      'src/app',
      'src/lib',
      'src/api',
      'machines/shared',
      'machines/app.machine.ts',
      ...ON_THE_FIRST_PAGE,
    ], [...CHROME_ON_DEMAND, ...ADMIN_SHELL.map((path) => (path.includes('.') ? path : `${path}/**`))]),
    catalogue('chrome', CHROME_ON_DEMAND),
    // The contract's validation and error texts: shown under a form's fields and in toasts, wherever a form is.
    catalogue('contract', ['contract']),
    ...FEATURES.map((name) =>
      catalogue(name, [`src/features/${name}`, `machines/${name}`], [...ON_THE_FIRST_PAGE, ...ADMIN_ORDER_LIST]),
    ),
    catalogue('admin', ADMIN),
  ],
});
