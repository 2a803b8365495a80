import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { CAROUSEL_SKELETON_IMAGE_LINES, CAROUSEL_SKELETON_TEXT_LINES } from '../../lib/limits';
import { controls } from './carousel-parts';
import { imageSide, frame, textSide } from './slide-frame';

const lines = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const imageLines = css({
  position: 'absolute',
  inset: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: '1',
});
// Ragged widths read as text: a short eyebrow, a two-line title, a paragraph, a price.
const TEXT_LINES = [
  css({ w: '1/3' }),
  css({ w: '4/5', h: '8' }),
  css({ w: '2/3', h: '8' }),
  css({ w: 'full' }),
  css({ w: '11/12' }),
  css({ w: 'full' }),
  css({ w: '5/6' }),
  css({ w: '3/4' }),
  css({ w: '2/5' }),
  css({ w: '1/2', h: '10' }),
];

/**
 * Skeleton lines on both sides of the slide (docs/rules/limits.md#display: 22 and 10), in the same frame as a real
 * slide.
 */
export function CarouselSkeleton() {
  const { i18n } = useLingui();
  return (
    <div aria-busy="true" aria-label={i18n._('Loading latest meals')} role="status">
      <div className={frame}>
        <div className={imageSide}>
          <div className={imageLines} data-testid="carousel-skeleton-image">
            {Array.from({ length: CAROUSEL_SKELETON_IMAGE_LINES }, (_, index) => (
              <span key={index} className={cx(skeleton(), css({ flex: '1', h: 'auto', borderRadius: 'sm' }))} />
            ))}
          </div>
        </div>
        <div className={cx(textSide, lines)} data-testid="carousel-skeleton-text">
          {Array.from({ length: CAROUSEL_SKELETON_TEXT_LINES }, (_, index) => (
            <span key={index} className={cx(skeleton(), TEXT_LINES[index % TEXT_LINES.length])} />
          ))}
        </div>
      </div>
      <div className={controls} aria-hidden="true" />
    </div>
  );
}
