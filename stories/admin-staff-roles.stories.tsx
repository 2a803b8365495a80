import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from './story-test';
import { ROLE_MESSAGES } from '../contract/permissions';
import { ViewUserPage } from '../src/features/people/admin-view-user-page';
import { findToast } from './account-story';
import { PROFILES } from './account-fixtures';
import { AdminScreen, withAdmin } from './admin-story';
import { accounts } from './admin-user-fixtures';

const meta = {
  title: 'Admin/Users/Staff Roles',
  component: ViewUserPage,
  args: { id: 14 },
} satisfies Meta<typeof ViewUserPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A member of staff's page, as the owner sees it; user 14 is made a second owner beside the signed-in admin. */
const viewUser = (id: number): Partial<Story> => ({
  args: { id },
  parameters: { route: `/route/admin/view-user/${id}` },
  decorators: [
    withAdmin({
      users: {
        users: accounts.map((user) => (user.id === 14 ? { ...user, is_admin: true } : user)),
      },
    }),
  ],
  render: () => (
    <AdminScreen>
      <ViewUserPage id={id} />
    </AdminScreen>
  ),
});
const roles = (canvasElement: HTMLElement) => within(canvasElement).findByRole('radiogroup', { name: 'Staff role' });
const checked = async (canvasElement: HTMLElement, name: string) =>
  waitFor(() => expect(within(canvasElement).getByRole('radio', { name })).toBeChecked());
/** Picks `role` once the roles show, waits for the toast saying `toast`, then finds `after` checked. */
const picksRole =
  (role: string, toast: string, after: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await roles(canvasElement);
    await userEvent.click(within(canvasElement).getByText(role));
    await expect(await findToast(toast)).toBeInTheDocument();
    await checked(canvasElement, after);
  };

export const RoleShown: Story = {
  name: 'Role shown',
  ...viewUser(14),
  play: async ({ canvasElement }) => {
    const group = within(await roles(canvasElement));
    for (const name of ['Owner', 'Manager', 'Kitchen', 'Counter'])
      await expect(group.getByRole('radio', { name })).toBeInTheDocument();
    await checked(canvasElement, 'Owner');
  },
};

export const RoleChanged: Story = {
  name: 'Role changed',
  ...viewUser(14),
  play: picksRole('Kitchen', ROLE_MESSAGES.changed, 'Kitchen'),
};

export const LastOwnerRefused: Story = {
  name: 'Last owner refused',
  ...viewUser(PROFILES.admin.id),
  // The signed-in admin as the only owner: the fixtures' other admin, Kiran, made a customer.
  decorators: [
    withAdmin({
      users: {
        users: accounts.map((user) => (user.id === 11 ? { ...user, is_admin: false } : user)),
      },
    }),
  ],
  // The server's words, and the switch back on Owner.
  play: picksRole('Manager', ROLE_MESSAGES.lastOwner, 'Owner'),
};

export const CustomerHasNoRole: Story = {
  name: 'Customer has no role',
  ...viewUser(PROFILES.customer.id),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'User details' });
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};
