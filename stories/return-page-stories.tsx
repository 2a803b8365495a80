import { expect, userEvent } from './story-test';
import { PAYMENT_MESSAGES } from '../contract/payment';
import { slow } from './account-fixtures';
import { withApp } from './app-story';
import { unreachableThenPaid } from './order-fixtures';
import { type Canvas, inCanvas } from './play-helpers';

const confirmed = (canvas: Canvas) => canvas.queryByText(PAYMENT_MESSAGES.confirmed);

/**
 * The stories eSewa's and Khalti's return pages tell alike, `verify` being the fake order call that asks the server
 * about the payment: the check still waiting, and the gateway out of reach (`unreachable`, the server's words) once,
 * then paid on "Try again". A story names itself in its own file, as the index reads the name from there.
 */
export function returnPageStories(verify: 'verifyPayment' | 'verifyKhalti', unreachable: string) {
  const retried = unreachableThenPaid(unreachable);
  return {
    Confirming: {
      decorators: [withApp({ session: 'customer', orderCalls: { [verify]: slow() } })],
      play: inCanvas(async (canvas) => {
        await expect(await canvas.findByText('Confirming your payment...')).toBeInTheDocument();
        await expect(confirmed(canvas)).toBeNull();
      }),
    },
    UnreachableThenRetry: {
      decorators: [withApp({ session: 'customer', orderCalls: { [verify]: retried.verify } })],
      beforeEach: retried.beforeEach,
      play: inCanvas(async (canvas) => {
        await expect(await canvas.findByText(unreachable)).toBeInTheDocument();
        await expect(canvas.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' })).toBeInTheDocument();
        await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
        await expect(await canvas.findByRole('heading', { level: 1, name: PAYMENT_MESSAGES.confirmed })).toBeInTheDocument();
      }),
    },
  };
}

/** The server would not confirm the payment: its words, never paid, and the way back to the cart. */
export const notConfirmed = (words: string) =>
  inCanvas(async (canvas) => {
    await expect(await canvas.findByText(words)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment not confirmed' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart');
    await expect(confirmed(canvas)).toBeNull();
  });
