import { css } from 'styled-system/css';

/** A page link of the navbar, and (same look) an admin menu's button; the current one is underlined. */
export const pageLink = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '10',
  px: '3.5',
  borderRadius: 'full',
  color: 'fg.muted',
  fontWeight: 'medium',
  fontSize: 'sm',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'colors',
  '& > svg': { w: '4', h: '4', transition: 'transform', transitionDuration: 'fast' },
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
  _expanded: { color: 'fg.default', bg: 'bg.subtle', '& > svg': { transform: 'rotate(180deg)' } },
  '&:is([aria-current=page], [data-current])': {
    color: 'accent.text',
    fontWeight: 'semibold',
    _after: {
      content: '""',
      position: 'absolute',
      left: '3.5',
      right: '3.5',
      bottom: '1',
      h: '0.5',
      borderRadius: 'full',
      bg: 'accent.solid',
    },
  },
});

/** The row of page links on a wide screen; on a phone they fold into the mobile menu. */
export const pageLinks = css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', gap: '1' });
