import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from './story-test';
import { CASH_MESSAGES } from '../contract/cash';
import type { Order } from '../contract/order';
import { AdminOrdersPage } from '../src/features/orders/admin-orders-page';
import { findToast } from './account-story';
import { cashOrders } from './admin-order-fixtures';
import { withAdmin } from './admin-story';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Order List/Cash',
  ...onAdminPage(AdminOrdersPage, '/route/admin/orders'),
} satisfies Meta<typeof AdminOrdersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const [toCollect, collected] = cashOrders as [Order, Order];
const findCard = (canvasElement: HTMLElement, order: Order) =>
  within(canvasElement).findByRole('article', { name: `#${order.number}` });
const cashButton = (card: HTMLElement) => within(card).queryByRole('button', { name: 'Cash received' });

/** A table's order to pay at the counter is the kitchen's at once, marked with the money still to take. */
export const ToCollect: Story = {
  name: 'To collect',
  decorators: [withAdmin({ orders: { orders: cashOrders } })],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, toCollect);
    await expect(within(card).getByText(`To collect Rs. ${toCollect.total.toFixed(2)}`)).toBeInTheDocument();
    await expect(cashButton(card)).toBeEnabled();
    // Taken already: who took it and when, and no button.
    const taken = await findCard(canvasElement, collected);
    await expect(within(taken).getByText(/^Cash received by Sunita Tamang, /)).toBeInTheDocument();
    await expect(cashButton(taken)).toBeNull();
  },
};

/** The answer is on its way: the card waits and no button of the list can be pressed twice. */
export const Receiving: Story = {
  decorators: [
    withAdmin({ orders: { orders: cashOrders, overrides: { receiveCash: () => new Promise(() => {}) } } }),
  ],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, toCollect);
    await userEvent.click(cashButton(card)!);
    await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'true'));
    await expect(cashButton(card)).toBeDisabled();
  },
};

/** The counter takes the money: the card says who took it and when, and the button goes. */
export const Received: Story = {
  decorators: [withAdmin({ orders: { orders: cashOrders } })],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, toCollect);
    await userEvent.click(cashButton(card)!);
    await expect(await findToast(CASH_MESSAGES.received)).toBeInTheDocument();
    await expect(await within(card).findByText(/^Cash received by Ram Shrestha, /)).toBeInTheDocument();
    await expect(cashButton(card)).toBeNull();
  },
};

/** Another counter took it a moment before (409): the server's words, and the list as it now is. */
export const Refused: Story = {
  decorators: [
    withAdmin({
      orders: {
        orders: cashOrders,
        overrides: { receiveCash: async () => ({ ok: false, message: CASH_MESSAGES.alreadyReceived, status: 409 }) },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(cashButton(await findCard(canvasElement, toCollect))!);
    await expect(await findToast(CASH_MESSAGES.alreadyReceived)).toBeInTheDocument();
    await expect(await findCard(canvasElement, toCollect)).toBeInTheDocument();
  },
};

/**
 * The kitchen sees what is to collect, but taking money is the counter's (docs/rules/roles.md#staff-roles): no button.
 */
export const KitchenTakesNoCash: Story = {
  name: 'Kitchen takes no cash',
  decorators: [withAdmin({ orders: { orders: cashOrders }, users: { role: 'kitchen' } })],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, toCollect);
    await expect(within(card).getByText(/^To collect /)).toBeInTheDocument();
    await expect(cashButton(card)).toBeNull();
  },
};
