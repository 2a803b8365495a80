import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { button, eyebrow as eyebrowRecipe } from 'styled-system/recipes';
import { Link } from 'wouter';
import { useResource } from '../../app/app-actor';
import { AboutText } from './about-text';
import { photoBand, RestaurantPhoto } from './restaurant-photo';
import { container } from '../../ui/layout';
import { FALLBACK_RESTAURANT_NAME } from '../../lib/restaurant';
import './english';

const band = cx(photoBand, css({ py: { base: '16', md: '24' } }));

const shade = css({
  bgGradient: 'to-r',
  gradientFrom: 'charcoal.950/70',
  gradientTo: 'charcoal.950/10',
});

const panel = css({
  position: 'relative',
  maxW: 'xl',
  p: { base: '6', md: '10' },
  bg: 'bg.surface/95',
  borderRadius: '2xl',
  boxShadow: 'float',
});

const eyebrow = cx(eyebrowRecipe(), css({ mb: '2' }));

/** Home's about band: the description over the restaurant's photo (default illustration if none). */
export function AboutSection() {
  const { i18n } = useLingui();
  const { data: info } = useResource('restaurant');
  return (
    <section aria-labelledby="about-heading" className={band}>
      <RestaurantPhoto shade={shade} />
      <div className={container}>
        <div className={panel}>
          <p className={eyebrow}>{i18n._('About Us')}</p>
          <h2 id="about-heading" className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'bold', mb: '4' })}>
            {info?.name ?? FALLBACK_RESTAURANT_NAME}
          </h2>
          {info && <AboutText text={info.description} className={css({ color: 'fg.muted', mb: '6' })} />}
          <Link href="/about" className={button({ variant: 'outline' })}>
            {i18n._('Our story')}
          </Link>
        </div>
      </div>
    </section>
  );
}
