import { css } from 'styled-system/css';
import { mediaUrl } from '../../lib/media';

const avatar = css({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  w: '24',
  h: '24',
  borderRadius: 'full',
  overflow: 'hidden',
  bg: 'accent.solid',
  color: 'accent.contrast',
  fontFamily: 'display',
  fontWeight: 'bold',
  fontSize: '4xl',
  objectFit: 'cover',
  boxShadow: 'card',
});

/** The profile's large avatar: the picture, or the first letter of the name (docs/rules/screens.md#profile). */
export function ProfileAvatar({ name, picture }: { name: string; picture: string | null }) {
  if (picture) return <img className={avatar} src={mediaUrl(picture)} alt="" width="96" height="96" />;
  return (
    <span className={avatar} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
