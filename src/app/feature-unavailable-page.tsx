import { useLingui } from '../i18n/use-lingui';
import { css } from 'styled-system/css';
import { ClocheIcon } from '../ui/icons';
import { MessagePage } from '../ui/message-page';
import '../i18n/chrome-english';

export const FEATURE_UNAVAILABLE_TEXT = /*i18n*/ 'This feature is not available right now. Please check back later.';

const art = css({
  display: 'grid',
  placeItems: 'center',
  w: '28',
  h: '28',
  borderRadius: 'full',
  bg: 'bg.surface',
  color: 'accent.solid',
  boxShadow: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  '& svg': { w: '14', h: '14' },
});

/**
 * /featureUnavailable, and every screen of the spec that a later issue builds
 * (docs/rules/screens.md#feature-unavailable).
 */
export function FeatureUnavailablePage() {
  const { i18n } = useLingui();
  return (
    <MessagePage
      title={i18n._('Coming soon')}
      art={
        <span className={art} aria-hidden="true">
          <ClocheIcon />
        </span>
      }
      heading={i18n._('Coming soon')}
      text={i18n._(FEATURE_UNAVAILABLE_TEXT)}
      action={{ label: i18n._('Back to Home'), href: '/' }}
    />
  );
}
