import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useResource } from '../../app/app-actor';
import { osmEmbedUrl, osmPageUrl } from '../../lib/map';
import { MapPinIcon } from '../../ui/contact-icons';
import { container } from '../../ui/layout';
import { FALLBACK_RESTAURANT_NAME } from '../../lib/restaurant';
import { sectionHeading } from '../../ui/section-heading';
import './english';

const mapFrame = css({
  position: 'relative',
  w: 'full',
  h: { base: '80', md: '96' },
  borderRadius: '2xl',
  overflow: 'hidden',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'card',
  '& iframe': { w: 'full', h: 'full', border: 'none' },
});

// Sits under the iframe: seen while the map loads, or if the map service cannot be reached.
const behindMap = css({
  position: 'absolute',
  inset: '0',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '3',
  p: '6',
  textAlign: 'center',
  color: 'fg.muted',
  bgImage: 'radial-gradient(circle at 1px 1px, token(colors.cream.400) 1px, transparent 0)',
  bgSize: '[22px 22px]',
  '& svg': { w: '10', h: '10', color: 'accent.solid' },
});
const mapLayer = css({ position: 'relative' });

/** 'Find Us': an OpenStreetMap embed of the restaurant's location (docs/rules/screens.md#home). */
export function FindUs() {
  const { i18n } = useLingui();
  const { data: info, status } = useResource('restaurant');
  const place = info?.latitude != null && info.longitude != null ? { lat: info.latitude, lon: info.longitude } : null;
  const name = info?.name ?? FALLBACK_RESTAURANT_NAME;
  return (
    <section aria-labelledby="find-us" className={css({ py: { base: '12', md: '20' } })}>
      <div className={container}>
        <div
          className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', mb: '6' })}
        >
          <h2 id="find-us" className={sectionHeading}>
            {i18n._('Find Us')}
          </h2>
          {place && (
            <a
              className={button({ variant: 'outline', size: 'sm' })}
              href={osmPageUrl(place.lat, place.lon)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MapPinIcon />
              {i18n._('Open map')}
            </a>
          )}
        </div>
        <div className={mapFrame}>
          {status !== 'loading' && (
            <div className={behindMap}>
              <MapPinIcon />
              <p>{place ? i18n._('{name} on the map', { name }) : i18n._('Our location will appear here soon.')}</p>
            </div>
          )}
          {place && (
            <iframe
              className={mapLayer}
              title={i18n._('Map showing where {name} is', { name })}
              src={osmEmbedUrl(place.lat, place.lon)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          )}
        </div>
      </div>
    </section>
  );
}
