import { css, cx } from 'styled-system/css';

/** The white surface with its thin border that panels and cards sit on, the admin's and the cart's alike. */
export const surface = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl' });

/** The same surface raised by the card shadow. */
export const surfaceCard = cx(surface, css({ boxShadow: 'card' }));
