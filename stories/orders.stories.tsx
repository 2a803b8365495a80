import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, textOf, within, written } from './story-test';
import { type CheckoutPayment, CUSTOMER_STATUS_LABELS, ORDER_MESSAGES, type Order } from '../contract/order';
import { PAYMENT_BEING_PROCESSED } from '../src/features/orders/order-card';
import { OrdersPage } from '../src/features/orders/orders-page';
import { formatDayAndTime } from '../src/i18n/dates';
import { findPath, findToast } from './account-story';
import { withApp } from './app-story';
import { restaurant } from './fixtures';
import {
  createFakeOrderStream,
  customerOrders,
  manyOrders,
  payableOrder,
  pendingOrder,
  refundDueOrder,
} from './order-fixtures';
import { inCanvas, sendsAway } from './play-helpers';
import { unansweredReads } from './read-stories';
import { onPathPage } from './story-meta';

const meta = { title: 'Pages/Orders', ...onPathPage(OrdersPage, '/orders') } satisfies Meta<typeof OrdersPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An order's card, found by its heading. */
const cardOf = async (canvasElement: HTMLElement, order: Order) =>
  within(await within(canvasElement).findByRole('article', { name: `Order #${order.number}` }));

const reads = unansweredReads(
  (data) => withApp({ session: 'customer', orderData: { data } }),
  'Loading your orders...',
  'Error loading your orders.',
);
export const Loading: Story = reads.Loading;
export const LoadError: Story = { ...reads.LoadError, name: 'Load error' };

export const Empty: Story = {
  decorators: [withApp({ session: 'customer', orderData: { orders: [] } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse the Menu' })).toHaveAttribute('href', '/menu');
    await expect(canvas.queryByRole('article')).toBeNull();
  }),
};

export const EveryStatus: Story = {
  name: 'Every status',
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas, canvasElement) => {
    const [newest] = customerOrders as [Order];
    const card = await cardOf(canvasElement, newest);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    await expect(canvas.getByText(`${customerOrders.length} orders`)).toBeInTheDocument();
    // Newest first, one card each, every status in its own words.
    const headings = canvas.getAllByRole('heading', { level: 2 }).map(textOf);
    await expect(headings).toEqual(customerOrders.map((order) => `Order #${order.number}`));
    for (const order of customerOrders) {
      await expect(within(canvas.getByRole('article', { name: `Order #${order.number}` })).getByText(CUSTOMER_STATUS_LABELS[order.status])).toBeInTheDocument();
    }
    // A payment the customer left at the gateway reads as theirs to retry, as on the order's own page after it.
    const left = customerOrders.find((order) => order.status === 'payment_failed')!;
    await expect(within(canvas.getByRole('article', { name: `Order #${left.number}` })).getByText('Payment cancelled')).toBeInTheDocument();
    await expect(canvas.queryByText('Payment failed')).toBeNull();
    // Kukhura ko Masu × 1 and Samosa × 3, placed 12:05 UTC: 5:50 PM in Kathmandu.
    await expect(card.getByText('Kukhura ko Masu')).toBeInTheDocument();
    await expect(card.getByText('× 3')).toBeInTheDocument();
    await expect(card.getByText('Rs. 180.00')).toBeInTheDocument();
    await expect(card.getByText('Rs. 660.00')).toBeInTheDocument();
    // In Nepali the Bikram Sambat day and a Nepali clock, as every Nepali screen writes them (src/i18n/dates.ts).
    const placed = written('Nov 21, 2026, 5:50 PM', (i18n) => formatDayAndTime(i18n, newest.created_at, restaurant.time_zone));
    await expect(card.getByText(placed)).toHaveAttribute('datetime', newest.created_at);
    await expect(canvas.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  }),
};

const stream = createFakeOrderStream();
export const LiveStatusChange: Story = {
  name: 'Live status change',
  decorators: [withApp({ session: 'customer', orderData: { stream } })],
  play: async ({ canvasElement }) => {
    const preparing = customerOrders.find((order) => order.status === 'preparing')!;
    const card = await cardOf(canvasElement, preparing);
    await expect(card.getByText('Preparing')).toBeInTheDocument();

    // The kitchen marks it ready: the pill follows without a reload.
    stream.push({ ...preparing, status: 'ready' });
    await expect(await card.findByText('Ready')).toBeInTheDocument();
    await expect(card.queryByText('Preparing')).toBeNull();
    // docs/rules/screens.md#keyboard-and-screen-readers: and a screen reader hears it, from a polite status region.
    const news = within(canvasElement).getByTestId('order-news');
    await expect(news).toHaveAttribute('role', 'status');
    await waitFor(() => expect(news).toHaveTextContent(`Order #${preparing.number}: Ready`));

    // An order paid in another tab appears on top.
    stream.push({ ...pendingOrder, status: 'paid' });
    const fresh = await cardOf(canvasElement, pendingOrder);
    await expect(fresh.getByText('Paid')).toBeInTheDocument();
    const [first] = within(canvasElement).getAllByRole('article');
    await expect(first).toHaveAccessibleName(`Order #${pendingOrder.number}`);
    await expect(within(canvasElement).getByText(`${customerOrders.length + 1} orders`)).toBeInTheDocument();
  },
};

export const Paged: Story = {
  decorators: [withApp({ session: 'customer', orderData: { orders: manyOrders } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await cardOf(canvasElement, manyOrders[0]!);
    await expect(canvas.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: /page 2/i }));
    await cardOf(canvasElement, manyOrders[20]!);
    await expect(canvas.queryByRole('article', { name: `Order #${manyOrders[0]!.number}` })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /page 3/i }));
    await cardOf(canvasElement, manyOrders[40]!);
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  }),
};

export const Visitor: Story = {
  decorators: [withApp({ session: 'visitor' })],
  play: sendsAway('please login...'),
};

export const Admin: Story = {
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    await expect(await findPath(canvasElement, '/route/admin/orders')).toBeInTheDocument();
  },
};

const sentForms: CheckoutPayment[] = [];

/** An unpaid order still in its time to pay: Pay again sends the customer to eSewa with a fresh attempt. */
export const PayAgain: Story = {
  name: 'Pay again',
  decorators: [
    withApp({
      session: 'customer',
      orderData: { orders: [payableOrder, ...customerOrders] },
      // One gateway-form poster for the app (the cart's and My Orders' alike): the story keeps what it would post.
      cartCalls: { submitGatewayForm: (form) => void sentForms.push(form) },
    }),
  ],
  play: async ({ canvasElement }) => {
    sentForms.length = 0;
    const card = await cardOf(canvasElement, payableOrder);
    await expect(card.getByText(/^Pay by /)).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Pay again' }));
    await waitFor(() => expect(sentForms).toHaveLength(1));
    await expect((sentForms[0] as Extract<CheckoutPayment, { fields: unknown }>).fields).toMatchObject({ pid: `${payableOrder.pid}-2`, tAmt: payableOrder.total });
    // On its way to eSewa: nothing else starts.
    await expect(card.getByRole('button', { name: 'Pay again' })).toBeDisabled();
  },
};

/** The server refuses (the time to pay ran out meanwhile): its words, and the list read again. */
export const PayAgainRefused: Story = {
  name: 'Pay again refused',
  decorators: [
    withApp({ session: 'customer', orderData: { orders: [payableOrder], payAgainRefusal: ORDER_MESSAGES.expired } }),
  ],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, payableOrder);
    await userEvent.click(card.getByRole('button', { name: 'Pay again' }));
    await expect(await findToast(ORDER_MESSAGES.expired)).toBeInTheDocument();
    await expect(await (await cardOf(canvasElement, payableOrder)).findByRole('button', { name: 'Pay again' })).toBeEnabled();
  },
};

/** eSewa still processes a payment of it: the card says so up front and offers no Pay again to be refused. */
export const PaymentBeingProcessed: Story = {
  name: 'Payment being processed',
  decorators: [
    withApp({ session: 'customer', orderData: { orders: [{ ...payableOrder, payment_pending: true }, ...customerOrders] } }),
  ],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, payableOrder);
    await expect(card.getByText(PAYMENT_BEING_PROCESSED)).toBeInTheDocument();
    await expect(card.queryByRole('button', { name: 'Pay again' })).toBeNull();
    await expect(card.queryByText(/^Pay by /)).toBeNull();
    await expect(card.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

/** Remove: an unpaid order the customer no longer wants leaves the list. */
export const Remove: Story = {
  decorators: [withApp({ session: 'customer', orderData: { orders: [payableOrder, ...customerOrders] } })],
  play: async ({ canvasElement }) => {
    const card = await cardOf(canvasElement, payableOrder);
    await userEvent.click(card.getByRole('button', { name: 'Remove' }));
    await expect(await findToast(ORDER_MESSAGES.removed)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('article', { name: `Order #${payableOrder.number}` })).toBeNull(),
    );
    await expect(within(canvasElement).getByText(`${customerOrders.length} orders`)).toBeInTheDocument();
  },
};

/**
 * docs/rules/orders.md#order-again: "Order again" puts a past order's meals back in the cart and opens it; the badge
 * counts them.
 */
export const OrderAgain: Story = {
  name: 'Order again',
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    const past = customerOrders[0]!;
    const card = await cardOf(canvasElement, past);
    await expect(card.queryByRole('button', { name: 'Remove' })).toBeNull();
    // docs/rules/screens.md#keyboard-and-screen-readers: the button says which order it repeats.
    await expect(card.getByRole('button', { name: 'Order again' })).toHaveAccessibleDescription(`Order #${past.number}`);
    await userEvent.click(card.getByRole('button', { name: 'Order again' }));
    const count = past.items.filter((line) => line.meal !== null).length;
    await expect(await findToast(ORDER_MESSAGES.reordered(count, []))).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/cart')).toBeInTheDocument();
  },
};

/** "Order again" of an order whose choices are not all offered any more: the toast names what stayed behind. */
export const OrderAgainNotAllRestored: Story = {
  name: 'Order again not all restored',
  decorators: [
    withApp({
      session: 'customer',
      orderData: { notRestored: [{ name: 'Kukhura ko Masu', lost: ['Extra rice', 'Spice level: Hot'] }] },
    }),
  ],
  play: async ({ canvasElement }) => {
    const past = customerOrders[0]!;
    const card = await cardOf(canvasElement, past);
    await userEvent.click(card.getByRole('button', { name: 'Order again' }));
    const count = past.items.filter((line) => line.meal !== null).length;
    const words = `${count === 1 ? '1 meal' : `${count} meals`} added to your cart. No longer offered, so not added back: Kukhura ko Masu (Extra rice, Spice level: Hot).`;
    await expect(await findToast(words)).toBeInTheDocument();
  },
};

/** Money owed back, and money refunded, each said on its order; a paid order shows eSewa's reference. */
export const Refunds: Story = {
  decorators: [withApp({ session: 'customer', orderData: { orders: [refundDueOrder, ...customerOrders] } })],
  play: async ({ canvasElement }) => {
    const owed = await cardOf(canvasElement, refundDueOrder);
    await expect(owed.getByText(/^Refund due: Rs\. .*\. The gas ran out\.$/)).toBeInTheDocument();
    const refunded = await cardOf(canvasElement, customerOrders.find((order) => order.refund !== null)!);
    await expect(refunded.getByText(/^Refunded: Rs\. .* \(eSewa ref RF-1188\)\.$/)).toBeInTheDocument();
    const paid = await cardOf(canvasElement, customerOrders[0]!);
    await expect(paid.getByText(/^Paid with eSewa · ref /)).toBeInTheDocument();
    // A paid order cannot be paid again or removed; it can be ordered again.
    await expect(paid.getAllByRole('button').map(textOf)).toEqual(['Order again']);
  },
};
