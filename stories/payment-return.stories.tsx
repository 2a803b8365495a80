import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from './story-test';
import { PAYMENT_MESSAGES } from '../contract/payment';
import { failure, ok } from '../machines/shared/result';
import { EsewaFailurePage } from '../src/features/cart/esewa-failure-page';
import { EsewaSuccessPage } from '../src/features/cart/esewa-success-page';
import { findPath, findToast, WithPath } from './account-story';
import { withApp } from './app-story';
import { pendingOrder, successReturn } from './order-fixtures';
import { inCanvas } from './play-helpers';
import { notConfirmed, returnPageStories } from './return-page-stories';
import { onPathPage } from './story-meta';

const meta = {
  title: 'Pages/Payment Return',
  ...onPathPage(EsewaSuccessPage, successReturn()),
} satisfies Meta<typeof EsewaSuccessPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const renderFailure = () => (
  <WithPath>
    <EsewaFailurePage />
  </WithPath>
);

/** Counts the calls a story must not make. */
function spy<A extends unknown[], R>(answer: (...args: A) => Promise<R>) {
  const calls: A[] = [];
  return { calls, call: (...args: A) => (calls.push(args), answer(...args)) };
}

const confirmed = (canvasElement: HTMLElement) => within(canvasElement).queryByText(PAYMENT_MESSAGES.confirmed);

const alike = returnPageStories('verifyPayment', PAYMENT_MESSAGES.gatewayUnreachable);

export const Confirming: Story = alike.Confirming;

/** The confirmation, once the server has said the payment went through, and the order it was for. */
async function expectConfirmedOrder(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const confirmation = { level: 1, name: PAYMENT_MESSAGES.confirmed };
  await expect(await canvas.findByRole('heading', confirmation)).toBeInTheDocument();
  await expect(canvas.getByRole('heading', { level: 2, name: `Order #${pendingOrder.number}` })).toBeInTheDocument();
}

export const Confirmed: Story = {
  decorators: [withApp({ session: 'customer', cartCount: 3 })],
  play: inCanvas(async (canvas, canvasElement) => {
    await expectConfirmedOrder(canvasElement);
    await expect(canvas.getByText('Paid')).toBeInTheDocument();
    const lines = within(canvas.getByRole('list', { name: `Meals in order #${pendingOrder.number}` }));
    await expect(lines.getAllByRole('listitem')).toHaveLength(pendingOrder.items.length);
    await expect(lines.getByText('Chicken Steamed Momo')).toBeInTheDocument();
    await expect(lines.getByText('Rs. 560.00')).toBeInTheDocument();
    await expect(canvas.getByText('Rs. 1510.75')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
  }),
};

export const RefusedAmount: Story = {
  name: 'Refused amount',
  parameters: { route: successReturn(pendingOrder, '10') },
  decorators: [withApp({ session: 'customer' })],
  play: notConfirmed(PAYMENT_MESSAGES.amountMismatch),
};

/** Someone typed a success address by hand: the server knows no such payment, and the page never says paid. */
export const ForgedReturn: Story = {
  name: 'Forged return',
  parameters: { route: '/esewa-success?oid=TXN1700000000000&amt=1510.75&refId=FAKE1' },
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await expect(await canvas.findByText(PAYMENT_MESSAGES.orderUnknown)).toBeInTheDocument();
    await expect(confirmed(canvasElement)).toBeNull();
    await expect(canvas.queryByText('Paid')).toBeNull();
  }),
};

export const UnreachableThenRetry: Story = { ...alike.UnreachableThenRetry, name: 'Unreachable then retry' };

export const NoAnswer: Story = {
  name: 'No answer',
  decorators: [withApp({ session: 'customer', orderCalls: { verifyPayment: async () => failure('Something went wrong') } })],
  play: inCanvas(async (canvas) => {
    await expect(
      await canvas.findByText('We could not confirm your payment just now. Please check your connection and try again.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }),
};

const partialVerify = spy(async () => failure(PAYMENT_MESSAGES.orderUnknown, 404));
export const MissingDetails: Story = {
  name: 'Missing details',
  parameters: { route: `/esewa-success?oid=${pendingOrder.pid}` },
  decorators: [withApp({ session: 'customer', orderCalls: { verifyPayment: partialVerify.call } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nothing to confirm' })).toBeInTheDocument();
    await expect(canvas.getByText(/eSewa did not send back the details of a payment/)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(partialVerify.calls).toEqual([]);
  }),
};

export const Visitor: Story = {
  decorators: [withApp({ session: 'visitor' })],
  play: async ({ canvasElement }) => {
    await expect(await findToast('please login...')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/')).toBeInTheDocument();
    await expect(confirmed(canvasElement)).toBeNull();
  },
};

const failureReport = spy(async ({ pid }: { pid: string }) =>
  ok({ order: { ...pendingOrder, pid, status: 'payment_failed' as const }, message: PAYMENT_MESSAGES.failed }),
);
export const FailureWithPid: Story = {
  name: 'Failure with pid',
  parameters: { route: `/esewa-failure?pid=${pendingOrder.pid}` },
  render: renderFailure,
  decorators: [withApp({ session: 'customer', orderCalls: { reportPaymentFailure: failureReport.call } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cart');
    // Leaving eSewa with Cancel is the customer's choice, said as such: not "Payment failed".
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInTheDocument();
    await expect(await canvas.findByText('Cancelled at eSewa')).toBeInTheDocument();
    await expect(canvas.queryByText('Payment failed')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: `Order #${pendingOrder.number}` })).toBeInTheDocument();
    await expect(failureReport.calls).toContainEqual([{ pid: pendingOrder.pid }]);
  }),
};

const noReport = spy(async () => failure(PAYMENT_MESSAGES.orderUnknown, 404));
export const FailureWithoutPid: Story = {
  name: 'Failure without pid',
  parameters: { route: '/esewa-failure' },
  render: renderFailure,
  decorators: [withApp({ session: 'customer', orderCalls: { reportPaymentFailure: noReport.call } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText(PAYMENT_MESSAGES.failed)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cart');
    await expect(canvas.getByRole('link', { name: 'Back to Menu' })).toHaveAttribute('href', '/menu');
    await expect(noReport.calls).toEqual([]);
  }),
};

/** ePay v2: eSewa's signed `data` is what the page hands the server (the fake reads it as "pid:amount"). */
const v2Return = (order: typeof pendingOrder) => `/esewa-success?data=${encodeURIComponent(btoa(`${order.pid}:${order.total}`))}`;

export const ConfirmedV2: Story = {
  name: 'Confirmed v2',
  parameters: { route: v2Return(pendingOrder) },
  decorators: [withApp({ session: 'customer', cartCount: 3 })],
  play: async ({ canvasElement }) => {
    await expectConfirmedOrder(canvasElement);
  },
};

/** eSewa has the payment but has not settled it: no success yet, and the cart is kept. */
export const StillWithEsewa: Story = {
  name: 'Still with eSewa',
  parameters: { route: v2Return(pendingOrder) },
  decorators: [withApp({ session: 'customer', cartCount: 3, orderData: { verifyAs: 'pending' } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Payment being processed' })).toBeInTheDocument();
    await expect(canvas.getByText(PAYMENT_MESSAGES.pending)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    await expect(confirmed(canvasElement)).toBeNull();
  }),
};

/** The money came for an order already closed: it is owed back, and the page says so. */
export const RefundDue: Story = {
  name: 'Refund due',
  parameters: { route: v2Return(pendingOrder) },
  decorators: [withApp({ session: 'customer', orderData: { verifyAs: 'refundDue' } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Refund due' })).toBeInTheDocument();
    await expect(canvas.getByText(PAYMENT_MESSAGES.refundDue)).toBeInTheDocument();
    await expect(confirmed(canvasElement)).toBeNull();
  }),
};
