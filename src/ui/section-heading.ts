import { css } from 'styled-system/css';

/** Section titles ('Our Menu', 'Find Us', ...): serif, with a short saffron rule underneath. */
export const sectionHeading = css({
  fontSize: { base: '3xl', md: '4xl' },
  fontWeight: 'bold',
  color: 'fg.default',
  _after: {
    content: '""',
    display: 'block',
    w: '14',
    h: '1',
    mt: '3',
    borderRadius: 'full',
    bg: 'accent.warm',
  },
});

export const centeredHeading = css({ textAlign: 'center', _after: { mx: 'auto' } });

/** A heading within a page's part: 'Reviews' beside 'Add a review', the checkout's steps, a meal's options. */
export const subHeading = css({ fontSize: 'xl', fontWeight: 'bold' });
