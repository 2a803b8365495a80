import { css, cx } from 'styled-system/css';

/** The white surface with its thin border that the admin panels and cards sit on. */
export const surface = css({ bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl' });

/** The same surface raised by the card shadow. */
export const surfaceCard = cx(surface, css({ boxShadow: 'card' }));

/** A checkbox with its label ('Available', a way of serving). */
export const checkbox = css({ display: 'inline-flex', alignItems: 'center', gap: '3', cursor: 'pointer', fontWeight: 'semibold' });

/** What a radio's and a checkbox's box share: the size, the border and the focus ring. */
export const tickBox = css({
  w: '5',
  h: '5',
  borderWidth: '2px',
  borderColor: 'border.strong',
  '[data-focus-visible] > &': { borderColor: 'focusRing' },
});

/** The checkbox's box; each form gives it the colour it takes when ticked. */
export const checkboxBox = cx(tickBox, css({ borderRadius: 'md', display: 'grid', placeItems: 'center', color: 'accent.contrast' }));
