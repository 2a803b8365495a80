import { css } from 'styled-system/css';

/** Shared look of the navbar's dropdowns (Ark UI Menu parts). */
export const menuContent = css({
  zIndex: 'dropdown',
  minW: '56',
  p: '1.5',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'float',
  outline: 'none',
  _open: { animation: 'popIn' },
  _motionReduce: { animation: 'none' },
});

export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  px: '3',
  py: '2.5',
  borderRadius: 'lg',
  color: 'fg.default',
  fontWeight: 'medium',
  textDecoration: 'none',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.subtle' },
  _currentPage: { color: 'accent.text', fontWeight: 'semibold' },
});

export const menuSeparator = css({ my: '1.5', borderColor: 'border.subtle' });
