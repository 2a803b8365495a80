import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from './story-test';
import AdminRoutes from '../src/app/admin-routes';
import { withApp } from './app-story';
import { onAdminPage } from './story-meta';

/**
 * docs/rules/screens.md#admin-screens: /route/admin/meals: a placeholder page titled Meals, for admins only (the routes
 * test covers the rest).
 */
const meta = {
  title: 'Admin/Meals Placeholder',
  ...onAdminPage(AdminRoutes, '/route/admin/meals'),
} satisfies Meta<typeof AdminRoutes>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Meals' })).toBeInTheDocument();
  },
};
