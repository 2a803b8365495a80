import { useId, useRef, useState, type CSSProperties } from 'react';
import { css, cx } from 'styled-system/css';
import { skeleton } from 'styled-system/recipes';
import { Link } from 'wouter';
import { IMAGE_SLOT_SIZES } from '../../../contract/media';
import type { Meal } from '../../../contract/meal';
import { useResource } from '../../app/app-actor';
import { formatPrice } from '../../lib/format';
import {
  CAROUSEL_DESCRIPTION_LIMIT,
  CAROUSEL_MEAL_COUNT,
  CAROUSEL_SKELETON_IMAGE_LINES,
  CAROUSEL_SKELETON_TEXT_LINES,
} from '../../lib/limits';
import { truncate } from '../../lib/text';
import { AddToCartButton } from '../cart/add-to-cart-button';
import {
  arrow,
  CAROUSEL_LABEL,
  CAROUSEL_TRANSLATIONS,
  carouselIds,
  controls,
  dot,
  dots,
  itemGroup,
  type CarouselViewProps,
} from './carousel-parts';
import { DietBadge } from './diet-badge';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { MealImage } from './meal-image';
import { MEALS_ERROR } from './menu-section';
import { LoadError } from '../../ui/status';
import { useUpgradeOnUse } from '../../ui/upgrade-on-use';

const SLIDE_IMAGE_SIZES = IMAGE_SLOT_SIZES.slide;

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
    <LatestMeals
      slides={meals.map((meal, index) => ({ key: meal.id, node: <Slide meal={meal} first={index === 0} /> }))}
    />
  );
}

// Ark's carousel and zag are a sixth of a visitor's script budget; a visit that only looks never needs them.
const loadArkCarousel = () => import('./ark-meal-carousel');

/** The slides in Ark's carousel markup, drawn plain until someone reaches for it, then run by Ark. */
function LatestMeals({ slides }: { slides: CarouselViewProps['slides'] }) {
  const ids = carouselIds(useId());
  const [page, setPage] = useState(0);
  const { loaded, triggers } = useUpgradeOnUse(loadArkCarousel);
  const group = useRef<HTMLDivElement>(null);
  if (loaded) return <loaded.default ids={ids} slides={slides} page={page} />;

  const count = slides.length;
  // The plain carousel works too, so a press before Ark arrives is not lost: Ark then opens on the same slide.
  const go = (target: number) => {
    const next = (target + count) % count;
    setPage(next);
    group.current?.scrollTo({ left: next * group.current.clientWidth });
  };
  const part = (name: string) => ({ 'data-scope': 'carousel', 'data-part': name, 'data-orientation': 'horizontal' });
  return (
    <div
      {...triggers}
      {...part('root')}
      // Tells tests (and anyone inspecting) that Ark has not taken over yet.
      data-plain=""
      id={ids.root}
      role="region"
      aria-roledescription="carousel"
      dir="ltr"
      aria-label={CAROUSEL_LABEL}
      style={ROOT_STYLE}
    >
      <div
        {...part('item-group')}
        ref={group}
        id={ids.itemGroup}
        dir="ltr"
        aria-live="polite"
        className={itemGroup}
        style={ITEM_GROUP_STYLE}
        tabIndex={0}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          if (clientWidth > 0) setPage(Math.min(count - 1, Math.round(scrollLeft / clientWidth)));
        }}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            {...part('item')}
            id={ids.item(index)}
            dir="ltr"
            role="group"
            data-index={index}
            aria-roledescription="slide"
            aria-label={CAROUSEL_TRANSLATIONS.item(index, count)}
            aria-hidden={index === page ? undefined : true}
            inert={index !== page}
            data-inview={index === page ? '' : undefined}
            style={ITEM_STYLE}
          >
            {slide.node}
          </div>
        ))}
      </div>
      <div {...part('control')} className={controls}>
        <button
          {...part('prev-trigger')}
          id={ids.prevTrigger}
          type="button"
          dir="ltr"
          aria-label={CAROUSEL_TRANSLATIONS.prevTrigger}
          aria-controls={ids.itemGroup}
          className={arrow}
          onClick={() => go(page - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <div {...part('indicator-group')} id={ids.indicatorGroup} dir="ltr" className={dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              {...part('indicator')}
              id={ids.indicator(index)}
              type="button"
              dir="ltr"
              data-index={index}
              data-current={index === page ? '' : undefined}
              aria-label={CAROUSEL_TRANSLATIONS.indicator(index)}
              className={dot}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button
          {...part('next-trigger')}
          id={ids.nextTrigger}
          type="button"
          dir="ltr"
          aria-label={CAROUSEL_TRANSLATIONS.nextTrigger}
          aria-controls={ids.itemGroup}
          className={arrow}
          onClick={() => go(page + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}

// The inline styles Ark's carousel gives these parts (one slide per page, no spacing), so nothing moves on the swap.
const ROOT_STYLE = {
  '--slides-per-page': 1,
  '--slide-spacing': '0px',
  '--slide-item-size':
    'calc(100% / var(--slides-per-page) - var(--slide-spacing) * (var(--slides-per-page) - 1) / var(--slides-per-page))',
} as CSSProperties;
const ITEM_GROUP_STYLE: CSSProperties = {
  display: 'grid',
  gap: 'var(--slide-spacing)',
  scrollSnapType: 'x mandatory',
  gridAutoFlow: 'column',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  gridAutoColumns: 'var(--slide-item-size)',
  overflowX: 'auto',
};
const ITEM_STYLE: CSSProperties = { flex: '0 0 auto', maxWidth: '100%', scrollSnapAlign: 'start' };

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
