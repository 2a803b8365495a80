import type { I18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';

/** What the home page's carousel shows, drawn plain first (latest-meals.tsx) and by Ark once used. */
export interface CarouselViewProps {
  /** One id set, so the plain carousel and Ark's own name the same elements (focus moves across by id). */
  ids: CarouselIds;
  slides: { key: number; node: ReactNode }[];
  /** The slide in view when Ark takes over. */
  page: number;
}

export interface CarouselIds {
  root: string;
  itemGroup: string;
  item: (index: number) => string;
  prevTrigger: string;
  nextTrigger: string;
  indicatorGroup: string;
  indicator: (index: number) => string;
}

/** The id scheme Ark uses itself, on one React id. */
export function carouselIds(id: string): CarouselIds {
  const root = `carousel:${id}`;
  return {
    root,
    itemGroup: `${root}:item-group`,
    item: (index) => `${root}:item:${index}`,
    prevTrigger: `${root}:prev-trigger`,
    nextTrigger: `${root}:next-trigger`,
    indicatorGroup: `${root}:indicator-group`,
    indicator: (index) => `${root}:indicator:${index}`,
  };
}

export const CAROUSEL_LABEL = /*i18n*/ 'Latest meals';
/** The names of the carousel's parts, in the reader's language (Ark's `translations`). */
export const carouselTranslations = (i18n: I18n) => ({
  prevTrigger: i18n._('Previous meal'),
  nextTrigger: i18n._('Next meal'),
  indicator: (index: number) => i18n._('Show meal {number}', { number: index + 1 }),
  item: (index: number, count: number) => i18n._('{number} of {count}', { number: index + 1, count }),
});

export const itemGroup = css({ borderRadius: '3xl' });
export const controls = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  h: '12',
  mt: '3',
});
export const arrow = cx(
  disc({ size: '11', tone: 'surface' }),
  css({
    borderWidth: '1px',
    borderColor: 'border.default',
    transition: 'colors',
    _hover: { bg: 'bg.subtle' },
    _disabled: { opacity: 0.4, cursor: 'default' },
    '& svg': { w: '5', h: '5' },
  }),
);
export const dots = css({ display: 'flex', gap: '1' });
// The visible dot is small; the button around it keeps a comfortable touch target.
export const dot = css({
  display: 'grid',
  placeItems: 'center',
  w: '6',
  h: '11',
  cursor: 'pointer',
  _before: {
    content: '""',
    w: '2.5',
    h: '2.5',
    borderRadius: 'full',
    bg: 'border.strong',
    transition: 'all',
  },
  _current: { _before: { w: '6', bg: 'accent.solid' } },
});
