import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { useResource } from '../../app/app-actor';
import { AboutText, dropCap } from './about-text';
import { FindUs } from './find-us';
import { photoBand, RestaurantPhoto } from './restaurant-photo';
import { container } from '../../ui/layout';
import { PageLayout } from '../../ui/page-layout';
import { LoadError } from '../../ui/status';
import { eyebrow, skeleton } from 'styled-system/recipes';
import { FALLBACK_RESTAURANT_NAME } from '../../lib/restaurant';
import './english';

const hero = cx(photoBand, css({ display: 'flex', alignItems: 'flex-end', h: { base: '64', md: '[26rem]' } }));
const shade = css({
  bgGradient: 'to-t',
  gradientFrom: 'charcoal.950/80',
  gradientVia: 'charcoal.950/25',
  gradientTo: 'charcoal.950/0',
});
const heroText = css({ position: 'relative', pb: { base: '6', md: '10' }, color: 'fg.inverse' });
const title = css({ fontSize: { base: '4xl', md: '6xl' }, fontWeight: 'bold', color: 'fg.inverse' });
const story = css({ maxW: '3xl', py: { base: '10', md: '16' } });
const storyText = css({ fontSize: { base: 'lg', md: 'xl' }, lineHeight: 'relaxed', color: 'fg.default' });

// Roughly the height of a short story, so the map below barely moves when the text arrives.
const STORY_SKELETON_LINES = 5;
const skeletonLines = css({ display: 'grid', gap: '4', py: '2' });

function StorySkeleton() {
  const { i18n } = useLingui();
  return (
    <div className={skeletonLines} role="status" aria-label={i18n._(STORY_LOADING)}>
      {Array.from({ length: STORY_SKELETON_LINES }, (_, index) => (
        <span
          key={index}
          className={cx(skeleton(), css({ h: '4' }), index === STORY_SKELETON_LINES - 1 && css({ w: '2/3' }))}
        />
      ))}
    </div>
  );
}

export const STORY_LOADING = /*i18n*/ 'Loading our story';
export const STORY_FAILED = /*i18n*/ 'Our story could not be loaded.';

/** /about: hero photo, the story with its first letter set large, and the map (docs/rules/screens.md#about). */
export function AboutPage() {
  const { i18n } = useLingui();
  const { data: info, status, retry } = useResource('restaurant');
  return (
    <PageLayout title={i18n._('About')}>
      <div className={hero}>
        <RestaurantPhoto priority shade={shade} />
        <div className={cx(container, heroText)}>
          <p className={eyebrow({ onDark: true })}>{info?.name ?? FALLBACK_RESTAURANT_NAME}</p>
          <h1 className={title}>{i18n._('About Us')}</h1>
        </div>
      </div>
      <div className={cx(container, story)}>
        {info ? (
          <AboutText text={info.description} className={cx(storyText, dropCap)} />
        ) : status === 'loading' ? (
          <StorySkeleton />
        ) : (
          status === 'failed' && <LoadError message={i18n._(STORY_FAILED)} onRetry={retry} />
        )}
      </div>
      <FindUs />
    </PageLayout>
  );
}
