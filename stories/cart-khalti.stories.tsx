import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from './story-test';
import { DEFAULT_SERVICE } from '../contract/fulfilment';
import { CartPage } from '../src/features/cart/cart-page';
import { filledCart } from './cart-fixtures';
import { findLines, onCartPage, withFilledCart } from './cart-story';
import { pendingOrder } from './order-fixtures';
import { inCanvas } from './play-helpers';

/** /cart with Khalti beside eSewa: offered only when the server takes Khalti and the owner ticked it for the way. */
const meta = { title: 'Pages/Cart/Khalti', ...onCartPage } satisfies Meta<typeof CartPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const KHALTI_PAGE = { gateway: 'khalti' as const, payment_url: 'http://localhost/api/payment/khalti/sandbox/pay?pidx=Abc123' };
const goToKhalti = fn();
const khaltiOrder = fn(async () => ({ ok: true as const, data: { order: pendingOrder, payment: KHALTI_PAGE } }));

/** Khalti chosen: the button says so, the order asks for Khalti, and the browser goes to Khalti's page. */
export const PayWithKhalti: Story = {
  name: 'Pay with Khalti',
  decorators: [
    withFilledCart({
      cart: { service: { ...DEFAULT_SERVICE, khalti: true } },
      cartCalls: { createOrder: khaltiOrder, submitGatewayForm: goToKhalti },
    }),
  ],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Khalti' }));
    await expect(await canvas.findByText(/^You pay on Khalti's own page/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay with Khalti' }));
    await expect(await canvas.findByRole('button', { name: 'Redirecting to Khalti...' })).toBeDisabled();
    await waitFor(() =>
      expect(khaltiOrder).toHaveBeenCalledWith({
        items: filledCart.map((item) => ({ meal: item.meal.id, quantity: 1 })),
        payment_method: 'khalti',
        fulfilment: { type: 'pickup' },
      }),
    );
    await expect(goToKhalti).toHaveBeenCalledWith(KHALTI_PAGE);
  }),
};

/** The owner ticked Khalti, but the server does not take it (KHALTI_MODE=off): the cart does not offer it. */
export const KhaltiOff: Story = {
  name: 'Khalti off',
  decorators: [withFilledCart({ cart: { service: { ...DEFAULT_SERVICE, khalti: false } } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await findLines(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'eSewa' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio', { name: 'Khalti' })).toBeNull();
  }),
};
