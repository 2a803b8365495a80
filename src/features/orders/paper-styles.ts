import { css } from 'styled-system/css';

/**
 * Black on white, as a printer gives it: the kitchen's ticket and the customer's receipt. The screen shows the paper's
 * edge dashed; on paper there is none.
 */
export const paper = css({
  display: 'grid',
  gap: '3',
  mx: 'auto',
  bg: 'white',
  color: 'black',
  fontFamily: 'body',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  '@media print': { borderWidth: '0' },
});
