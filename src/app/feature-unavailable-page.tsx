import { useLingui } from '../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import { ClocheIcon } from '../ui/icons';
import { MessagePage } from '../ui/message-page';
import '../i18n/chrome-english';

export const FEATURE_UNAVAILABLE_TEXT = /*i18n*/ 'This feature is not available right now. Please check back later.';

const art = cx(disc({ size: '28', tone: 'plate' }), css({ borderWidth: '1px', '& svg': { w: '14', h: '14' } }));

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
