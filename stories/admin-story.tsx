import type { Decorator } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Route } from 'wouter';
import { AdminLogicProvider } from '../src/app/admin-area';
import { WithPath } from './account-story';
import { createFakeRestaurantAdminApi } from './admin-dashboard-fixtures';
import { createFakeAdminApi, type FakeAdminApiOptions } from './admin-fake-api';
import { createFakeOrderAdminApi } from './admin-order-fixtures';
import { createFakeUserAdminApi } from './admin-user-fixtures';
import { withApp } from './app-story';
import { createFakeSoldOutAdminApi } from './sold-out-fixtures';
import { createFakePaceApi } from './pace-fixtures';
import { createFakeAuditApi } from './audit-fixtures';
import { fakeMoney } from './money-fixtures';
import { staffRoleOf } from './story-role';

/**
 * An admin screen as the app nests it under /route/admin, on a signed-in admin's app and the fake admin API. Without
 * a staff role of its own, the member of staff is the toolbar's (stories/story-role.ts), the owner otherwise.
 */
export const withAdmin =
  (options: FakeAdminApiOptions = {}): Decorator =>
  (Story, context) =>
    withApp({ session: 'admin' })(
      () => (
        <AdminLogicProvider
          api={{
            meals: createFakeAdminApi(options),
            orders: createFakeOrderAdminApi(options.orders),
            users: createFakeUserAdminApi({ ...options.users, role: options.users?.role ?? staffRoleOf(context.globals.role) }),
            restaurant: createFakeRestaurantAdminApi(options.restaurant),
            soldOut: createFakeSoldOutAdminApi(options.soldOut),
            pace: createFakePaceApi(options.pace),
            audit: createFakeAuditApi(options.audit),
            money: (options.money ?? fakeMoney()).api,
          }}
        >
          <Story />
        </AdminLogicProvider>
      ),
      context,
    );

/** Renders the screen inside the admin's nested router, with the story's current path shown. */
export function AdminScreen({ children }: { children: ReactNode }) {
  return (
    <WithPath>
      <Route path="/route/admin" nest>
        {children}
      </Route>
    </WithPath>
  );
}
