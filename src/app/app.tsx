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
// Signing up is a visit's detour, not its start: the forms and the code boxes load when opened.
const SignupPage = lazy(() => import('../pages/signup-page'));
const OtpPage = lazy(() => import('../pages/otp-page'));
const ForgetPasswordPage = lazy(() => import('../pages/forget-password-page'));
// The account screens of a signed-in user (and the login form) load when opened, too.
const LoginPage = lazy(() => import('../pages/login-page'));
const LogoutPage = lazy(() => import('../pages/logout-page'));
const ProfilePage = lazy(() => import('../pages/profile-page'));
const ChangePasswordPage = lazy(() => import('../pages/change-password-page'));
// A meal's page and the search load when opened: the home page is what most visits start with.
const MealDetailPage = lazy(() => import('../pages/meal-detail-page'));
const SearchPage = lazy(() => import('../pages/search-page'));
// The cart, and paying from it, load when opened.
const CartPage = lazy(() => import('../pages/cart-page'));
// Coming back from eSewa and the customer's orders: a paying customer's screens, loaded when opened.
const EsewaSuccessPage = lazy(() => import('../pages/esewa-success-page'));
const EsewaFailurePage = lazy(() => import('../pages/esewa-failure-page'));
const OrdersPage = lazy(() => import('../pages/orders-page'));

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
        <Route path="/signup">
          <Suspense fallback={null}>
            <SignupPage />
          </Suspense>
        </Route>
        <Route path="/otp">
          <Suspense fallback={null}>
            <OtpPage />
          </Suspense>
        </Route>
        <Route path="/forget-password">
          <Suspense fallback={null}>
            <ForgetPasswordPage />
          </Suspense>
        </Route>
        <Route path="/login">
          <Suspense fallback={null}>
            <LoginPage />
          </Suspense>
        </Route>
        <Route path="/logout">
          <Suspense fallback={null}>
            <LogoutPage />
          </Suspense>
        </Route>
        <Route path="/profile">
          <Suspense fallback={null}>
            <ProfilePage />
          </Suspense>
        </Route>
        <Route path="/change-password">
          <Suspense fallback={null}>
            <ChangePasswordPage />
          </Suspense>
        </Route>
        <Route path="/meal/:id">
          <Suspense fallback={null}>
            <MealDetailPage />
          </Suspense>
        </Route>
        <Route path="/search">
          <Suspense fallback={null}>
            <SearchPage />
          </Suspense>
        </Route>
        <Route path="/cart">
          <Suspense fallback={null}>
            <CartPage />
          </Suspense>
        </Route>
        <Route path="/esewa-success">
          <Suspense fallback={null}>
            <EsewaSuccessPage />
          </Suspense>
        </Route>
        <Route path="/esewa-failure">
          <Suspense fallback={null}>
            <EsewaFailurePage />
          </Suspense>
        </Route>
        <Route path="/orders">
          <Suspense fallback={null}>
            <OrdersPage />
          </Suspense>
        </Route>
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
