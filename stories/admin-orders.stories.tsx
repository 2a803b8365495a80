import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, textOf, within } from './story-test';
import { ORDER_STATUS_MESSAGES, type Order, type OrderStatus } from '../contract/order';
import { AdminOrdersPage } from '../src/features/orders/admin-orders-page';
import { findToast } from './account-story';
import { arrivingOrder, kitchenOrders, paidRush } from './admin-order-fixtures';
import { withAdmin } from './admin-story';
import { createFakeOrderStream } from './order-fixtures';
import { type Canvas, inCanvas, showsTexts } from './play-helpers';
import { unansweredReads } from './read-stories';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Order List',
  ...onAdminPage(AdminOrdersPage, '/route/admin/orders'),
} satisfies Meta<typeof AdminOrdersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An order's card, found by its number (#1058). */
const findCard = (canvasElement: HTMLElement, order: Order) =>
  within(canvasElement).findByRole('article', { name: `#${order.number}` });
const cardsOnTab = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('article');
/** Opens a status tab once the first page is on screen. */
async function openTab(canvas: Canvas, canvasElement: HTMLElement, name: RegExp) {
  await findCard(canvasElement, newest);
  await userEvent.click(canvas.getByRole('tab', { name }));
}
/** Presses one of the card's moves and waits for the toast saying where the order went. */
async function move(card: HTMLElement, button: string, to: OrderStatus) {
  await userEvent.click(await within(card).findByRole('button', { name: button }));
  await expect(await findToast(ORDER_STATUS_MESSAGES.changed(to))).toBeInTheDocument();
}
const buttonNames = (card: HTMLElement) => within(card).getAllByRole('button').map(textOf);
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

const reads = unansweredReads(
  (data) => withAdmin({ orders: { data } }),
  'Loading orders...',
  'Error loading orders...',
);
export const Loading: Story = reads.Loading;
export const LoadError: Story = { ...reads.LoadError, name: 'Load error' };

export const Empty: Story = {
  decorators: [withAdmin({ orders: { orders: [] } })],
  play: showsTexts('No orders found.'),
};

/** Opens on every paid order, newest first, each offering only its legal moves, with a count on every tab. */
export const EveryStatus: Story = {
  name: 'Every status',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    const card = await findCard(canvasElement, newest);
    await expect(canvas.getByRole('tab', { name: /^All paid/, selected: true })).toBeInTheDocument();
    await expect(cardsOnTab(canvas)).toHaveLength(6);
    await expect(within(card).getByText('Asha Gurung')).toBeInTheDocument();
    await expect(within(card).getByText('9811111111')).toBeInTheDocument();
    await expect(within(card).getByText('Rs. 1060.00')).toBeInTheDocument();
    const moves = async (order: Order) => buttonNames(await findCard(canvasElement, order));
    await expect(await moves(newest)).toEqual(['Start preparing', 'Cancel order', 'Print ticket']);
    await expect(await moves(secondPaid)).toEqual(['Start preparing', 'Cancel order', 'Print ticket']);
    await expect(await moves(preparing)).toEqual(['Mark ready', 'Cancel order', 'Print ticket']);
    await expect(await moves(ready)).toEqual(['Complete', 'Print ticket']);
    await expect(await moves(completed)).toEqual(['Print ticket']);
    // Cancelled after it was paid: no ticket to print, a refund to record.
    await expect(await moves(cancelled)).toEqual(['Mark refunded']);
    await expect(within(await findCard(canvasElement, cancelled)).getByText(/Refund due · Rs\. .* · The paneer ran out\./)).toBeInTheDocument();
    for (const label of ['Paid', 'Preparing', 'Ready', 'Completed', 'Cancelled']) {
      await expect(canvas.getAllByText(label, { selector: '[data-status]' }).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'All paid 6' })).toBeInTheDocument());
    await expect(canvas.getByRole('tab', { name: 'Paid 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Refunds due 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Unpaid 2' })).toBeInTheDocument();
  }),
};

/** Orders never paid are no work for the kitchen: they wait on their own tab, with no ticket to print. */
export const UnpaidTab: Story = {
  name: 'Unpaid tab',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    await openTab(canvas, canvasElement, /^Unpaid/);
    await waitFor(() => expect(cardsOnTab(canvas)).toHaveLength(2));
    await expect(buttonNames(await findCard(canvasElement, pending))).toEqual(['Cancel order']);
    await expect(within(await findCard(canvasElement, failed)).queryAllByRole('button')).toEqual([]);
    await expect(within(await findCard(canvasElement, failed)).getByText('Customer account deleted')).toBeInTheDocument();
    for (const label of ['Awaiting payment', 'Payment failed']) {
      await expect(canvas.getAllByText(label, { selector: '[data-status]' }).length).toBeGreaterThan(0);
    }
  }),
};

/** The refund made in eSewa's merchant panel, put on record with its reference. */
export const MarkRefunded: Story = {
  name: 'Mark refunded',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    await openTab(canvas, canvasElement, /^Refunds due/);
    const card = await findCard(canvasElement, cancelled);
    await userEvent.click(within(card).getByRole('button', { name: 'Mark refunded' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('Mark this refund as made?')).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Mark refunded' });
    await expect(save).toBeDisabled();
    // The field has the focus once the dialog opens: typing before that would land on whatever had it.
    const reference = within(dialog).getByLabelText("Refund reference from eSewa's merchant panel");
    await waitFor(() => expect(reference).toHaveFocus());
    await userEvent.type(reference, 'RF-2207');
    await userEvent.click(save);
    await expect(await findToast(ORDER_STATUS_MESSAGES.refunded)).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('article', { name: `#${cancelled.number}` })).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: /^All paid/ }));
    await expect(within(await findCard(canvasElement, cancelled)).getByText(/Refunded · Rs\. .* · ref RF-2207/)).toBeInTheDocument();
  }),
};

/** One status: the Paid tab holds the two paid orders only. */
export const PaidTab: Story = {
  name: 'Paid tab',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    await openTab(canvas, canvasElement, /^Paid/);
    await waitFor(() => expect(cardsOnTab(canvas)).toHaveLength(2));
    await expect(await findCard(canvasElement, secondPaid)).toBeInTheDocument();
  }),
};

/** On All the order changes in place, from paid to completed. */
export const MoveSucceeds: Story = {
  name: 'Move succeeds',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, newest);
    await move(card, 'Start preparing', 'preparing');
    await move(card, 'Mark ready', 'ready');
    await move(card, 'Complete', 'completed');
    await waitFor(() => expect(buttonNames(card)).toEqual(['Print ticket']));
    await expect(within(card).getByText('Completed')).toBeInTheDocument();
  },
};

/** On a one-status tab the moved order leaves it, for the tab of its new status. */
export const MoveLeavesTab: Story = {
  name: 'Move leaves tab',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    await openTab(canvas, canvasElement, /^Paid/);
    await waitFor(() => expect(cardsOnTab(canvas)).toHaveLength(2));
    await move(await findCard(canvasElement, newest), 'Start preparing', 'preparing');
    await waitFor(() => expect(canvas.queryByRole('article', { name: `#${newest.number}` })).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: /^Preparing/ }));
    await expect(buttonNames(await findCard(canvasElement, newest))).toEqual(['Mark ready', 'Cancel order', 'Print ticket']);
  }),
};

const refusal = ORDER_STATUS_MESSAGES.illegal('cancelled', 'preparing');

/** Another admin cancelled it a moment before: the server refuses (409), the list is read again. */
export const MoveRefused: Story = {
  name: 'Move refused',
  decorators: [
    withAdmin({ orders: { overrides: { moveOrder: async () => ({ ok: false, message: refusal, status: 409 }) } } }),
  ],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, newest);
    await userEvent.click(within(card).getByRole('button', { name: 'Start preparing' }));
    await expect(await findToast(refusal)).toBeInTheDocument();
    await expect(await findCard(canvasElement, newest)).toBeInTheDocument();
  },
};

/** A paid order is cancelled only with a reason: the customer sees it with the refund now due. */
export const CancelAsksFirst: Story = {
  name: 'Cancel asks first',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const card = await findCard(canvasElement, newest);
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel order' }));
    const asked = await within(document.body).findByRole('alertdialog');
    const confirm = within(asked).getByRole('button', { name: 'Cancel order' });
    await expect(confirm).toBeDisabled();
    const reason = within(asked).getByLabelText('Reason (the customer sees it)');
    await waitFor(() => expect(reason).toHaveFocus());
    await userEvent.type(reason, 'The gas ran out.');
    await userEvent.click(confirm);
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('cancelled'))).toBeInTheDocument();
    await expect(await within(card).findByText(/Refund due · Rs\. 1060\.00 · The gas ran out\./)).toBeInTheDocument();
  },
};

/** An unpaid order has nothing to refund: cancelling it only asks to be sure. */
export const CancelUnpaid: Story = {
  name: 'Cancel unpaid',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    await openTab(canvas, canvasElement, /^Unpaid/);
    await userEvent.click(within(await findCard(canvasElement, pending)).getByRole('button', { name: 'Cancel order' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).queryByRole('textbox')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('cancelled'))).toBeInTheDocument();
  }),
};

const stream = createFakeOrderStream();

/** A customer pays while the admin watches: the order appears on top, marked new, and the Paid count goes up. */
export const NewOrderArrives: Story = {
  name: 'New order arrives',
  decorators: [withAdmin({ orders: { stream } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findCard(canvasElement, newest);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Paid 2' })).toBeInTheDocument());
    stream.push(arrivingOrder);
    const arrived = await findCard(canvasElement, arrivingOrder);
    await expect(within(arrived).getByText('New')).toBeInTheDocument();
    await expect(within(arrived).getByText('Bikash Thapa')).toBeInTheDocument();
    const cards = cardsOnTab(canvas);
    await expect(cards[0]).toBe(arrived);
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Paid 3' })).toBeInTheDocument());
  }),
};

export const Paging: Story = {
  decorators: [withAdmin({ orders: { orders: paidRush } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findCard(canvasElement, paidRush[0]!);
    await expect(cardsOnTab(canvas)).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await findCard(canvasElement, paidRush[8]!)).toBeInTheDocument();
  }),
};

/** The kitchen ticket: shown to check, and sent to the printer. */
export const Ticket: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const print = spyOn(window, 'print').mockImplementation(() => {});
    try {
      const card = await findCard(canvasElement, newest);
      await userEvent.click(within(card).getByRole('button', { name: 'Print ticket' }));
      await expect(print).toHaveBeenCalledTimes(1);
      const dialog = await within(document.body).findByRole('dialog', { name: 'Kitchen ticket' });
      const ticket = within(dialog).getByRole('article', { name: `Kitchen ticket #${newest.number}` });
      await expect(within(ticket).getByText('Himalayan Hearth')).toBeInTheDocument();
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
