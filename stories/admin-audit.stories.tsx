import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from './story-test';
import { AuditPage } from '../src/features/people/admin-audit-page';
import { withAdmin } from './admin-story';
import { onAdminPage } from './story-meta';
import type { FakeAuditOptions } from './audit-fixtures';

/**
 * The owner's audit trail (docs/rules/roles.md#staff-roles), on Nepal's clock so the times read the same on every
 * machine.
 */
const meta = {
  title: 'Admin/Users/Audit Trail',
  ...onAdminPage(AuditPage, '/route/admin/audit'),
  args: { timeZone: 'Asia/Kathmandu' },
} satisfies Meta<typeof AuditPage>;
export default meta;

type Story = StoryObj<typeof meta>;
const on = (audit: FakeAuditOptions): Partial<Story> => ({ decorators: [withAdmin({ audit })] });
const rows = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('row');

export const Entries: Story = {
  ...on({ data: 'filled' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Newest first: the manager's cancel, in plain words, with the value before and after.
    const first = (await rows(canvasElement))[1] as HTMLElement;
    await expect(first).toHaveTextContent('Gita Manager');
    await expect(first).toHaveTextContent('Order cancelled');
    await expect(first).toHaveTextContent('Order #112');
    await expect(first).toHaveTextContent('status: paid');
    await expect(first).toHaveTextContent('→ status: cancelled; reason: Out of momo');
    await expect(first).toHaveTextContent('Mar 2, 2026, 6:15 PM');
    await expect(canvas.getByText('Role changed')).toBeInTheDocument();
    await expect(canvas.getByText('Cash received')).toBeInTheDocument();
    await expect(canvas.getByText('System')).toBeInTheDocument();
    // 24 entries, 20 a page.
    await expect(canvas.getByRole('button', { name: /next/i })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  },
};

export const Filtered: Story = {
  ...on({ data: 'filled' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Person'), 'Gita Manager');
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Orders');
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(2));
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Order cancelled');
    await expect(canvas.queryByRole('button', { name: /next/i })).toBeNull();
  },
};

export const NothingMatches: Story = {
  name: 'Nothing matches',
  ...on({ data: 'filled' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('Person'), 'Sita Owner');
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Menu');
    await expect(await canvas.findByText('No entries match these filters.')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  ...on({ data: 'empty' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...on({ data: 'loading' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the audit trail...')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: 'Load failed',
  ...on({ data: 'error' }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The audit trail could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
