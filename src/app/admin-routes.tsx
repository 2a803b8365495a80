import { useLingui } from '../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import type { ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { adminHomeOf, mayOpenScreen } from '../../contract/screen-permissions';
import { useStaffRole } from '../ui/staff-role-context';
import { container } from '../ui/layout';
import { PageLayout } from '../ui/page-layout';
import { NotFoundPage } from './not-found-page';
import { AdminAboutPage } from '../features/restaurant/admin-about-page';
import { AdminLogicProvider } from './admin-area';
import { AddAdminPage } from '../features/people/admin-add-admin-page';
import { AuditPage } from '../features/people/admin-audit-page';
import { CategoryPage } from '../features/catalogue/admin-category-page';
import { AdminDashboardPage } from '../features/restaurant/admin-dashboard-page';
import { KitchenPage } from '../features/kitchen/admin-kitchen-page';
import { TablesPage } from '../features/restaurant/admin-tables-page';
import { AdminOrdersPage } from '../features/orders/admin-orders-page';
import { AdminMoneyPage } from '../features/money/admin-money-page';
import { MealFormPage } from '../features/catalogue/admin-meal-form-page';
import { MealListPage } from '../features/catalogue/admin-meal-list-page';
import { UserListPage } from '../features/people/admin-user-list-page';
import { ViewUserPage } from '../features/people/admin-view-user-page';
import { ReceiptPage } from '../features/orders/receipt-page';
import './admin-english';

/**
 * Sends a member of staff away from a screen their role may not open, to their own (a cook typing the users
 * screen's address lands on the kitchen screen). Waits for the role rather than guessing; if it could not be read,
 * the screen shows and the server refuses what the role may not do.
 */
function ScreensOfRole({ children }: { children: ReactNode }) {
  const staff = useStaffRole();
  const [path] = useLocation();
  if (staff?.status === 'loading') return null;
  if (staff?.status === 'known' && staff.role && !mayOpenScreen(staff.role, path)) {
    return <Redirect to={adminHomeOf(staff.role)} replace />;
  }
  return children;
}

/**
 * The admin area, nested under /route/admin. It is its own lazily loaded chunk: only an admin's browser ever
 * downloads it. /meals is the spec's placeholder; any other path is the 404 page.
 */
export default function AdminRoutes() {
  const { i18n } = useLingui();
  return (
    <AdminLogicProvider>
      <ScreensOfRole>
        <Switch>
          <Route path="/meals">
            <PageLayout title={i18n._('Meals')}>
              <div className={cx(container, css({ py: '16' }))}>
                <h1 className={css({ fontSize: '4xl', fontWeight: 'bold' })}>{i18n._('Meals')}</h1>
              </div>
            </PageLayout>
          </Route>
          <Route path="/add-meal">
            <MealFormPage mode="add" />
          </Route>
          <Route path="/update-meal/:id">
            {({ id }) => (/^\d+$/.test(id) ? <MealFormPage mode="update" id={Number(id)} /> : <NotFoundPage />)}
          </Route>
          <Route path="/meal-list" component={MealListPage} />
          <Route path="/category" component={CategoryPage} />
          <Route path="/add-admin" component={AddAdminPage} />
          <Route path="/orders" component={AdminOrdersPage} />
          <Route path="/orders/:id/receipt">
            {({ id }) => (/^\d+$/.test(id) ? <ReceiptPage orderId={Number(id)} kind="receipt" /> : <NotFoundPage />)}
          </Route>
          <Route path="/orders/:id/credit-note">
            {({ id }) => (/^\d+$/.test(id) ? <ReceiptPage orderId={Number(id)} kind="credit_note" /> : <NotFoundPage />)}
          </Route>
          <Route path="/kitchen" component={KitchenPage} />
          <Route path="/money" component={AdminMoneyPage} />
          <Route path="/tables" component={TablesPage} />
          <Route path="/" component={AdminDashboardPage} />
          <Route path="/about" component={AdminAboutPage} />
          <Route path="/user-list" component={UserListPage} />
          <Route path="/audit">
            <AuditPage />
          </Route>
          <Route path="/view-user/:id">
            {({ id }) => (/^\d+$/.test(id) ? <ViewUserPage id={Number(id)} /> : <NotFoundPage />)}
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </ScreensOfRole>
    </AdminLogicProvider>
  );
}
