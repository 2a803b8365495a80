import { css } from 'styled-system/css';

// Skeleton, slide and error share one frame with fixed heights, so nothing below moves when the meals arrive.
export const frame = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1.15fr' },
  gridTemplateRows: { base: 'auto token(sizes.heroText)', md: '1fr' },
  h: { md: 'heroMd', lg: 'heroLg' },
  bg: 'bg.surface',
  borderRadius: '3xl',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.subtle',
  boxShadow: 'card',
});

export const imageSide = css({
  display: 'block',
  position: 'relative',
  order: { base: 0, md: 1 },
  aspectRatio: { base: 'meal', md: 'auto' },
  h: { md: 'full' },
  overflow: 'hidden',
  bg: 'bg.subtle',
  '& img': { w: 'full', h: 'full', objectFit: 'cover' },
});

export const textSide = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: { md: 'center' },
  gap: { base: '3', md: '4' },
  p: { base: '5', md: '10', lg: '14' },
  minW: '0',
  overflow: 'hidden',
});
