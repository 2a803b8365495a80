import { useLingui } from '../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import { MessagePage } from '../ui/message-page';
import '../i18n/chrome-english';

export const NOT_FOUND_TEXT = /*i18n*/ 'Oops! Page Not Found';
export const GO_HOME = /*i18n*/ 'Go Back to Home';
export const MEAL_NOT_FOUND = /*i18n*/ 'This dish is not on our menu';
export const BACK_TO_MENU = /*i18n*/ 'Back to the menu';

const digits = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '4' },
  fontFamily: 'display',
  fontWeight: 'bold',
  fontSize: { base: '7xl', md: '9xl' },
  lineHeight: 'none',
  color: 'accent.solid',
});
const plate = cx(
  disc({ tone: 'plate' }),
  css({ w: { base: '16', md: '28' }, h: { base: '16', md: '28' }, borderWidth: { base: '6px', md: '10px' } }),
);

/** 4, an empty plate, 4: the art of both not-found pages. */
const plateArt = (
  <p className={digits} aria-hidden="true">
    4<span className={plate} />4
  </p>
);

/** What a not-found page says, in the words of its kind; the plate is the art of both. */
interface NotFound {
  title: string;
  heading: string;
  text: string;
  action: { label: string; href: string };
}

function PlateMessage({ page }: { page: NotFound }) {
  const { i18n } = useLingui();
  return (
    <MessagePage
      title={i18n._(page.title)}
      art={plateArt}
      heading={i18n._(page.heading)}
      text={i18n._(page.text)}
      action={{ label: i18n._(page.action.label), href: page.action.href }}
    />
  );
}

const NOT_FOUND = {
  page: {
    title: /*i18n*/ 'Page not found',
    heading: NOT_FOUND_TEXT,
    text: /*i18n*/ 'The page you are looking for is off the menu. It may have moved, or the link may be mistyped.',
    action: { label: GO_HOME, href: '/' },
  },
  meal: {
    title: /*i18n*/ 'Meal not found',
    heading: MEAL_NOT_FOUND,
    text: /*i18n*/ 'It may have been taken off the menu, or the link may be mistyped. Everything we cook today is on the menu.',
    action: { label: BACK_TO_MENU, href: '/menu' },
  },
} satisfies Record<string, NotFound>;

/** Any path the app does not know (docs/rules/screens.md#routes). */
export function NotFoundPage() {
  return <PlateMessage page={NOT_FOUND.page} />;
}

/** /meal/{id} for a meal that does not exist (any more), or a path that names none. */
export function MealNotFoundPage() {
  return <PlateMessage page={NOT_FOUND.meal} />;
}
