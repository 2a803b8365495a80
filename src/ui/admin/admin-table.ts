import { css } from 'styled-system/css';

/**
 * The admin's lists (meals, users): a table from a tablet up; on a phone each row is a card, every cell with its
 * column's name before it (`data-label`), so nothing scrolls sideways and no column is squeezed
 * (docs/rules/robustness.md#screens). The column headers stay for screen readers.
 */
export const tableFrame = css({
  md: { overflowX: 'auto', borderWidth: '1px', borderColor: 'border.subtle', borderRadius: 'xl', bg: 'bg.surface' },
});

export const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  md: { minW: '2xl' },
  '& th': { textAlign: 'left', p: '3', bg: 'bg.subtle', fontWeight: 'semibold', whiteSpace: 'nowrap' },
  '& td': { md: { p: '3', borderTopWidth: '1px', borderColor: 'border.subtle', verticalAlign: 'middle' } },
  mdDown: {
    display: 'block',
    '& thead': { srOnly: true },
    '& tbody': { display: 'grid', gap: '3' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      columnGap: '4',
      rowGap: '2',
      alignItems: 'center',
      p: '4',
      bg: 'bg.surface',
      borderWidth: '1px',
      borderColor: 'border.subtle',
      borderRadius: 'xl',
      boxShadow: 'card',
    },
    '& td': { display: 'contents' },
    '& td::before': {
      content: 'attr(data-label)',
      color: 'fg.muted',
      fontSize: 'xs',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
    // The picture and the actions need no label: the first heads the card, the last closes it across its width.
    '& td > *': { justifySelf: 'start' },
    '& td[data-label=""]::before': { display: 'none' },
    '& td:first-child > *': { gridColumn: '1 / -1' },
    '& td:last-child > *': { gridColumn: '1 / -1' },
  },
});
