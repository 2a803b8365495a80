import { useLingui } from '../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { button } from 'styled-system/recipes';
import { css, cx } from 'styled-system/css';
import { selectLocale } from '../../machines/shared/locale-view';
import { useLocale } from '../i18n/locale-context';

// Each language is named in its own words and script, so a reader finds theirs whichever page they are on.
const OTHER = { en: { locale: 'ne', name: 'नेपाली' }, ne: { locale: 'en', name: 'English' } } as const;

const narrow = css({ px: '2', fontWeight: 'semibold' });

/**
 * The navbar's language switch: one button naming the other language in that language (its `lang` lets a screen
 * reader say it so); the choice is kept by the browser.
 */
export function LanguageSwitch() {
  const { i18n } = useLingui();
  const locale = useLocale();
  // Until the language is first changed the locale actor does not run (it loads then): the page is in English.
  const view = useSelector(locale?.actor ?? undefined, (snapshot) => (snapshot ? selectLocale(snapshot) : null));
  if (!locale) return null;
  const other = OTHER[view?.locale ?? (i18n.locale === 'ne' ? 'ne' : 'en')];
  return (
    <button
      type="button"
      lang={other.locale}
      className={cx(button({ variant: 'ghost', size: 'sm' }), narrow)}
      disabled={view?.loading}
      onClick={() => void locale.load().then((actor) => actor.send({ type: 'locale.choose', locale: other.locale }))}
    >
      {other.name}
    </button>
  );
}
