import { css } from 'styled-system/css';

/** The raised card the cart's panels and lines sit on. */
export const surfaceCard = css({
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  boxShadow: 'card',
});
