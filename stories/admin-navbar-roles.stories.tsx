import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from './story-test';
import { Route } from 'wouter';
import type { StaffRole } from '../contract/permissions';
import { Navbar } from '../src/ui/navbar';
import { withAdmin } from './admin-story';

const meta = {
  title: 'Layout/Navbar/Staff Roles',
  component: Navbar,
} satisfies Meta<typeof Navbar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The admin navbar on the order list of a member of staff with the role, as GET /account/role/ answers it. */
const asRole = (role: StaffRole, shown: string[], hidden: string[]): Story => ({
  parameters: { route: '/route/admin/orders' },
  decorators: [withAdmin({ users: { role } })],
  render: () => (
    <Route path="/route/admin" nest>
      <Navbar />
    </Route>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await waitFor(() => expect(nav.getByRole('button', { name: 'Order' })).toBeInTheDocument());
    for (const name of shown)
      await expect(nav.getByRole(name === 'Dashboard' || name === 'About' ? 'link' : 'button', { name })).toBeInTheDocument();
    for (const name of hidden) {
      await expect(nav.queryByRole('button', { name })).toBeNull();
      await expect(nav.queryByRole('link', { name })).toBeNull();
    }
  },
});

export const Owner = asRole('owner', ['Dashboard', 'Meal', 'Order', 'Users', 'About'], []);
export const Manager = asRole('manager', ['Dashboard', 'Meal', 'Order', 'About'], ['Users']);
export const Kitchen = asRole('kitchen', ['Order'], ['Dashboard', 'Meal', 'Users', 'About']);
export const Counter = asRole('counter', ['Order'], ['Dashboard', 'Meal', 'Users', 'About']);
