import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TablesPage } from '../src/features/admin/admin-tables-page';
import { AdminScreen, withAdmin } from './admin-story';

const meta = {
  title: 'Admin/Table QR codes',
  component: TablesPage,
  parameters: { route: '/route/admin/tables' },
  render: () => (
    <AdminScreen>
      <TablesPage />
    </AdminScreen>
  ),
} satisfies Meta<typeof TablesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Issue 13: one code per table set in the ordering options, each leading to /table/{n} on this site. */
export const EightTables: Story = {
  decorators: [withAdmin({})],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const codes = within(await canvas.findByRole('list', { name: 'Table QR codes' }));
    await expect(codes.getAllByRole('listitem')).toHaveLength(8);
    await expect(codes.getByText('Table 8')).toBeInTheDocument();
    await expect(codes.getByRole('img', { name: `QR code for ${window.location.origin}/table/3` }).querySelector('svg')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
  },
};
