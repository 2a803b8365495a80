import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AdminRoutes from '../src/features/admin/admin-routes';
import { AdminScreen } from './admin-story';
import { withApp } from './app-story';

/** Spec §2's /route/admin/meals: a placeholder page titled Meals, for admins only (the routes test covers the rest). */
const meta = {
  title: 'Admin/Meals placeholder',
  component: AdminRoutes,
  parameters: { route: '/route/admin/meals' },
  render: () => (
    <AdminScreen>
      <AdminRoutes />
    </AdminScreen>
  ),
} satisfies Meta<typeof AdminRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Meals' })).toBeInTheDocument();
  },
};
