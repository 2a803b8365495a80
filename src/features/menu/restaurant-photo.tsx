import { css, cx } from 'styled-system/css';
import { useResource } from '../../app/app-actor';
import { FIRST_PHOTO, restaurantImage } from '../../lib/media';

const layer = css({ position: 'absolute', inset: '0' });
const cover = css({ w: 'full', h: 'full', objectFit: 'cover' });

/** The band the photo fills: dark while the photo loads, and holding the photo to its own bounds. */
export const photoBand = css({ position: 'relative', overflow: 'hidden', bg: 'bg.inverse' });

interface RestaurantPhotoProps {
  /** The gradient over the photo that keeps the band's text readable: darkest where the text sits. */
  shade: string;
  /** The photo is the page's first paint (/about's hero); otherwise it waits until the reader nears it. */
  priority?: boolean;
}

/**
 * The restaurant's photo (the default illustration if it has none) filling the band it sits in, shaded, behind the
 * band's text. No photo until the restaurant's info has answered, so the default never flashes before the real one.
 */
export function RestaurantPhoto({ shade, priority = false }: RestaurantPhotoProps) {
  const { data: info, status } = useResource('restaurant');
  const image = status === 'loading' ? null : restaurantImage(info?.image);
  return (
    <>
      {image && (
        <img
          className={cx(layer, cover)}
          src={image.src}
          srcSet={image.srcSet}
          sizes={image.srcSet ? '100vw' : undefined}
          alt=""
          width="1600"
          height="900"
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          elementtiming={priority ? FIRST_PHOTO : undefined}
          decoding={priority ? undefined : 'async'}
        />
      )}
      <div className={cx(layer, shade)} aria-hidden="true" />
    </>
  );
}
