import { Carousel, useCarousel } from '@ark-ui/react/carousel';
import { useEffect } from 'react';
import {
  arrow,
  CAROUSEL_LABEL,
  CAROUSEL_TRANSLATIONS,
  controls,
  dot,
  dots,
  itemGroup,
  type CarouselViewProps,
} from './carousel-parts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

/** Frames the hand-over may take to show the plain carousel's slide (about half a second). */
const HAND_OVER_FRAMES = 30;

/** The carousel as Ark runs it: loaded by meal-carousel.tsx once someone reaches for the plain one. */
export default function ArkMealCarousel({ ids, slides, page }: CarouselViewProps) {
  const carousel = useCarousel({
    ids,
    slideCount: slides.length,
    defaultPage: page,
    loop: true,
    translations: CAROUSEL_TRANSLATIONS,
  });
  // Taking over from the plain carousel on a later slide: zag reads the page back from its new strip (scrolled to 0)
  // while it is still measuring, and may settle on the first slide. Until the strip shows the slide the plain one
  // showed (a few frames at most), put it there again; a press or key in the meantime is the visitor's own choice.
  const { scrollToIndex } = carousel;
  useEffect(() => {
    if (page === 0) return;
    const strip = document.getElementById(ids.itemGroup);
    const root = document.getElementById(ids.root);
    let frame = 0;
    let left = HAND_OVER_FRAMES;
    const stop = () => cancelAnimationFrame(frame);
    const settle = () => {
      const settled = strip && Math.abs(strip.scrollLeft - page * strip.clientWidth) < 2;
      if (settled || (left -= 1) < 0) return;
      if (left < HAND_OVER_FRAMES - 2) scrollToIndex(page, true);
      frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    root?.addEventListener('pointerdown', stop, { once: true });
    root?.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      root?.removeEventListener('pointerdown', stop);
      root?.removeEventListener('keydown', stop);
    };
    // Only the hand-over: later pages are Ark's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Carousel.RootProvider value={carousel} aria-label={CAROUSEL_LABEL}>
      <Carousel.ItemGroup className={itemGroup}>
        <Carousel.Context>
          {(carousel) =>
            slides.map((slide, index) => (
              // Slides out of view are hidden from assistive tech by Ark; `inert` also takes their buttons out of
              // the tab order, so focus never lands on something nobody can see.
              <Carousel.Item key={slide.key} index={index} inert={!carousel.isInView(index)}>
                {slide.node}
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
          {slides.map((slide, index) => (
            <Carousel.Indicator key={slide.key} index={index} className={dot} />
          ))}
        </Carousel.IndicatorGroup>
        <Carousel.NextTrigger className={arrow}>
          <ChevronRightIcon />
        </Carousel.NextTrigger>
      </Carousel.Control>
    </Carousel.RootProvider>
  );
}
