import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from './story-test';
import { KHALTI_MESSAGES } from '../contract/khalti';
import { PAYMENT_MESSAGES } from '../contract/payment';
import { ok } from '../machines/shared/result';
import { KhaltiReturnPage } from '../src/features/cart/khalti-return-page';
import { findPath, findToast } from './account-story';
import { withApp } from './app-story';
import { pendingOrder } from './order-fixtures';
import { inCanvas } from './play-helpers';
import { notConfirmed, returnPageStories } from './return-page-stories';
import { onPathPage } from './story-meta';

/** Where Khalti sends the browser back: the query as Khalti writes it, for the fixtures' pending order. */
const khaltiReturn = (status: string, order = pendingOrder) =>
  `/khalti-return?pidx=bZQLD9wRVWo4CdESSfuSsB&transaction_id=&tidx=&amount=${order.total * 100}&total_amount=${order.total * 100}` +
  `&mobile=98XXXXX000&status=${encodeURIComponent(status)}&purchase_order_id=${order.pid}&purchase_order_name=Order`;

/** /khalti-return in each state it shows: the server's word about the payment (it asks Khalti), never the query's. */
const meta = { title: 'Pages/Khalti Return', ...onPathPage(KhaltiReturnPage, khaltiReturn('Completed')) } satisfies Meta<
  typeof KhaltiReturnPage
>;
export default meta;

type Story = StoryObj<typeof meta>;

const alike = returnPageStories('verifyKhalti', KHALTI_MESSAGES.gatewayUnreachable);

export const Confirming: Story = alike.Confirming;

export const Paid: Story = {
  decorators: [withApp({ session: 'customer', cartCount: 3 })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: PAYMENT_MESSAGES.confirmed })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: `Order #${pendingOrder.number}` })).toBeInTheDocument();
    await expect(canvas.getByText('Paid')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  }),
};

export const Pending: Story = {
  parameters: { route: khaltiReturn('Pending') },
  decorators: [withApp({ session: 'customer', orderData: { verifyAs: 'pending' } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment being processed' })).toBeInTheDocument();
    await expect(canvas.getByText(KHALTI_MESSAGES.pending)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  }),
};

const owedBack = { status: 'due' as const, amount: pendingOrder.total, reason: 'Paid after the order was cancelled.', reference: null, refunded_at: null };
export const RefundDue: Story = {
  name: 'Refund due',
  decorators: [
    withApp({
      session: 'customer',
      orderCalls: {
        verifyKhalti: async () => ok({ order: { ...pendingOrder, status: 'cancelled', refund: owedBack }, message: PAYMENT_MESSAGES.refundDue }),
      },
    }),
  ],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Refund due' })).toBeInTheDocument();
    await expect(canvas.getByText(PAYMENT_MESSAGES.refundDue)).toBeInTheDocument();
  }),
};

/** Cancel pressed on Khalti's page: not completed, the cart kept, and the order can be paid again from My Orders. */
export const Cancelled: Story = {
  parameters: { route: khaltiReturn('User canceled') },
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
  }),
};

/** Khalti said no (the payment expired), or the return was altered: the server's words, never paid. */
export const Failed: Story = {
  parameters: { route: khaltiReturn('Expired') },
  decorators: [withApp({ session: 'customer' })],
  play: notConfirmed(KHALTI_MESSAGES.notConfirmed),
};

export const UnreachableThenRetry: Story = { ...alike.UnreachableThenRetry, name: 'Unreachable then retry' };

export const MissingDetails: Story = {
  name: 'Missing details',
  parameters: { route: '/khalti-return?status=Completed' },
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeInTheDocument();
    await expect(canvas.getByText(/Khalti did not send back the details of a payment/)).toBeInTheDocument();
  }),
};

export const Visitor: Story = {
  decorators: [withApp({ session: 'visitor' })],
  play: async ({ canvasElement }) => {
    await expect(await findToast('please login...')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/')).toBeInTheDocument();
  },
};
