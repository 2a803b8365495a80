import { css } from 'styled-system/css';

// Text looks that recur across the screens, kept in one place so that a date on an order card and one under a review
// cannot drift apart.

/** Small grey print beside or under the main text: a date, a description, a hint. */
export const smallMuted = css({ fontSize: 'sm', color: 'fg.muted' });

/** What a list says in its place when it has nothing to show. */
export const emptyText = css({ py: '12', textAlign: 'center', color: 'fg.muted' });

/** Amounts and counts: digits of one width so that they line up, never broken over two lines. */
export const figures = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A bill's line: its label at the start, its amount at the end. */
export const amountRow = css({ display: 'flex', justifyContent: 'space-between', gap: '4' });
