import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { container } from '../../ui/layout';
import { MenuSection } from './menu-section';
import { PageLayout } from '../../ui/page-layout';
import { centeredHeading, sectionHeading } from '../../ui/section-heading';

/** /menu: the same tabs and grid as home, no footer (docs/rules/screens.md#menu). */
export function MenuPage() {
  const { i18n } = useLingui();
  return (
    <PageLayout title={i18n._('Menu')}>
      <div className={cx(container, css({ py: { base: '8', md: '14' } }))}>
        <h1 className={cx(sectionHeading, centeredHeading, css({ mb: { base: '6', md: '10' } }))}>
          {i18n._('Our Menu')}
        </h1>
        <MenuSection mealHeading="h2" aboveTheFold />
      </div>
    </PageLayout>
  );
}
