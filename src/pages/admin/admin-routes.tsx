import { css, cx } from 'styled-system/css';
import { Route, Switch } from 'wouter';
import { ADMIN_ROUTES } from '../../app/routes';
import { container } from '../../components/layout';
import { PageLayout } from '../../components/page-layout';
import { FeatureUnavailablePage } from '../feature-unavailable-page';
import { NotFoundPage } from '../not-found-page';

/**
 * The admin area, nested under /route/admin. It is its own lazily loaded chunk: only an admin's browser ever
 * downloads it. The screens arrive with their issues; /meals is the spec's placeholder.
 */
export default function AdminRoutes() {
  return (
    <Switch>
      <Route path="/meals">
        <PageLayout title="Meals">
          <div className={cx(container, css({ py: '16' }))}>
            <h1 className={css({ fontSize: '4xl', fontWeight: 'bold' })}>Meals</h1>
          </div>
        </PageLayout>
      </Route>
      {ADMIN_ROUTES.filter((path) => path !== '/meals').map((path) => (
        <Route key={path} path={path} component={FeatureUnavailablePage} />
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
