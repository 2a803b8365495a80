import { useLingui } from '../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { button } from 'styled-system/recipes';
import { css, cx } from 'styled-system/css';
import { selectLocale } from '../../machines/shared/locale-view';
import { useLocale } from '../i18n/locale-context';
import nepaliWord from '../assets/nepali-word.png?no-inline';
import { useBrowserDrawn } from '../lib/later-photo';

// Each language is named in its own words and script, so a reader finds theirs whichever page they are on.
const OTHER = { en: { locale: 'ne', name: 'नेपाली' }, ne: { locale: 'en', name: 'English' } } as const;

const narrow = css({ px: '2', fontWeight: 'semibold' });
// 'नेपाली' drawn with the app's Devanagari face (scripts/draw-nepali-switch.mjs, 143×84 px at 56 px): a machine without
// a Devanagari font showed boxes until the web font came. A file of its own rather than inlined in the first page's
// script (2.5 kB of base64 every visit carried). A mask in the text's colour, so it follows the button's hover and
// theme like the word it stands for; the word itself is the button's label, for screen readers.
const drawnWord = css({
  display: 'inline-block',
  // 143/56 and 84/56 of the font size: the picture's own proportions, growing with the text.
  width: '[2.554em]',
  height: '[1.5em]',
  bg: '[currentColor]',
  // Until its picture is set (below): not a block of colour.
  '&[data-mask]': { bg: 'transparent' },
  maskSize: '100% 100%',
  maskRepeat: 'no-repeat',
  verticalAlign: 'middle',
});

/**
 * The other language's name; Nepali's as a picture of itself, legible whatever fonts the reader's machine has. Its
 * words are the button's label rather than hidden text: text on the page, even hidden, makes the browser download
 * the Devanagari font, which an English reader has no other use for.
 */
function LanguageName({ locale, name }: { locale: 'en' | 'ne'; name: string }) {
  // Like the photos the first paint does not need (src/lib/later-photo.ts), the picture waits in `data-mask` in the
  // server's markup, and public/first-paint.js sets it once the page's first photo is drawn.
  const drawn = useBrowserDrawn();
  if (locale !== 'ne') return name;
  const picture = drawn ? { style: { maskImage: `url(${nepaliWord})` } } : { 'data-mask': nepaliWord };
  return <span aria-hidden="true" className={drawnWord} {...picture} />;
}

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
      aria-label={other.locale === 'ne' ? other.name : undefined}
      className={cx(button({ variant: 'ghost', size: 'sm' }), narrow)}
      disabled={view?.loading}
      onClick={() => void locale.load().then((actor) => actor.send({ type: 'locale.choose', locale: other.locale }))}
    >
      <LanguageName locale={other.locale} name={other.name} />
    </button>
  );
}
