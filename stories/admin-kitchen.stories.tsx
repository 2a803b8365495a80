import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STATUS_MESSAGES } from '../contract/order';
import { KITCHEN_LOAD_FAILED } from '../machines/kitchen-screen.machine';
import { KitchenPage } from '../src/pages/admin/admin-kitchen-page';
import { findToast } from './account-story';
import { arrivingOrder, kitchenOrders } from './admin-order-fixtures';
import { AdminScreen, withAdmin } from './admin-story';
import { createFakeOrderStream } from './order-fixtures';

const meta = {
  title: 'Admin/Kitchen screen',
  component: KitchenPage,
  parameters: { route: '/route/admin/kitchen' },
  render: () => (
    <AdminScreen>
      <KitchenPage />
    </AdminScreen>
  ),
} satisfies Meta<typeof KitchenPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const columnOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name: new RegExp(`^${name}`) }));

/** Paid, preparing and ready, oldest first; nothing unpaid, done or cancelled. */
export const Board: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const paid = await columnOf(canvasElement, 'Paid');
    const cards = paid.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      `Order #${kitchenOrders[1]!.number}`,
      `Order #${kitchenOrders[0]!.number}`,
    ]);
    await expect((await columnOf(canvasElement, 'Preparing')).getAllByRole('article')).toHaveLength(1);
    await expect((await columnOf(canvasElement, 'Ready')).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(`#${kitchenOrders[4]!.number}`)).toBeNull();
  },
};

export const StartPreparing: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const paid = await columnOf(canvasElement, 'Paid');
    const oldest = paid.getAllByRole('article')[0]!;
    await userEvent.click(within(oldest).getByRole('button', { name: 'Start preparing' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('preparing'))).toBeInTheDocument();
    const preparing = await columnOf(canvasElement, 'Preparing');
    await waitFor(() => expect(preparing.getAllByRole('article')).toHaveLength(2));
  },
};

const stream = createFakeOrderStream();

export const OrderArrivesLive: Story = {
  decorators: [withAdmin({ orders: { stream } })],
  play: async ({ canvasElement }) => {
    const paid = await columnOf(canvasElement, 'Paid');
    await waitFor(() => expect(paid.getAllByRole('article')).toHaveLength(2));
    stream.push(arrivingOrder);
    await waitFor(() => expect(paid.getAllByRole('article')).toHaveLength(3));
    await expect(paid.getAllByRole('article')[2]).toHaveAccessibleName(`Order #${arrivingOrder.number}`);
  },
};

export const LoadError: Story = {
  decorators: [withAdmin({ orders: { data: 'error' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(KITCHEN_LOAD_FAILED)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  decorators: [withAdmin({ orders: { data: 'loading' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the kitchen...')).toBeInTheDocument();
  },
};
