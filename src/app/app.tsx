import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { selectAuth } from '../../machines/auth.machine';
import { AboutPage } from '../pages/about-page';
import { FeatureUnavailablePage } from '../pages/feature-unavailable-page';
import { HomePage } from '../pages/home-page';
import { MenuPage } from '../pages/menu-page';
import { NotFoundPage } from '../pages/not-found-page';
import { useSystemActor } from './app-actor';
import { Toaster } from './toaster';
import { ADMIN_BASE, UPCOMING_ROUTES } from './routes';

// A visitor's browser never downloads the admin screens: they load on demand, for admins only.
const AdminRoutes = lazy(() => import('../pages/admin/admin-routes'));

/** Admin routes exist only for a signed-in admin; everyone else gets the 404 page (spec §2). */
function AdminArea() {
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  // Until the session check answers, show nothing rather than a 404 that turns into a page.
  if (auth.status === 'checking') return null;
  if (auth.role !== 'admin') return <NotFoundPage />;
  return (
    <Suspense fallback={null}>
      <AdminRoutes />
    </Suspense>
  );
}

/** Every route of spec §2, and the toasts. */
export function App() {
  return (
    <>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/menu" component={MenuPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/featureUnavailable" component={FeatureUnavailablePage} />
        {UPCOMING_ROUTES.map((path) => (
          <Route key={path} path={path} component={FeatureUnavailablePage} />
        ))}
        <Route path={ADMIN_BASE} nest>
          <AdminArea />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
      <Toaster />
    </>
  );
}
