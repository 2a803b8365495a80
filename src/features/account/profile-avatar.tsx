import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import { mediaUrl } from '../../lib/media';

const avatar = cx(
  disc({ size: '24', tone: 'accent' }),
  css({ flexShrink: 0, overflow: 'hidden', fontFamily: 'display', fontSize: '4xl', objectFit: 'cover', boxShadow: 'card' }),
);

/** The profile's large avatar: the picture, or the first letter of the name (docs/rules/screens.md#profile). */
export function ProfileAvatar({ name, picture }: { name: string; picture: string | null }) {
  if (picture) return <img className={avatar} src={mediaUrl(picture)} alt="" width="96" height="96" />;
  return (
    <span className={avatar} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
