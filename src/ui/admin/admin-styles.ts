import { css, cx } from 'styled-system/css';
import { surfaceCard } from '../surface';

/** A panel of figures on the dashboard and the money page: a raised card, its title, then its rows. */
export const figuresPanel = cx(surfaceCard, css({ display: 'grid', gap: '3', alignContent: 'start', p: { base: '4', md: '5' }, minW: '0' }));
export const figuresPanelTitle = css({ fontFamily: 'display', fontSize: 'lg', fontWeight: 'bold' });

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
