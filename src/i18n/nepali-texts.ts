import { i18n } from '@lingui/core';

let rest: Promise<void> | null = null;

const loadRest = () =>
  (rest ??= import('./nepali-rest').then(
    ({ messages }) => i18n.load('ne', messages),
    () => {
      rest = null; // offline or a stale deploy's chunk: those texts in English until the next try
    },
  ));

/**
 * The Nepali beyond the first page, before something beyond it is drawn: each screen, part or menu loaded on demand
 * waits for it (src/app/app.tsx, src/ui/on-approach.tsx, src/ui/lazy-menus.tsx). A reader in English waits for
 * nothing; choosing Nepali loads it with the first page's (./locale.ts).
 */
export function nepaliTexts(): Promise<void> {
  return i18n.locale === 'ne' ? loadRest() : Promise.resolve();
}

/** `load`, done once the page's language has the texts of what it loads. */
export const withTexts =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), nepaliTexts()]).then(([loaded]) => loaded);

/** Choosing Nepali on a page: every text of the page at once, whatever screen it is. */
export const allNepaliTexts = loadRest;

/**
 * A Nepali reader's first page: the rest comes at the reader's first touch, key or scroll, a moment before the
 * navigation, menu or toast it may lead to, instead of with the first page's download.
 */
export function nepaliTextsOnFirstUse() {
  const types = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
  const once = () => {
    for (const type of types) removeEventListener(type, once, { capture: true });
    void nepaliTexts();
  };
  for (const type of types) addEventListener(type, once, { capture: true, passive: true });
}
