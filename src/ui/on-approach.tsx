import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { withTexts } from '../i18n/nepali-texts';

/**
 * A part of the page that starts below the first screen (the footer, the home page's closing sections) and loads as
 * the reader scrolls towards it, a screen ahead, or at once when it is in view: the first page's JavaScript carries
 * what the first screen shows. Until then a stand-in of the part's usual height holds its place, so nothing below it
 * jumps when it arrives.
 */
export function onApproach(load: () => Promise<{ default: ComponentType }>, standInClass: string): ComponentType {
  // In Nepali, with its texts (the footer's are not the first page's: src/i18n/nepali-texts.ts).
  const Part = lazy(withTexts(load));
  return function OnApproach() {
    const standIn = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useEffect(() => {
      const element = standIn.current;
      if (!element) return;
      const watch = (margin: string) => {
        const observer = new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) setNear(true);
          },
          { rootMargin: margin },
        );
        observer.observe(element);
        return observer;
      };
      // In view at rest (a short page) it loads at once; a screen ahead only once the reader scrolls, not while the
      // page above is still a loading skeleton that would put it within reach.
      const observers = [watch('0px')];
      const onScroll = () => observers.push(watch('100% 0px'));
      window.addEventListener('scroll', onScroll, { once: true, passive: true });
      return () => {
        window.removeEventListener('scroll', onScroll);
        for (const observer of observers) observer.disconnect();
      };
    }, []);
    const placeholder = <div ref={standIn} className={standInClass} aria-hidden="true" />;
    return near ? (
      <Suspense fallback={placeholder}>
        <Part />
      </Suspense>
    ) : (
      placeholder
    );
  };
}
