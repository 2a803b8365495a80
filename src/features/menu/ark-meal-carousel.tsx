import { Carousel, useCarousel } from '@ark-ui/react/carousel';
import { useLingui } from '../../i18n/use-lingui';
import { useEffect, useRef } from 'react';
import {
  arrow,
  CAROUSEL_LABEL,
  carouselTranslations,
  controls,
  dot,
  dots,
  itemGroup,
  type CarouselViewProps,
} from './carousel-parts';
import { HAND_OVER_MS } from './carousel-timing';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';

/** Frames in a row the strip must stay on that slide before the hand-over is over (zag may read it back late). */
const STEADY_FRAMES = 10;

/** The carousel as Ark runs it: loaded by latest-meals.tsx once someone reaches for the plain one. */
export default function ArkMealCarousel({ ids, slides, page }: CarouselViewProps) {
  const { i18n } = useLingui();
  const carousel = useCarousel({
    ids,
    slideCount: slides.length,
    defaultPage: page,
    loop: true,
    translations: carouselTranslations(i18n),
  });
  // Taking over from the plain carousel on a later slide: zag reads the page back from its new strip (scrolled to 0)
  // while it is still measuring, and may settle on the first slide. Until the strip has shown the slide the plain
  // one showed for some frames in a row, put it there again: counted in frames and time, not frames alone, since a
  // busy device draws few frames while zag is still measuring. A press or key meanwhile is the visitor's own choice.
  // The loop reads zag's latest view of the strip: the first render's api would still say slide 0 is in view.
  const latest = useRef(carousel);
  useEffect(() => {
    latest.current = carousel;
  });
  useEffect(() => {
    if (page === 0) return;
    const strip = document.getElementById(ids.itemGroup);
    const root = document.getElementById(ids.root);
    let frame = 0;
    let frames = 0;
    let steady = 0;
    const deadline = performance.now() + HAND_OVER_MS;
    const stop = () => cancelAnimationFrame(frame);
    const settle = () => {
      frames += 1;
      // Scrolled there is not enough: zag must also count the slide as in view, or it stays hidden and inert.
      const scrolled =
        strip !== null && strip.clientWidth > 0 && Math.abs(strip.scrollLeft - page * strip.clientWidth) < 2;
      const shown = scrolled && latest.current.isInView(page);
      steady = shown ? steady + 1 : 0;
      if (steady >= STEADY_FRAMES || performance.now() > deadline) return;
      // The first frames are zag's own set-up: moving the strip before it has measured would be undone.
      // When zag already counts this page as current, its scrollToIndex changes nothing and moves nothing: the strip
      // would stay on the first slide for good, so it is moved straight.
      if (!shown && frames > 2 && strip) {
        if (latest.current.page !== page) latest.current.scrollToIndex(page, true);
        else strip.scrollTo({ left: page * strip.clientWidth, behavior: 'instant' });
      }
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
    <Carousel.RootProvider value={carousel} aria-label={i18n._(CAROUSEL_LABEL)}>
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
