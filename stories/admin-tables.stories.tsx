import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from './story-test';
import { TablesPage } from '../src/features/restaurant/admin-tables-page';
import { withAdmin } from './admin-story';
import { inCanvas } from './play-helpers';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Table QR Codes',
  ...onAdminPage(TablesPage, '/route/admin/tables'),
} satisfies Meta<typeof TablesPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * docs/rules/orders.md#tables: one code per table set in the ordering options, each leading to /table/{n} on this site.
 */
export const EightTables: Story = {
  name: 'Eight tables',
  decorators: [withAdmin({})],
  play: inCanvas(async (canvas) => {
    const codes = within(await canvas.findByRole('list', { name: 'Table QR codes' }));
    await expect(codes.getAllByRole('listitem')).toHaveLength(8);
    await expect(codes.getByText('Table 8')).toBeInTheDocument();
    await expect(codes.getByRole('img', { name: `QR code for ${window.location.origin}/table/3` }).querySelector('svg')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeEnabled();
  }),
};
