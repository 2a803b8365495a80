import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import { selectAuth } from '../../../machines/shared/auth.machine';
import { createFavoriteLogic, selectFavorite } from '../../../machines/menu/favorite.machine';
import { useFlow, useSystemActor } from '../../app/app-actor';
// The toasts of the heart are the contract's and the server's words.
import '../../i18n/contract-english';
import './english';

const HEART = 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z';

const toggle = cx(
  disc({ size: '11', tone: 'surface' }),
  css({
    display: 'inline-grid',
    borderWidth: '1px',
    borderColor: 'border.strong',
    color: 'fg.muted',
    transition: 'colors',
    _hover: { color: 'nonVeg.solid' },
    _pressed: { color: 'nonVeg.solid', borderColor: 'nonVeg.solid', bg: 'nonVeg.subtle' },
    _disabled: { cursor: 'progress' },
  }),
);

/** The heart on a meal's page: outline when not a favourite, filled when it is (docs/rules/screens.md#profile). */
export function FavoriteToggle() {
  const { i18n } = useLingui();
  const role = useSelector(useSystemActor('auth'), (snapshot) => selectAuth(snapshot).role);
  const favorite = useFlow('favorite', createFavoriteLogic);
  const { on, busy } = useSelector(favorite, selectFavorite);
  return (
    <button
      type="button"
      className={toggle}
      aria-pressed={on}
      aria-busy={busy}
      aria-label={i18n._('Favourite')}
      onClick={() => favorite.send({ type: 'favorite.toggle', role })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={HEART}
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          data-testid={on ? 'heart-filled' : 'heart-outline'}
        />
      </svg>
    </button>
  );
}
