import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Navbar } from '../src/ui/navbar';
import { CartPage } from '../src/features/cart/cart-page';
import { refused, slow } from './account-fixtures';
import { findPath, findToast, WithPath } from './account-story';
import { withApp } from './app-story';
import { closedAtNight } from './fixtures';
import { DEFAULT_SERVICE } from '../contract/fulfilment';
import { CLOSED, filledCart, gatewayForm, momoLine } from './cart-fixtures';
import { createFakeOrderStream, pendingOrder } from './order-fixtures';

const meta = {
  title: 'Pages/Cart',
  component: CartPage,
  parameters: { route: '/cart' },
  render: () => (
    <WithPath>
      <CartPage />
    </WithPath>
  ),
} satisfies Meta<typeof CartPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const [momo, paneer] = filledCart.map((item) => item.meal.name) as [string, string];

/** The cart's lines, once they are on screen. */
async function findLines(canvasElement: HTMLElement) {
  const meals = await within(canvasElement).findByRole('region', { name: 'Meals in your cart' });
  return within(await within(meals).findByRole('list')).getAllByRole('listitem');
}

const line = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('link', { name }).closest('li')!);

export const Loading: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart }, cartCalls: { listCart: slow() } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your cart...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  decorators: [
    withApp({ session: 'customer', cartCalls: { listCart: refused('Something went wrong', 500) } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Error loading your cart.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const Empty: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your cart is empty.')).toBeInTheDocument();
    await expect(canvas.getByText('Total Price: Rs. 0.00')).toBeInTheDocument();
    // Spec §5: paying for nothing is refused with a warning, and nothing starts.
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await findToast('Your cart is empty!')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay with Esewa' })).toBeEnabled();
  },
};

export const Filled: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findLines(canvasElement)).toHaveLength(4);
    const first = line(canvasElement, momo);
    await expect(first.getByText('Each')).toBeInTheDocument();
    await expect(first.getAllByText('Rs. 280.00')).toHaveLength(2);
    await expect(first.getByRole('button', { name: `Decrease quantity of ${momo}` })).toBeDisabled();
    await expect(first.getByRole('button', { name: `Increase quantity of ${momo}` })).toBeEnabled();
    await expect(first.getByRole('button', { name: `Remove ${momo} from the cart` })).toBeEnabled();
    const image = canvasElement.querySelector('li img')!;
    await expect(image).toHaveAttribute('width', '125');
    await expect(image).toHaveAttribute('height', '125');
    const summary = within(canvas.getByRole('complementary', { name: 'Cart Summary' }));
    await expect(summary.getByText('Total Items').nextSibling).toHaveTextContent('4');
    await expect(summary.getByText('Total Price: Rs. 1270.75')).toBeInTheDocument();
    await expect(summary.getByRole('button', { name: 'Pay with Esewa' })).toBeEnabled();
  },
};

export const QuantityChanged: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLines(canvasElement);
    const increase = line(canvasElement, paneer).getByRole('button', { name: `Increase quantity of ${paneer}` });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(line(canvasElement, paneer).getByRole('status', { name: `Quantity of ${paneer}` })).toHaveTextContent('3');
    await expect(line(canvasElement, paneer).getByText('Rs. 1352.25')).toBeInTheDocument();
    await userEvent.click(line(canvasElement, paneer).getByRole('button', { name: `Decrease quantity of ${paneer}` }));
    await expect(line(canvasElement, paneer).getByText('Rs. 901.50')).toBeInTheDocument();
    await expect(canvas.getByText('Total Price: Rs. 1721.50')).toBeInTheDocument();
    await expect(canvas.getByText('Total Items').nextSibling).toHaveTextContent('5');
  },
};

export const QuantitiesKept: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart, kept: { [filledCart[0]!.meal.id]: 99 } } })],
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    const first = line(canvasElement, momo);
    // Kept from an earlier visit; 99 is the most the server takes for one meal.
    await expect(first.getByRole('status', { name: `Quantity of ${momo}` })).toHaveTextContent('99');
    await expect(first.getByText('Rs. 27720.00')).toBeInTheDocument();
    await expect(first.getByRole('button', { name: `Increase quantity of ${momo}` })).toBeDisabled();
  },
};

export const Removing: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart }, cartCalls: { removeFromCart: slow() } })],
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await userEvent.click(line(canvasElement, momo).getByRole('button', { name: `Remove ${momo} from the cart` }));
    await expect(canvasElement.querySelector('li[aria-busy="true"]')).toHaveTextContent(momo);
    for (const button of within(canvasElement).getAllByRole('button', { name: /^(Remove|Increase)/ })) {
      await expect(button).toBeDisabled();
    }
    await expect(within(canvasElement).getByRole('button', { name: 'Pay with Esewa' })).toBeDisabled();
  },
};

export const Removed: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart } })],
  render: () => (
    <WithPath>
      <Navbar />
      <CartPage />
    </WithPath>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLines(canvasElement);
    await userEvent.click(line(canvasElement, momo).getByRole('button', { name: `Remove ${momo} from the cart` }));
    await expect(await findToast('Meal removed from the cart.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name: momo })).toBeNull());
    await expect(await findLines(canvasElement)).toHaveLength(3);
    await waitFor(() => expect(canvas.getAllByTestId('cart-badge')[0]).toHaveTextContent('3'));
  },
};

export const RemoveFailed: Story = {
  decorators: [
    withApp({
      session: 'customer',
      cart: { items: filledCart },
      cartCalls: { removeFromCart: refused('This meal is not in your cart.', 404) },
    }),
  ],
  play: async ({ canvasElement }) => {
    await findLines(canvasElement);
    await userEvent.click(line(canvasElement, paneer).getByRole('button', { name: `Remove ${paneer} from the cart` }));
    await expect(await findToast('This meal is not in your cart.')).toBeInTheDocument();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Pay with Esewa' })).toBeEnabled());
  },
};

const postForm = fn();
const createOrder = fn(async () => ({ ok: true as const, data: { order: pendingOrder, payment: gatewayForm } }));

export const Redirecting: Story = {
  decorators: [
    withApp({ session: 'customer', cart: { items: filledCart }, cartCalls: { createOrder, submitGatewayForm: postForm } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLines(canvasElement);
    await userEvent.click(line(canvasElement, paneer).getByRole('button', { name: `Increase quantity of ${paneer}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await canvas.findByRole('button', { name: 'Redirecting to eSewa...' })).toBeDisabled();
    await expect(createOrder).toHaveBeenCalledWith({
      items: filledCart.map((item, index) => ({ meal: item.meal.id, quantity: index === 1 ? 2 : 1 })),
      fulfilment: { type: 'pickup' },
    });
    await expect(postForm).toHaveBeenCalledWith(gatewayForm);
    await expect(line(canvasElement, momo).getByRole('button', { name: `Remove ${momo} from the cart` })).toBeDisabled();
  },
};

export const CheckoutRefused: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart }, cartCalls: { createOrder: refused(CLOSED, 409) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLines(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await findToast(CLOSED)).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Pay with Esewa' })).toBeEnabled();
    await expect(await findLines(canvasElement)).toHaveLength(4);
  },
};

export const VisitorSentHome: Story = {
  decorators: [withApp({ session: 'visitor' })],
  play: async ({ canvasElement }) => {
    await expect(await findToast('please login...')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/')).toBeInTheDocument();
  },
};

export const AdminSentHome: Story = {
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    await expect(await findToast("you can't perform this action as admin...")).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/')).toBeInTheDocument();
  },
};

export const CustomerBadge: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart } })],
  parameters: { route: '/' },
  render: () => <Navbar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Cart' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(canvas.getByTestId('cart-badge')).toHaveTextContent('4'));
    await expect(canvas.getByText('4 items in the cart')).toBeInTheDocument();
  },
};

const kitchen = createFakeOrderStream();
let queue = 2;

export const AdminBadge: Story = {
  decorators: [
    withApp({ session: 'admin', cart: { kitchenQueue: () => queue }, orderData: { stream: kitchen } }),
  ],
  parameters: { route: '/' },
  render: () => <Navbar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    queue = 2;
    const orders = await canvas.findByRole('link', { name: 'Orders waiting for the kitchen' });
    await expect(orders).toHaveAttribute('href', '/route/admin/orders');
    await waitFor(() => expect(canvas.getByTestId('cart-badge')).toHaveTextContent('2'));
    // A new order is paid: the stream says so and the badge reads the queue again, no reload.
    queue = 3;
    kitchen.push({ ...pendingOrder, status: 'paid' });
    await waitFor(() => expect(canvas.getByTestId('cart-badge')).toHaveTextContent('3'));
    await expect(canvas.getByText('3 orders waiting')).toBeInTheDocument();
  },
};

/** Issue 13: a closed restaurant's cart can be filled; the summary says when paying opens. */
export const ClosedAtNight: Story = {
  decorators: [withApp({ session: 'customer', cart: { items: filledCart }, restaurant: closedAtNight })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Closed now · opens at 10:00 AM')).toBeInTheDocument();
    await expect(await canvas.findByText('We take orders from 10:00 AM: you can pay then.')).toBeInTheDocument();
  },
};

const withDelivery = { ...DEFAULT_SERVICE, delivery: true, delivery_fee: 60, delivery_minimum: 2000 };
const deliveryOrder = fn(async () => ({ ok: true as const, data: { order: pendingOrder, payment: gatewayForm } }));

/** Issue 13: delivery chosen under its minimum; Pay with the address missing names the fields. */
export const DeliveryBelowMinimum: Story = {
  decorators: [
    withApp({
      session: 'customer',
      cart: { items: filledCart, service: withDelivery },
      cartCalls: { createOrder: deliveryOrder, submitGatewayForm: fn() },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLines(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Delivery/ }));
    await expect(await canvas.findByLabelText('Delivery address')).toBeInTheDocument();
    const summary = within(canvas.getByRole('complementary', { name: 'Cart Summary' }));
    await expect(summary.getByText('Rs. 60.00')).toBeInTheDocument();
    await expect(summary.getByText(/^Delivery needs an order of at least Rs\. 2000\.00\./)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await findToast('Tell us how to get your order to you first.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter the delivery address.')).toBeInTheDocument();
    await expect(canvas.getByText('Enter a 10-digit phone number the rider can call.')).toBeInTheDocument();
    await expect(deliveryOrder).not.toHaveBeenCalled();
  },
};

const tableOrder = fn(async () => ({ ok: true as const, data: { order: pendingOrder, payment: gatewayForm } }));

/** Issue 13: a guest who scanned table 7's QR code pays for dine-in at table 7, with a note for the kitchen. */
export const AtTable: Story = {
  decorators: [
    withApp({
      session: 'customer',
      cart: { items: filledCart, table: 7 },
      cartCalls: { createOrder: tableOrder, submitGatewayForm: fn() },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
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
  },
};

/** Issue 13: a line with a half plate, options and a note shows them, and changes them in place, priced again. */
export const ChoicesInTheCart: Story = {
  decorators: [
    withApp({
      session: 'customer',
      cart: { items: [momoLine({ portion: 'half', options: [3, 5], note: 'no onion' }), filledCart[1]!] },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLines(canvasElement);
    const first = line(canvasElement, momo);
    await expect(first.getByText('Half plate · Spice level: Hot · Extras: Cheese')).toBeInTheDocument();
    await expect(first.getByText('“no onion”')).toBeInTheDocument();
    await expect(first.getAllByText('Rs. 228.00')).toHaveLength(2);
    await userEvent.click(first.getByText('Change choices or note'));
    await userEvent.click(first.getByRole('radio', { name: /Full plate/ }));
    await waitFor(() => expect(first.getAllByText('Rs. 340.00')).toHaveLength(2));
    await expect(first.getByText('Spice level: Hot · Extras: Cheese')).toBeInTheDocument();
    await expect(canvas.getByText('Total Price: Rs. 790.75')).toBeInTheDocument();
  },
};

const laterOrder = fn(async () => ({ ok: true as const, data: { order: pendingOrder, payment: gatewayForm } }));

/** Issue 13: closed at night, the cart offers the times left today; one is chosen and paid for now. */
export const OrderForLaterToday: Story = {
  decorators: [
    withApp({
      session: 'customer',
      cart: { items: filledCart, schedule: { open: false, slots: ['10:00', '10:30', '11:00'] } },
      restaurant: closedAtNight,
      cartCalls: { createOrder: laterOrder, submitGatewayForm: fn() },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findLines(canvasElement);
    await expect(await canvas.findByText('We take orders from 10:00 AM: you can pay then.')).toBeInTheDocument();
    await userEvent.selectOptions(await canvas.findByLabelText('Order for later today'), '10:30');
    await expect(await canvas.findByText('Your order is for 10:30 AM today: you can pay now.')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await waitFor(() => expect(laterOrder).toHaveBeenCalledWith(expect.objectContaining({ scheduled_for: '10:30' })));
  },
};
