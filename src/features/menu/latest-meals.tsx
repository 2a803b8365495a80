import { useLingui } from '../../i18n/use-lingui';
import { useId, useRef, useState, type CSSProperties } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { useUpgradeOnUse } from '../../ui/upgrade-on-use';
import {
  arrow,
  CAROUSEL_LABEL,
  carouselIds,
  carouselTranslations,
  controls,
  dot,
  dots,
  itemGroup,
  type CarouselViewProps,
} from './carousel-parts';

// Ark's carousel and zag are a sixth of a visitor's script budget; a visit that only looks never needs them.
const loadArkCarousel = () => import('./ark-meal-carousel');

/** The slides in Ark's carousel markup, drawn plain until someone reaches for it, then run by Ark. */
export function LatestMeals({ slides }: { slides: CarouselViewProps['slides'] }) {
  const { i18n } = useLingui();
  const ids = carouselIds(useId());
  const [page, setPage] = useState(0);
  const { loaded, triggers } = useUpgradeOnUse(loadArkCarousel);
  const group = useRef<HTMLDivElement>(null);
  if (loaded) return <loaded.default ids={ids} slides={slides} page={page} />;

  const count = slides.length;
  const words = carouselTranslations(i18n);
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
      aria-label={i18n._(CAROUSEL_LABEL)}
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
            aria-label={words.item(index, count)}
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
          aria-label={words.prevTrigger}
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
              aria-label={words.indicator(index)}
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
          aria-label={words.nextTrigger}
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
