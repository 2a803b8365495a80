import { useLaterSources } from '../../lib/later-photo';
import { FIRST_PHOTO, imageSources } from '../../lib/media';

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
  // The first photo is in the server's markup; the others wait for it to be drawn (later-photo.ts).
  const later = useLaterSources(src, srcSet, alt);
  return (
    <img
      {...(priority ? { src, srcSet, alt } : later)}
      sizes={srcSet ? sizes : undefined}
      width="480"
      height="360"
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      elementtiming={priority ? FIRST_PHOTO : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}

