import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from './story-test';
import { Navbar } from '../src/ui/navbar';
import { CartPage } from '../src/features/cart/cart-page';
import { refused, slow } from './account-fixtures';
import { findToast, WithPath } from './account-story';
import { withApp } from './app-story';
import { filledCart, momoLine, twoMomoLines } from './cart-fixtures';
import { findLines, line, momo, onCartPage, paneer, withFilledCart } from './cart-story';
import { inCanvas, sendsAway, showsTexts } from './play-helpers';

/** /cart (docs/rules/screens.md#cart): its lines and summary in each state. Paying is in cart-checkout.stories.tsx. */
const meta = { title: 'Pages/Cart', ...onCartPage } satisfies Meta<typeof CartPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  decorators: [withFilledCart({ cartCalls: { listCart: slow() } })],
  play: showsTexts('Loading your cart...'),
};

export const LoadError: Story = {
  name: 'Load error',
  decorators: [
    withApp({ session: 'customer', cartCalls: { listCart: refused('Something went wrong', 500) } }),
  ],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('Error loading your cart.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  }),
};

export const Empty: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('Your cart is empty.')).toBeInTheDocument();
    await expect(canvas.getByText('Total Price: Rs. 0.00')).toBeInTheDocument();
    // docs/rules/validation.md#validation-rules: paying for nothing is refused with a warning, and nothing starts.
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Esewa' }));
    await expect(await findToast('Your cart is empty!')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pay with Esewa' })).toBeEnabled();
  }),
};

export const Filled: Story = {
  decorators: [withFilledCart()],
  play: inCanvas(async (canvas, canvasElement) => {
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
  }),
};

export const QuantityChanged: Story = {
  name: 'Quantity changed',
  decorators: [withFilledCart()],
  play: inCanvas(async (canvas, canvasElement) => {
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
  }),
};

/**
 * docs/rules/screens.md#keyboard-and-screen-readers: 'Decrease' pressed down to 1 is disabled; focus goes to
 * 'Increase', not to the page's body.
 */
export const DecreaseToOneByKeyboard: Story = {
  name: 'Decrease to one by keyboard',
  decorators: [withFilledCart()],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    const quantity = () => line(canvasElement, paneer).getByRole('status', { name: `Quantity of ${paneer}` });
    const decrease = line(canvasElement, paneer).getByRole('button', { name: `Decrease quantity of ${paneer}` });
    const increase = line(canvasElement, paneer).getByRole('button', { name: `Increase quantity of ${paneer}` });
    increase.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(quantity()).toHaveTextContent('2'));
    await userEvent.tab({ shift: true });
    await expect(decrease).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(quantity()).toHaveTextContent('1'));
    await expect(decrease).toBeDisabled();
    await waitFor(() => expect(increase).toHaveFocus());
    await expect(canvas.getByText('Total Items').nextSibling).toHaveTextContent('4');
  }),
};

export const QuantitiesKept: Story = {
  name: 'Quantities kept',
  decorators: [withFilledCart({ cart: { kept: { [filledCart[0]!.meal.id]: 99 } } })],
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
  decorators: [withFilledCart({ cartCalls: { removeFromCart: slow() } })],
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
  decorators: [withFilledCart()],
  render: () => (
    <WithPath>
      <Navbar />
      <CartPage />
    </WithPath>
  ),
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await userEvent.click(line(canvasElement, momo).getByRole('button', { name: `Remove ${momo} from the cart` }));
    await expect(await findToast('Meal removed from the cart.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name: momo })).toBeNull());
    await expect(await findLines(canvasElement)).toHaveLength(3);
    await waitFor(() => expect(canvas.getAllByTestId('cart-badge')[0]).toHaveTextContent('3'));
  }),
};

/**
 * docs/rules/screens.md#keyboard-and-screen-readers: a line removed by keyboard leaves the focus on the next line's
 * Remove (the last line's, when the last one went), and on "Browse the menu" once the cart is empty, not on the page's
 * body.
 */
export const RemoveByKeyboard: Story = {
  decorators: [withFilledCart()],
  play: inCanvas(async (canvas, canvasElement) => {
    const names = filledCart.map((item) => `Remove ${item.meal.name} from the cart`);
    const removes = () => names.map((name) => canvas.queryByRole('button', { name })).filter((button) => button !== null);
    await findLines(canvasElement);
    const [first, second] = removes();
    first!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(removes()).toHaveLength(names.length - 1));
    await waitFor(() => expect(second).toHaveFocus());
    // The last line: the focus goes back to the one before it.
    const [before, last] = removes().slice(-2);
    last!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(removes()).toHaveLength(names.length - 2));
    await waitFor(() => expect(before).toHaveFocus());
    while (removes().length > 0) {
      const left = removes().length;
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(removes()).toHaveLength(left - 1));
      if (left > 1) await waitFor(() => expect(removes()).toContain(document.activeElement));
    }
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Browse the menu' })).toHaveFocus());
  }),
};

export const RemoveFailed: Story = {
  name: 'Remove failed',
  decorators: [
    withFilledCart({
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

/**
 * docs/rules/orders.md#options: a line with a half plate, options and a note shows them, and changes them in place,
 * priced again.
 */
export const ChoicesInTheCart: Story = {
  name: 'Choices in the cart',
  decorators: [
    withApp({
      session: 'customer',
      cart: { items: [momoLine({ portion: 'half', options: [3, 5], note: 'no onion' }), filledCart[1]!] },
    }),
  ],
  play: inCanvas(async (canvas, canvasElement) => {
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
  }),
};

/**
 * Cart lines, not cart dishes (docs/rules/orders.md#cart-lines): a half plate Hot with a note and a full plate Mild of
 * one dish, each with its own − and +, total and remove; minus never below 1 on either.
 */
export const TwoLinesOfOneDish: Story = {
  name: 'Two lines of one dish',
  decorators: [withApp({ session: 'customer', cart: { items: twoMomoLines() } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    const half = `${momo} (Half plate · Spice level: Hot)`;
    const full = `${momo} (Spice level: Mild)`;
    await expect(canvas.getByText('“extra chutney”')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: `Decrease quantity of ${half}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${half}` }));
    await expect(canvas.getByRole('status', { name: `Quantity of ${half}` })).toHaveTextContent('2');
    await expect(canvas.getByRole('status', { name: `Quantity of ${full}` })).toHaveTextContent('1');
    await expect(canvas.getByRole('button', { name: `Decrease quantity of ${full}` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${full} from the cart` }));
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Remove ${full} from the cart` })).toBeNull());
    await expect(canvas.getByRole('status', { name: `Quantity of ${momo}` })).toHaveTextContent('2');
  }),
};

export const VisitorSentHome: Story = {
  name: 'Visitor sent home',
  decorators: [withApp({ session: 'visitor' })],
  play: sendsAway('please login...'),
};

export const AdminSentHome: Story = {
  name: 'Admin sent home',
  decorators: [withApp({ session: 'admin' })],
  play: sendsAway("you can't perform this action as admin..."),
};
