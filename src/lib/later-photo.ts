import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * The sources of a photo the first paint does not need (one out of view, a thumbnail, a card below the first). In the
 * server's markup, and the render that hydrates it, they wait in `data-src` and `data-srcset`: on a phone's network the
 * page's first photo (the largest paint) gets the bandwidth alone. public/first-paint.js moves them into place once that
 * photo is drawn. A page the browser draws itself has them from its first render: only hydration reads the server's
 * side of the store below.
 */
export function useLaterSources(src: string, srcSet: string | undefined, alt: string) {
  const drawn = useBrowserDrawn();
  // Without its bytes an image shows its alt text in its box: not until it has them.
  return drawn ? { src, srcSet, alt } : { 'data-src': src, 'data-srcset': srcSet, alt: '' };
}

/** False in the server's markup and the render that hydrates it; true when the browser draws for itself. */
export function useBrowserDrawn() {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
