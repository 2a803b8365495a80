import { css } from 'styled-system/css';
import { MessagePage } from '../ui/message-page';

export const NOT_FOUND_TEXT = 'Oops! Page Not Found';
export const GO_HOME = 'Go Back to Home';

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
const plate = css({
  display: 'inline-block',
  w: { base: '16', md: '28' },
  h: { base: '16', md: '28' },
  borderRadius: 'full',
  bg: 'bg.surface',
  borderWidth: { base: '6px', md: '10px' },
  borderColor: 'border.default',
  boxShadow: 'card',
});

/** 4, an empty plate, 4: the art of both not-found pages. */
const plateArt = (
  <p className={digits} aria-hidden="true">
    4<span className={plate} />4
  </p>
);

/** Any path the app does not know (spec §2). */
export function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      art={plateArt}
      heading={NOT_FOUND_TEXT}
      text="The page you are looking for is off the menu. It may have moved, or the link may be mistyped."
      action={{ label: GO_HOME, href: '/' }}
    />
  );
}

export const MEAL_NOT_FOUND = 'This dish is not on our menu';
export const BACK_TO_MENU = 'Back to the menu';

/** /meal/{id} for a meal that does not exist (any more), or a path that names none. */
export function MealNotFoundPage() {
  return (
    <MessagePage
      title="Meal not found"
      art={plateArt}
      heading={MEAL_NOT_FOUND}
      text="It may have been taken off the menu, or the link may be mistyped. Everything we cook today is on the menu."
      action={{ label: BACK_TO_MENU, href: '/menu' }}
    />
  );
}
