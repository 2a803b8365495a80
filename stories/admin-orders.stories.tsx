import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ORDER_STATUS_MESSAGES, type Order } from '../contract/order';
import { AdminOrdersPage } from '../src/pages/admin/admin-orders-page';
import { findToast } from './account-story';
import { arrivingOrder, kitchenOrders, paidRush } from './admin-order-fixtures';
import { AdminScreen, withAdmin } from './admin-story';
import { createFakeOrderStream } from './order-fixtures';

const meta = {
  title: 'Admin/Order List',
  component: AdminOrdersPage,
  parameters: { route: '/route/admin/orders' },
  render: () => (
    <AdminScreen>
      <AdminOrdersPage />
    </AdminScreen>
  ),
} satisfies Meta<typeof AdminOrdersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An order's card, found by its payment reference. */
const findCard = (canvasElement: HTMLElement, pid: string) =>
  within(canvasElement).findByRole('article', { name: new RegExp(pid) });
const buttonNames = (card: HTMLElement) => within(card).getAllByRole('button').map((button) => button.textContent);
const [newest, secondPaid, preparing, ready, pending, completed, cancelled, failed] = kitchenOrders as [
  Order,
  Order,
  Order,
  Order,
  Order,
  Order,
  Order,
  Order,
];

export const Loading: Story = {
  decorators: [withAdmin({ orders: { data: 'loading' } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading orders...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  decorators: [withAdmin({ orders: { data: 'error' } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading orders...')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  decorators: [withAdmin({ orders: { orders: [] } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No orders found.')).toBeInTheDocument();
  },
};

/** Opens on All, newest first, each order offering only its legal moves, with a count on every tab. */
export const EveryStatus: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await findCard(canvasElement, newest.pid);
    await expect(canvas.getByRole('tab', { name: /^All/, selected: true })).toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('article')).toHaveLength(8);
    await expect(within(card).getByText('Asha Gurung')).toBeInTheDocument();
    await expect(within(card).getByText('9811111111')).toBeInTheDocument();
    await expect(within(card).getByText('Rs. 1060.00')).toBeInTheDocument();
    const moves = async (pid: string) => buttonNames(await findCard(canvasElement, pid));
    await expect(await moves(newest.pid)).toEqual(['Start preparing', 'Cancel order', 'Print ticket']);
    await expect(await moves(secondPaid.pid)).toEqual(['Start preparing', 'Cancel order', 'Print ticket']);
    await expect(await moves(preparing.pid)).toEqual(['Mark ready', 'Cancel order', 'Print ticket']);
    await expect(await moves(ready.pid)).toEqual(['Complete', 'Print ticket']);
    await expect(await moves(pending.pid)).toEqual(['Cancel order', 'Print ticket']);
    await expect(await moves(completed.pid)).toEqual(['Print ticket']);
    await expect(await moves(cancelled.pid)).toEqual(['Print ticket']);
    await expect(await moves(failed.pid)).toEqual(['Print ticket']);
    await expect(within(await findCard(canvasElement, failed.pid)).getByText('Customer account deleted')).toBeInTheDocument();
    for (const label of ['Paid', 'Preparing', 'Ready', 'Awaiting payment', 'Completed', 'Cancelled', 'Payment failed']) {
      await expect(canvas.getAllByText(label, { selector: '[data-status]' }).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All 8' })).toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'Paid 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Payment failed 1' })).toBeInTheDocument();
  },
};

/** One status: the Paid tab holds the two paid orders only. */
export const PaidTab: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCard(canvasElement, newest.pid);
    await userEvent.click(canvas.getByRole('tab', { name: /^Paid/ }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('article')).toHaveLength(2));
    await expect(await findCard(canvasElement, secondPaid.pid)).toBeInTheDocument();
  },
};

/** On All the order changes in place, from paid to completed. */
export const MoveSucceeds: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, newest.pid);
    await userEvent.click(within(card).getByRole('button', { name: 'Start preparing' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('preparing'))).toBeInTheDocument();
    await userEvent.click(await within(card).findByRole('button', { name: 'Mark ready' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('ready'))).toBeInTheDocument();
    await userEvent.click(await within(card).findByRole('button', { name: 'Complete' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('completed'))).toBeInTheDocument();
    await waitFor(() => expect(buttonNames(card)).toEqual(['Print ticket']));
    await expect(within(card).getByText('Completed')).toBeInTheDocument();
  },
};

/** On a one-status tab the moved order leaves it, for the tab of its new status. */
export const MoveLeavesTab: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCard(canvasElement, newest.pid);
    await userEvent.click(canvas.getByRole('tab', { name: /^Paid/ }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('article')).toHaveLength(2));
    await userEvent.click(within(await findCard(canvasElement, newest.pid)).getByRole('button', { name: 'Start preparing' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('preparing'))).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('article', { name: new RegExp(newest.pid) })).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: /^Preparing/ }));
    await expect(buttonNames(await findCard(canvasElement, newest.pid))).toEqual(['Mark ready', 'Cancel order', 'Print ticket']);
  },
};

const refusal = ORDER_STATUS_MESSAGES.illegal('cancelled', 'preparing');

/** Another admin cancelled it a moment before: the server refuses (409), the list is read again. */
export const MoveRefused: Story = {
  decorators: [
    withAdmin({ orders: { overrides: { moveOrder: async () => ({ ok: false, message: refusal, status: 409 }) } } }),
  ],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, newest.pid);
    await userEvent.click(within(card).getByRole('button', { name: 'Start preparing' }));
    await expect(await findToast(refusal)).toBeInTheDocument();
    await expect(await findCard(canvasElement, newest.pid)).toBeInTheDocument();
  },
};

export const CancelAsksFirst: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, newest.pid);
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('cancelled'))).toBeInTheDocument();
  },
};

const stream = createFakeOrderStream();

/** A customer pays while the admin watches: the order appears on top, marked new, and the Paid count goes up. */
export const NewOrderArrives: Story = {
  decorators: [withAdmin({ orders: { stream } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCard(canvasElement, newest.pid);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Paid 2' })).toBeInTheDocument());
    stream.push(arrivingOrder);
    const arrived = await findCard(canvasElement, arrivingOrder.pid);
    await expect(within(arrived).getByText('New')).toBeInTheDocument();
    await expect(within(arrived).getByText('Bikash Thapa')).toBeInTheDocument();
    const cards = within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('article');
    await expect(cards[0]).toBe(arrived);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Paid 3' })).toBeInTheDocument());
  },
};

export const Paging: Story = {
  decorators: [withAdmin({ orders: { orders: paidRush } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findCard(canvasElement, paidRush[0]!.pid);
    await expect(within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('article')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await findCard(canvasElement, paidRush[8]!.pid)).toBeInTheDocument();
  },
};

/** The kitchen ticket: shown to check, and sent to the printer. */
export const Ticket: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => {});
    try {
      const card = await findCard(canvasElement, newest.pid);
      await userEvent.click(within(card).getByRole('button', { name: 'Print ticket' }));
      await expect(print).toHaveBeenCalledTimes(1);
      const dialog = await within(document.body).findByRole('dialog', { name: 'Kitchen ticket' });
      const ticket = within(dialog).getByRole('article', { name: `Kitchen ticket ${newest.pid}` });
      await expect(within(ticket).getByText('Saffron & Sage')).toBeInTheDocument();
      await expect(within(ticket).getByText('Asha Gurung · 9811111111')).toBeInTheDocument();
      await expect(within(ticket).getByText('Chicken Steamed Momo')).toBeInTheDocument();
      await expect(within(ticket).getAllByText('2 ×')).toHaveLength(2);
      await expect(within(ticket).getByText('Rs. 1060.00')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
      await expect(print).toHaveBeenCalledTimes(2);
    } finally {
      print.mockRestore();
    }
  },
};
