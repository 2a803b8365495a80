import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from './story-test';
import { DEFAULT_SERVICE } from '../contract/fulfilment';
import { PACE_MESSAGES } from '../contract/pace';
import { CartPage } from '../src/features/cart/cart-page';
import { refused } from './account-fixtures';
import { findToast } from './account-story';
import { CLOSED, filledCart, gatewayForm } from './cart-fixtures';
import { acceptedCheckout, findLines, line, momo, onCartPage, paneer, withFilledCart } from './cart-story';
import { closedAtNight } from './fixtures';
import { PAUSED_PACE } from './pace-fixtures';
import { inCanvas } from './play-helpers';

/** /cart's 'Pay with Esewa': the order it places, the way the food comes, and the times it may be paid for. */
const meta = { title: 'Pages/Cart/Checkout', ...onCartPage } satisfies Meta<typeof CartPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const postForm = fn();
const createOrder = acceptedCheckout();

export const Redirecting: Story = {
  decorators: [withFilledCart({ cartCalls: { createOrder, submitGatewayForm: postForm } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await userEvent.click(line(canvasElement, paneer).getByRole('button', { name: `Increase quantity of ${paneer}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await canvas.findByRole('button', { name: 'Redirecting to eSewa...' })).toBeDisabled();
    await expect(createOrder).toHaveBeenCalledWith({
      items: filledCart.map((item, index) => ({ meal: item.meal.id, quantity: index === 1 ? 2 : 1 })),
      fulfilment: { type: 'pickup' },
    });
    await expect(postForm).toHaveBeenCalledWith(gatewayForm);
    await expect(
      line(canvasElement, momo).getByRole('button', { name: `Remove ${momo} from the cart` }),
    ).toBeDisabled();
  }),
};

export const CheckoutRefused: Story = {
  name: 'Checkout refused',
  decorators: [withFilledCart({ cartCalls: { createOrder: refused(CLOSED, 409) } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await findToast(CLOSED)).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Pay with Esewa' })).toBeEnabled();
    await expect(await findLines(canvasElement)).toHaveLength(4);
  }),
};

/** The kitchen paused new orders: the banner says until when, and paying is refused in the server's words. */
export const PausedCheckoutRefused: Story = {
  name: 'Paused checkout refused',
  decorators: [withFilledCart({ pace: PAUSED_PACE, cartCalls: { createOrder: refused(PACE_MESSAGES.paused('11:45'), 409) } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await expect(await canvas.findByText('Not taking new orders until 11:45 AM')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await findToast(PACE_MESSAGES.paused('11:45'))).toBeInTheDocument();
    await expect(await findLines(canvasElement)).toHaveLength(4);
  }),
};

/** docs/rules/orders.md#later-today: a closed restaurant's cart can be filled; the summary says when paying opens. */
export const ClosedAtNight: Story = {
  name: 'Closed at night',
  decorators: [withFilledCart({ restaurant: closedAtNight })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('Closed now · opens at 10:00 AM')).toBeInTheDocument();
    await expect(await canvas.findByText('We take orders from 10:00 AM: you can pay then.')).toBeInTheDocument();
  }),
};

const withDelivery = { ...DEFAULT_SERVICE, delivery: true, delivery_fee: 60, delivery_minimum: 2000 };
const deliveryOrder = acceptedCheckout();

/**
 * docs/rules/orders.md#ways-to-order: delivery chosen under its minimum; Pay with the address missing names the fields.
 */
export const DeliveryBelowMinimum: Story = {
  name: 'Delivery below minimum',
  decorators: [
    withFilledCart({
      cart: { service: withDelivery },
      cartCalls: { createOrder: deliveryOrder, submitGatewayForm: fn() },
    }),
  ],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Delivery/ }));
    await expect(await canvas.findByLabelText('Delivery address')).toBeInTheDocument();
    const summary = within(canvas.getByRole('complementary', { name: 'Cart Summary' }));
    await expect(summary.getByText('Rs. 60.00')).toBeInTheDocument();
    await expect(summary.getByText(/^Delivery needs an order of at least Rs\. 2000\.00\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await findToast('Tell us how to get your order to you first.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the delivery address.')).toBeInTheDocument();
    // The rider's phone starts as the account's number, so only the address is asked for.
    await expect((canvas.getByLabelText('Phone for the rider') as HTMLInputElement).value).toMatch(/^9\d{9}$/);
    await expect(canvas.queryByText('Enter a 10-digit phone number the rider can call.')).toBeNull();
    await expect(deliveryOrder).not.toHaveBeenCalled();
  }),
};

const tableOrder = acceptedCheckout();

/**
 * docs/rules/orders.md#ways-to-order: a guest who scanned table 7's QR code pays for dine-in at table 7, with a note
 * for the kitchen.
 */
export const AtTable: Story = {
  name: 'At table',
  decorators: [
    withFilledCart({
      cart: { table: 7 },
      cartCalls: { createOrder: tableOrder, submitGatewayForm: fn() },
    }),
  ],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Dine-in/ })).toBeChecked());
    await expect(canvas.getByLabelText('Table number')).toHaveValue('7');
    await userEvent.type(canvas.getByLabelText('Note for the kitchen (optional)'), 'No onion');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await waitFor(() =>
      expect(tableOrder).toHaveBeenCalledWith({
        items: filledCart.map((item) => ({ meal: item.meal.id, quantity: 1 })),
        fulfilment: { type: 'dine_in', table: 7 },
        note: 'No onion',
      }),
    );
  }),
};

const laterOrder = acceptedCheckout();

/**
 * docs/rules/orders.md#later-today: closed at night, the cart offers the times left today; one is chosen and paid for
 * now.
 */
export const OrderForLaterToday: Story = {
  name: 'Order for later today',
  decorators: [
    withFilledCart({
      cart: { schedule: { open: false, slots: ['10:00', '10:30', '11:00'] } },
      restaurant: closedAtNight,
      cartCalls: { createOrder: laterOrder, submitGatewayForm: fn() },
    }),
  ],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await expect(await canvas.findByText('We take orders from 10:00 AM: you can pay then.')).toBeInTheDocument();
    // Closed: no "20 minutes after you pay" promise, and nothing to pay for until a time is chosen.
    await expect(canvas.getByText('Ready at the time you choose.')).toBeInTheDocument();
    await expect(canvas.queryByText(/minutes after you pay/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pay with Esewa' })).toBeDisabled();
    await userEvent.selectOptions(await canvas.findByLabelText('Order for later today'), '10:30');
    await expect(await canvas.findByText('Your order is for 10:30 AM today: you can pay now.')).toBeInTheDocument();
    await expect(canvas.getByText('Ready at 10:30 AM.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await waitFor(() => expect(laterOrder).toHaveBeenCalledWith(expect.objectContaining({ scheduled_for: '10:30' })));
  }),
};

/** Busy (+20 minutes on a 20-minute pickup, added by the cart's setup read): the cart promises the longer time. */
export const BusyEstimate: Story = {
  name: 'Busy estimate',
  decorators: [withFilledCart({ cart: { service: { ...DEFAULT_SERVICE, pickup_minutes: 40 } } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await expect(await canvas.findByText('Ready about 40 minutes after you pay.')).toBeInTheDocument();
  }),
};

/** A time whose pickup cap of orders is reached is not offered for pickup. */
export const FullSlot: Story = {
  name: 'Full slot',
  decorators: [
    withFilledCart({
      cart: { schedule: { open: false, slots: ['10:00', '10:30', '11:00'], full: { pickup: ['10:30'] } } },
      restaurant: closedAtNight,
    }),
  ],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    const picker = await canvas.findByLabelText('Order for later today');
    const times = within(picker).getAllByRole('option').map((option) => (option as HTMLOptionElement).value);
    await expect(times).toContain('11:00');
    await expect(times).not.toContain('10:30');
  }),
};
