import type { Meta, StoryObj } from '@storybook/react-vite';
import { english, expect, userEvent, waitFor, within } from './story-test';
import { ORDER_STATUS_MESSAGES, type Order } from '../contract/order';
import { KITCHEN_LOAD_FAILED } from '../machines/kitchen/kitchen-screen.machine';
import { KitchenPage } from '../src/features/kitchen/admin-kitchen-page';
import { findToast } from './account-story';
import { arrivingOrder, kitchenOrders } from './admin-order-fixtures';
import { withAdmin } from './admin-story';
import { createFakeOrderStream } from './order-fixtures';
import { restaurant } from './fixtures';
import { formatOrderTime } from '../src/features/orders/order-card';
import { PAUSED_PACE } from './pace-fixtures';
import { unansweredReads } from './read-stories';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Kitchen Screen',
  ...onAdminPage(KitchenPage, '/route/admin/kitchen'),
} satisfies Meta<typeof KitchenPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const columnOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name: new RegExp(`^${name}`) }));

/** Paid, preparing and ready, oldest first; nothing unpaid, done or cancelled. */
export const Board: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const paid = await columnOf(canvasElement, 'Paid');
    const cards = paid.getAllByRole('article');
    await expect(cards.map((card) => english(card.getAttribute('aria-label') ?? ''))).toEqual([
      `Order #${kitchenOrders[1]!.number}`,
      `Order #${kitchenOrders[0]!.number}`,
    ]);
    await expect((await columnOf(canvasElement, 'Preparing')).getAllByRole('article')).toHaveLength(1);
    await expect((await columnOf(canvasElement, 'Ready')).getByRole('button', { name: 'Complete' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByText(`#${kitchenOrders[4]!.number}`)).toBeNull();
    // The restaurant's clock (Kathmandu), whatever the tablet's own zone is set to.
    const placed = formatOrderTime(kitchenOrders[1]!.created_at, restaurant.time_zone);
    await expect(within(cards[0]!).getByText(new RegExp(`· ${placed}$`))).toBeInTheDocument();
  },
};

export const StartPreparing: Story = {
  name: 'Start preparing',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const paid = await columnOf(canvasElement, 'Paid');
    const oldest = paid.getAllByRole('article')[0]!;
    await userEvent.click(within(oldest).getByRole('button', { name: 'Start preparing' }));
    await expect(await findToast(ORDER_STATUS_MESSAGES.changed('preparing'))).toBeInTheDocument();
    const preparing = await columnOf(canvasElement, 'Preparing');
    await waitFor(() => expect(preparing.getAllByRole('article')).toHaveLength(2));
  },
};

const stream = createFakeOrderStream();

export const OrderArrivesLive: Story = {
  name: 'Order arrives live',
  decorators: [withAdmin({ orders: { stream } })],
  play: async ({ canvasElement }) => {
    const paid = await columnOf(canvasElement, 'Paid');
    await waitFor(() => expect(paid.getAllByRole('article')).toHaveLength(2));
    stream.push(arrivingOrder);
    await waitFor(() => expect(paid.getAllByRole('article')).toHaveLength(3));
    await expect(paid.getAllByRole('article')[2]).toHaveAccessibleName(`Order #${arrivingOrder.number}`);
  },
};

const reads = unansweredReads((data) => withAdmin({ orders: { data } }), 'Loading the kitchen...', KITCHEN_LOAD_FAILED);
export const LoadError: Story = { ...reads.LoadError, name: 'Load error' };
export const Loading: Story = reads.Loading;

/**
 * docs/rules/orders.md#ready-time: a pickup order will take longer; '+5 min' moves its ready time on, which its
 * customer sees too.
 */
export const ReadyLater: Story = {
  name: 'Ready later',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const pickup = kitchenOrders.find((order) => order.fulfilment.type === 'pickup' && order.status === 'paid')!;
    const card = within(await within(canvasElement).findByRole('article', { name: `Order #${pickup.number}` }));
    const before = card.getByText(/^Pickup · ready about/).textContent;
    await userEvent.click(card.getByRole('button', { name: `Order #${pickup.number} ready 5 minutes later` }));
    await expect(await findToast('Ready time moved 5 minutes later.')).toBeInTheDocument();
    await waitFor(() => expect(card.getByText(/^Pickup · ready about/).textContent).not.toBe(before));
    // A table's order has no ready time to move.
    const table = kitchenOrders.find((order) => order.fulfilment.type === 'dine_in' && order.status === 'paid')!;
    const tableCard = within(within(canvasElement).getByRole('article', { name: `Order #${table.number}` }));
    await expect(tableCard.queryByRole('button', { name: /minutes later/ })).toBeNull();
  },
};

/** Pause and pace: the kitchen pauses new orders in one tap, sees until when, adds busy minutes, and resumes. */
export const PaceControlsInOneTap: Story = {
  name: 'Pace controls in one tap',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const controls = within(await within(canvasElement).findByRole('region', { name: 'Pace' }));
    await expect(controls.getByText('Taking new orders')).toBeInTheDocument();
    await userEvent.click(controls.getByRole('button', { name: 'Pause 15 min' }));
    await expect(await controls.findByText('Not taking new orders until 11:45 AM')).toBeInTheDocument();
    await userEvent.click(controls.getByRole('button', { name: '+20 min' }));
    await expect(await controls.findByText('Busy: every estimate +20 min')).toBeInTheDocument();
    await userEvent.click(controls.getByRole('button', { name: 'Resume now' }));
    await expect(await controls.findByText('Taking new orders')).toBeInTheDocument();
  },
};

/** Opened while already paused and busy: until when, the +20 pressed, and the ways back ("Resume now", "Not busy"). */
export const PausedAndBusyOnArrival: Story = {
  name: 'Paused and busy on arrival',
  decorators: [withAdmin({ pace: { ...PAUSED_PACE, busy_minutes: 20, busy_until: '2026-03-02T06:45:00.000Z' } })],
  play: async ({ canvasElement }) => {
    const controls = within(await within(canvasElement).findByRole('region', { name: 'Pace' }));
    await expect(controls.getByText('Not taking new orders until 11:45 AM')).toBeInTheDocument();
    await expect(controls.getByText('Busy: every estimate +20 min')).toBeInTheDocument();
    await expect(controls.getByRole('button', { name: '+20 min' })).toHaveAttribute('aria-pressed', 'true');
    await expect(controls.getByRole('button', { name: 'Resume now' })).toBeEnabled();
    await expect(controls.getByRole('button', { name: 'Not busy' })).toBeEnabled();
  },
};

const [forLater, rightAway] = kitchenOrders as [Order, Order, ...Order[]];
const dishOfBoth = forLater.items[0]!;

/**
 * A dish sold out after an order for later was paid holding it: the kitchen sees "Sold out" on that line, to call the
 * customer; an order being made now is not flagged (its dish is already cooking). Back on, the flag goes.
 */
export const ScheduledOrderWithSoldOutDish: Story = {
  name: 'Scheduled order with sold out dish',
  decorators: [
    withAdmin({
      orders: { orders: [{ ...forLater, scheduled_for: '2026-11-21T14:30:00.000Z' }, { ...rightAway, items: [dishOfBoth] }, ...kitchenOrders.slice(2)] },
      soldOut: { meals: [{ meal: dishOfBoth.meal!, back_at: null }], options: [] },
    }),
  ],
  play: async ({ canvasElement }) => {
    const card = (order: Order) => within(within(canvasElement).getByRole('article', { name: `Order #${order.number}` }));
    const later = within(await within(canvasElement).findByRole('article', { name: `Order #${forLater.number}` }));
    await expect(await later.findByText('· Sold out')).toBeInTheDocument();
    await expect(card(rightAway).queryByText('· Sold out')).toBeNull();
    await userEvent.click(await within(canvasElement).findByRole('button', { name: `${dishOfBoth.name} is back` }));
    await waitFor(() => expect(later.queryByText('· Sold out')).toBeNull());
  },
};
