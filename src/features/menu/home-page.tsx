import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { useResource } from '../../app/app-actor';
import { container, visuallyHidden } from '../../ui/layout';
import { MealCarousel } from './meal-carousel';
import { MenuSection } from './menu-section';
import { onApproach } from '../../ui/on-approach';
import { PageLayout } from '../../ui/page-layout';
import { centeredHeading, sectionHeading } from '../../ui/section-heading';
import { FALLBACK_RESTAURANT_NAME } from '../../lib/restaurant';

// About and Find Us come after the whole menu, far below the first screen: they load as the reader nears them.
const closingStandIn = css({ minH: { base: '[72rem]', md: '[60rem]' } });
const HomeClosing = onApproach(() => import('./home-closing'), closingStandIn);

const hero = css({ pt: { base: '4', md: '8' }, pb: { base: '6', md: '10' } });
const menuBand = css({ py: { base: '12', md: '20' }, bg: 'bg.subtle' });
const lead = css({
  maxW: '2xl',
  mx: 'auto',
  mt: '4',
  mb: { base: '8', md: '10' },
  textAlign: 'center',
  color: 'fg.muted',
});

/** '/': carousel, 'Our Menu', about, 'Find Us', footer (docs/rules/screens.md#home). */
export function HomePage() {
  const { i18n } = useLingui();
  const name = useResource('restaurant').data?.name ?? FALLBACK_RESTAURANT_NAME;
  return (
    <PageLayout footer>
      <h1 className={visuallyHidden}>{name}</h1>
      <div className={cx(container, hero)}>
        <MealCarousel />
      </div>
      <section aria-labelledby="our-menu" className={menuBand}>
        <div className={container}>
          <h2 id="our-menu" className={cx(sectionHeading, centeredHeading)}>
            {i18n._('Our Menu')}
          </h2>
          <p className={lead}>{i18n._('Cooked to order from fresh ingredients. Pick a category, or browse it all.')}</p>
          <MenuSection mealHeading="h3" />
        </div>
      </section>
      <HomeClosing />
    </PageLayout>
  );
}
