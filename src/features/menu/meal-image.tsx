import { imageSources } from '../../lib/media';

interface MealImageProps {
  path: string | null;
  alt: string;
  /** Which width the image fills at each breakpoint, for the browser's pick from the srcset. */
  sizes: string;
  /** The first thing a visitor sees: load it first and at once. */
  priority?: boolean;
  className?: string;
}

/** A meal photo at 4:3, sized by the browser from the server's width variants; the placeholder when there is none. */
export function MealImage({ path, alt, sizes, priority = false, className }: MealImageProps) {
  const { src, srcSet } = imageSources(path);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width="480"
      height="360"
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
