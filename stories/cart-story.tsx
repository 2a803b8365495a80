import type { Decorator } from '@storybook/react-vite';
import { fn, within } from './story-test';
import { CartPage } from '../src/features/cart/cart-page';
import { withApp, type StoryAppOptions } from './app-story';
import { filledCart, gatewayForm } from './cart-fixtures';
import { pendingOrder } from './order-fixtures';
import { onPathPage } from './story-meta';

/** What both cart story files show: /cart, with the path the flow sends the router to. */
export const onCartPage = onPathPage(CartPage, '/cart');

export const [momo, paneer] = filledCart.map((item) => item.meal.name) as [string, string];

/** A signed-in customer whose cart holds the four fixture meals, unless `cart` says more. */
export const withFilledCart = ({ cart, ...options }: StoryAppOptions = {}): Decorator =>
  withApp({ session: 'customer', ...options, cart: { items: filledCart, ...cart } });

/** A checkout that the server accepts: the pending order and eSewa's form to post. Each story gets its own. */
export const acceptedCheckout = () =>
  fn(async () => ({ ok: true as const, data: { order: pendingOrder, payment: gatewayForm } }));

/** The cart's lines, once they are on screen. */
export async function findLines(canvasElement: HTMLElement) {
  const meals = await within(canvasElement).findByRole('region', { name: 'Meals in your cart' });
  return within(await within(meals).findByRole('list')).getAllByRole('listitem');
}

/** The queries of one cart line, found by its meal's name. */
export const line = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('link', { name }).closest('li')!);
