import { useLingui } from '../../i18n/use-lingui';
import { useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
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
  // Each part's attributes as Ark gives them: the parts it names by id also carry the direction, a slide's its index.
  const part = (name: string, id?: string, index?: number) => ({
    'data-scope': 'carousel',
    'data-part': name,
    'data-orientation': 'horizontal',
    ...(id === undefined ? {} : { id, dir: 'ltr' }),
    ...(index === undefined ? {} : { 'data-index': index }),
  });
  // The arrows either side of the dots: one slide back or on, round from either end.
  const trigger = (name: string, id: string, label: string, target: number, icon: ReactNode) => (
    <button
      {...part(name, id)}
      type="button"
      aria-label={label}
      aria-controls={ids.itemGroup}
      className={arrow}
      onClick={() => go(target)}
    >
      {icon}
    </button>
  );
  return (
    <div
      {...triggers}
      {...part('root', ids.root)}
      // Tells tests (and anyone inspecting) that Ark has not taken over yet.
      data-plain=""
      role="region"
      aria-roledescription="carousel"
      aria-label={i18n._(CAROUSEL_LABEL)}
      style={ROOT_STYLE}
    >
      <div
        {...part('item-group', ids.itemGroup)}
        ref={group}
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
            {...part('item', ids.item(index), index)}
            role="group"
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
        {trigger('prev-trigger', ids.prevTrigger, words.prevTrigger, page - 1, <ChevronLeftIcon />)}
        <div {...part('indicator-group', ids.indicatorGroup)} className={dots}>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              {...part('indicator', ids.indicator(index), index)}
              type="button"
              data-current={index === page ? '' : undefined}
              aria-label={words.indicator(index)}
              className={dot}
              onClick={() => go(index)}
            />
          ))}
        </div>
        {trigger('next-trigger', ids.nextTrigger, words.nextTrigger, page + 1, <ChevronRightIcon />)}
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
