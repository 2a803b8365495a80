import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import type { SessionUser } from '../../machines/shared/auth.machine';
import { mediaUrl } from '../lib/media';

const avatar = cx(
  disc({ size: '9', tone: 'accent' }),
  css({ overflow: 'hidden', fontFamily: 'display', fontSize: 'md', objectFit: 'cover' }),
);

export const avatarTrigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '11',
  pl: '1',
  pr: { base: '1', sm: '1.5' },
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  // The chevron gives its room to the restaurant's name on a phone; the avatar alone still opens the menu.
  '& > svg': { w: '4', h: '4', display: { base: 'none', sm: 'block' } },
});

/** The user's picture, or the first letter of their name (docs/rules/screens.md#navigation-bar). */
export function Avatar({ user }: { user: SessionUser }) {
  if (user.profilePicture) {
    return <img className={avatar} src={mediaUrl(user.profilePicture)} alt="" width="36" height="36" />;
  }
  return (
    <span className={avatar} aria-hidden="true">
      {user.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
