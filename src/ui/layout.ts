import { css } from 'styled-system/css';

/** The page's content column. */
export const container = css({ w: 'full', maxW: '7xl', mx: 'auto', px: { base: '4', md: '6', lg: '8' } });

/** Hidden on screen, read by assistive technology. */
export const visuallyHidden = css({ srOnly: true });
