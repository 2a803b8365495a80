import { Carousel } from '@ark-ui/react/carousel';
import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { disc } from 'styled-system/recipes';
import { IMAGE_SLOT_SIZES, variantPath } from '../../../contract/media';
import type { Meal } from '../../../contract/meal';
import { mediaUrl } from '../../lib/media';
import { useLaterSources } from '../../lib/later-photo';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { MealImage } from './meal-image';
import './english';

const DETAIL_SIZES = IMAGE_SLOT_SIZES.detail;

const frame = css({ position: 'relative', borderRadius: '2xl', overflow: 'hidden', bg: 'bg.subtle' });
const slideImage = css({ w: 'full', h: 'auto', aspectRatio: 'meal', objectFit: 'cover', display: 'block' });
const arrow = cx(
  disc({ size: '10', tone: 'surface' }),
  css({
    position: 'absolute',
    top: '[50%]',
    transform: 'translateY(-50%)',
    boxShadow: 'card',
    _disabled: { opacity: 0.4, cursor: 'default' },
  }),
);
const thumbs = css({ display: 'flex', gap: '3', mt: '3' });
const thumb = css({
  w: '20',
  borderRadius: 'lg',
  overflow: 'hidden',
  borderWidth: '2px',
  borderColor: 'transparent',
  cursor: 'pointer',
  opacity: 0.7,
  _current: { borderColor: 'accent.solid', opacity: 1 },
  '& img': { w: 'full', aspectRatio: 'meal', objectFit: 'cover', display: 'block' },
});

/** The 160-wide variant for a stored image; other paths (and data URLs) have none. */
const thumbnailUrl = (path: string) => mediaUrl(path.endsWith('.webp') ? variantPath(path, 'thumb') : path);

/**
 * A meal's photos (docs/rules/screens.md#meal-detail): main image, image1 and image2, those it has, with thumbnails to
 * pick one.
 */
export function MealGallery({ meal }: { meal: Meal }) {
  const { i18n } = useLingui();
  const images = [meal.main_image, meal.image1, meal.image2].filter((path): path is string => path !== null);
  const photosOf = i18n._('Photos of {name}', { name: meal.name });
  if (images.length <= 1) {
    return (
      <div className={frame}>
        <MealImage path={images[0] ?? null} alt={meal.name} sizes={DETAIL_SIZES} priority className={slideImage} />
      </div>
    );
  }
  return (
    <Carousel.Root
      slideCount={images.length}
      aria-label={photosOf}
      translations={{
        prevTrigger: i18n._('Previous photo'),
        nextTrigger: i18n._('Next photo'),
        indicator: (index) => i18n._('Show photo {number}', { number: index + 1 }),
        item: (index, count) => i18n._('{number} of {count}', { number: index + 1, count }),
      }}
    >
      <div className={frame}>
        {/* Zag makes a strip with nothing focusable in it a tab stop (its photos scroll by keyboard): one with a name
            (docs/rules/screens.md#keyboard-and-screen-readers), not an unnamed div. */}
        <Carousel.ItemGroup role="group" aria-label={photosOf}>
          {images.map((path, index) => (
            <Carousel.Item key={path} index={index}>
              <MealImage
                path={path}
                alt={index === 0 ? meal.name : i18n._('{name}, photo {number}', { name: meal.name, number: index + 1 })}
                sizes={DETAIL_SIZES}
                priority={index === 0}
                className={slideImage}
              />
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
        <Carousel.PrevTrigger className={arrow} style={{ left: '0.75rem' }}>
          <ChevronLeftIcon />
        </Carousel.PrevTrigger>
        <Carousel.NextTrigger className={arrow} style={{ right: '0.75rem' }}>
          <ChevronRightIcon />
        </Carousel.NextTrigger>
      </div>
      <Carousel.IndicatorGroup className={thumbs}>
        {images.map((path, index) => (
          <Carousel.Indicator key={path} index={index} className={thumb}>
            <Thumbnail path={path} />
          </Carousel.Indicator>
        ))}
      </Carousel.IndicatorGroup>
    </Carousel.Root>
  );
}

/** A photo's thumbnail below the photos: not needed for the first paint (src/lib/later-photo.ts). */
function Thumbnail({ path }: { path: string }) {
  return <img {...useLaterSources(thumbnailUrl(path), undefined, '')} width="160" height="120" loading="lazy" />;
}
