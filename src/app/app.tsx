import { useLingui } from '../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { selectAuth } from '../../machines/shared/auth.machine';
import { container } from '../ui/layout';
import { PageLayout } from '../ui/page-layout';
import { Spinner } from '../ui/status';
import { HomePage } from '../features/menu/home-page';
import { MenuPage } from '../features/menu/menu-page';
import { useSystemActor } from './app-actor';
import { RouteFocus } from './route-focus';
import { Toaster } from './toaster';
import { ADMIN_BASE, UPCOMING_ROUTES } from './routes';
import { adminTexts } from '../i18n/admin-texts';
import { withTexts } from '../i18n/nepali-texts';

/**
 * A screen that loads when it is opened. Nothing shows meanwhile (it arrives in a moment, a spinner would flash),
 * unless the screen's first look is known: then that shows at once.
 */
function onDemand(load: () => Promise<{ default: ComponentType }>, firstLook: ReactNode = null): ComponentType {
  // In Nepali, with its texts: a screen's Nepali is not the first page's (src/i18n/nepali-texts.ts).
  const Screen = lazy(withTexts(load));
  return function OnDemand() {
    return (
      <Suspense fallback={firstLook}>
        <Screen />
      </Suspense>
    );
  };
}

// The about page and the message pages (404, not yet available) are side trips: each loads when opened.
const AboutPage = onDemand(() => import('../features/menu/about-page').then((page) => ({ default: page.AboutPage })));
const NotFoundPage = onDemand(() => import('./not-found-page').then((page) => ({ default: page.NotFoundPage })));
const FeatureUnavailablePage = onDemand(() =>
  import('./feature-unavailable-page').then((page) => ({ default: page.FeatureUnavailablePage })),
);
// A visitor's browser never downloads the admin screens: they load on demand, for admins only, with their Nepali.
const AdminRoutes = onDemand(() =>
  Promise.all([import('./admin-routes'), adminTexts()]).then(([routes]) => routes),
);
// Signing up is a visit's detour, not its start: the forms and the code boxes load when opened.
// Each sends a signed-in user home (./guests-only), a rule that loads with them.
const SignupPage = onDemand(() => import('../features/account/signup-page'));
const OtpPage = onDemand(() => import('../features/account/otp-page'));
const ForgetPasswordPage = onDemand(() => import('../features/account/forget-password-page'));
// The account screens of a signed-in user (and the login form) load when opened, too.
const LoginPage = onDemand(() => import('../features/account/login-page'));
const LogoutPage = onDemand(() => import('../features/account/logout-page'));
const ProfilePage = onDemand(() => import('../features/account/profile-page'));
const ChangePasswordPage = onDemand(() => import('../features/account/change-password-page'));
// A meal's page and the search load when opened: the home page is what most visits start with.
// A meal's page opens on its frame and 'Loading...' while it fetches the meal: drawn before its module arrives, the
// first paint no longer waits for that module (Lighthouse's first contentful paint on /meal/{id}: 2.2 s before).
function MealPageFirstLook() {
  const { i18n } = useLingui();
  return (
    <PageLayout title={i18n._('Meal')} footer>
      <div className={container}>
        <Spinner label={i18n._('Loading...')} />
      </div>
    </PageLayout>
  );
}
const MealDetailPage = onDemand(() => import('../features/menu/meal-detail-page'), <MealPageFirstLook />);
const SearchPage = onDemand(() => import('../features/menu/search-page'));
// The cart, and paying from it, load when opened.
const CartPage = onDemand(() => import('../features/cart/cart-page'));
// Coming back from eSewa and the customer's orders: a paying customer's screens, loaded when opened.
const EsewaSuccessPage = onDemand(() => import('../features/cart/esewa-success-page'));
const EsewaFailurePage = onDemand(() => import('../features/cart/esewa-failure-page'));
const KhaltiReturnPage = onDemand(() => import('../features/cart/khalti-return-page'));
const OrdersPage = onDemand(() => import('../features/orders/orders-page'));
const ReceiptRoute = onDemand(() => import('../features/orders/receipt-route'));
const CreditNoteRoute = onDemand(() => import('../features/orders/receipt-route').then((route) => ({ default: route.CreditNoteRoute })));
// Where a table's QR code leads (docs/rules/orders.md#tables): it comes with the cart, where a guest at a table goes
// next, so the first page's list of chunks does not grow for it.
const TablePage = onDemand(() => import('../features/cart/cart-page').then((page) => ({ default: page.TablePage })));

/** Admin routes exist only for a signed-in admin; everyone else gets the 404 page (docs/rules/screens.md#routes). */
function AdminArea() {
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  // Until the session check answers, show nothing rather than a 404 that turns into a page.
  if (auth.status === 'checking') return null;
  return auth.role === 'admin' ? <AdminRoutes /> : <NotFoundPage />;
}


/** Every route of docs/rules/screens.md#routes, the toasts, and focus and an announcement after each navigation. */
export function App() {
  return (
    <>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/menu" component={MenuPage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/featureUnavailable" component={FeatureUnavailablePage} />
        <Route path="/signup" component={SignupPage} />
        <Route path="/otp" component={OtpPage} />
        <Route path="/forget-password" component={ForgetPasswordPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/logout" component={LogoutPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/change-password" component={ChangePasswordPage} />
        <Route path="/meal/:id" component={MealDetailPage} />
        <Route path="/search" component={SearchPage} />
        <Route path="/cart" component={CartPage} />
        <Route path="/esewa-success" component={EsewaSuccessPage} />
        <Route path="/esewa-failure" component={EsewaFailurePage} />
        <Route path="/khalti-return" component={KhaltiReturnPage} />
        <Route path="/orders" component={OrdersPage} />
        <Route path="/orders/:id/receipt" component={ReceiptRoute} />
        <Route path="/orders/:id/credit-note" component={CreditNoteRoute} />
        <Route path="/table/:table" component={TablePage} />
        {UPCOMING_ROUTES.map((path) => (
          <Route key={path} path={path} component={FeatureUnavailablePage} />
        ))}
        <Route path={ADMIN_BASE} nest>
          <AdminArea />
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
      <Toaster />
      <RouteFocus />
    </>
  );
}
