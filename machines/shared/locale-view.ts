import type { LocaleSnapshot } from './locale.machine';

/**
 * What the language switch shows: the language in use, whether another is on its way, and a failed load. Apart from
 * the machine, so the first page's switch carries the view and not the machine, which loads when first needed.
 */
export const selectLocale = (snapshot: LocaleSnapshot) => ({
  locale: snapshot.context.locale,
  loading: snapshot.matches('loading'),
  failed: snapshot.context.failed,
});
