import { css } from 'styled-system/css';
import { ClocheIcon } from '../ui/icons';
import { MessagePage } from '../ui/message-page';

export const FEATURE_UNAVAILABLE_TEXT = 'This feature is not available right now. Please check back later.';

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

/** /featureUnavailable, and every screen of the spec that a later issue builds (spec §2). */
export function FeatureUnavailablePage() {
  return (
    <MessagePage
      title="Coming soon"
      art={
        <span className={art} aria-hidden="true">
          <ClocheIcon />
        </span>
      }
      heading="Coming soon"
      text={FEATURE_UNAVAILABLE_TEXT}
      action={{ label: 'Back to Home', href: '/' }}
    />
  );
}
