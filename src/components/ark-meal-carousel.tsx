import { Carousel } from '@ark-ui/react/carousel';
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

/** The carousel as Ark runs it: loaded by meal-carousel.tsx once someone reaches for the plain one. */
export default function ArkMealCarousel({ ids, slides, page }: CarouselViewProps) {
  return (
    <Carousel.Root
      ids={ids}
      slideCount={slides.length}
      defaultPage={page}
      loop
      aria-label={CAROUSEL_LABEL}
      translations={CAROUSEL_TRANSLATIONS}
    >
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
    </Carousel.Root>
  );
}
