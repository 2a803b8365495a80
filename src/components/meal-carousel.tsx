import { Carousel } from '@ark-ui/react/carousel';
import { css, cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { Meal } from '../../contract/meal';
import { useResource } from '../app/app-actor';
import { formatPrice } from '../lib/format';
import {
  CAROUSEL_DESCRIPTION_LIMIT,
  CAROUSEL_MEAL_COUNT,
  CAROUSEL_SKELETON_IMAGE_LINES,
  CAROUSEL_SKELETON_TEXT_LINES,
} from '../lib/limits';
import { truncate } from '../lib/text';
import { AddToCartButton } from './add-to-cart-button';
import { DietBadge } from './diet-badge';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { MealImage } from './meal-image';
import { MEALS_ERROR } from './menu-section';
import { LoadError } from './status';

const SLIDE_IMAGE_SIZES = '(min-width: 1280px) 680px, (min-width: 768px) 54vw, 100vw';

// Skeleton, slide and error share one frame with fixed heights, so nothing below moves when the meals arrive.
const frame = css({
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

const imageSide = css({
  display: 'block',
  position: 'relative',
  order: { base: 0, md: 1 },
  aspectRatio: { base: 'meal', md: 'auto' },
  h: { md: 'full' },
  overflow: 'hidden',
  bg: 'bg.subtle',
  '& img': { w: 'full', h: 'full', objectFit: 'cover' },
});

const textSide = css({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: { md: 'center' },
  gap: { base: '3', md: '4' },
  p: { base: '5', md: '10', lg: '14' },
  minW: '0',
  overflow: 'hidden',
});

const eyebrow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: 'wider',
  textTransform: 'uppercase',
  color: 'accent.text',
});

const title = css({ fontSize: { base: '2xl', md: '4xl', lg: '5xl' }, fontWeight: 'bold', lineClamp: 2 });
const description = css({
  color: 'fg.muted',
  fontSize: { base: 'sm', md: 'md' },
  lineClamp: { base: 5, md: 4, lg: 5 },
});
const buy = css({ display: 'flex', alignItems: 'center', gap: '5', mt: { base: 'auto', md: '2' } });
const price = css({ fontFamily: 'display', fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' });

const controls = css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '4', h: '12', mt: '3' });
const arrow = css({
  display: 'grid',
  placeItems: 'center',
  w: '11',
  h: '11',
  borderRadius: 'full',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  cursor: 'pointer',
  transition: 'colors',
  _hover: { bg: 'bg.subtle' },
  _disabled: { opacity: 0.4, cursor: 'default' },
  '& svg': { w: '5', h: '5' },
});
const dots = css({ display: 'flex', gap: '1' });
// The visible dot is small; the button around it keeps a comfortable touch target.
const dot = css({
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

/** The home page's opening: the three newest meals, one per slide (spec §2 'Home page'). */
export function MealCarousel() {
  const latest = useResource('latestMeals');
  if (latest.status === 'loading') return <CarouselSkeleton />;
  if (latest.status === 'failed') {
    return (
      <div className={frame}>
        <div className={css({ gridColumn: '1 / -1', gridRow: '1 / -1', alignSelf: 'center', p: '6' })}>
          <LoadError message={MEALS_ERROR} onRetry={latest.retry} />
        </div>
      </div>
    );
  }
  const meals = (latest.data ?? []).slice(0, CAROUSEL_MEAL_COUNT);
  if (meals.length === 0) return null;
  return (
    <Carousel.Root
      slideCount={meals.length}
      loop
      aria-label="Latest meals"
      translations={{
        prevTrigger: 'Previous meal',
        nextTrigger: 'Next meal',
        indicator: (index) => `Show meal ${index + 1}`,
        item: (index, count) => `${index + 1} of ${count}`,
      }}
    >
      <Carousel.ItemGroup className={css({ borderRadius: '3xl' })}>
        <Carousel.Context>
          {(carousel) =>
            meals.map((meal, index) => (
              // Slides out of view are hidden from assistive tech by Ark; `inert` also takes their buttons out of
              // the tab order, so focus never lands on something nobody can see.
              <Carousel.Item key={meal.id} index={index} inert={!carousel.isInView(index)}>
                <Slide meal={meal} first={index === 0} />
              </Carousel.Item>
            ))
          }
        </Carousel.Context>
      </Carousel.ItemGroup>
      <Carousel.Control className={controls}>
        <Carousel.PrevTrigger className={arrow}>
          <ChevronLeftIcon />
        </Carousel.PrevTrigger>
        <Carousel.IndicatorGroup className={dots}>
          {meals.map((meal, index) => (
            <Carousel.Indicator key={meal.id} index={index} className={dot} />
          ))}
        </Carousel.IndicatorGroup>
        <Carousel.NextTrigger className={arrow}>
          <ChevronRightIcon />
        </Carousel.NextTrigger>
      </Carousel.Control>
    </Carousel.Root>
  );
}

function Slide({ meal, first }: { meal: Meal; first: boolean }) {
  const nameId = `slide-${meal.id}-name`;
  return (
    <div className={frame}>
      <Link href={`/meal/${meal.id}`} className={imageSide}>
        <MealImage path={meal.main_image} alt={meal.name} sizes={SLIDE_IMAGE_SIZES} priority={first} />
      </Link>
      <div className={textSide}>
        <p className={eyebrow}>
          {meal.category?.name ?? 'Fresh today'}
          <DietBadge nonVeg={meal.is_non_veg} />
        </p>
        <h2 id={nameId} className={title}>
          {meal.name}
        </h2>
        <p className={description}>{truncate(meal.description, CAROUSEL_DESCRIPTION_LIMIT)}</p>
        <div className={buy}>
          <p className={price}>{formatPrice(meal.price)}</p>
          <AddToCartButton mealId={meal.id} describedBy={nameId} size="lg" />
        </div>
      </div>
    </div>
  );
}

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

/** Skeleton lines on both sides of the slide (spec §9: 22 and 10), in the same frame as a real slide. */
export function CarouselSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading latest meals" role="status">
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
