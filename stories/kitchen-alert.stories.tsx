import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, t, userEvent, waitFor, within } from './story-test';
import { newOrderMessage } from '../machines/kitchen/kitchen-alert.machine';
import { KitchenPage } from '../src/features/kitchen/admin-kitchen-page';
import { failure } from '../machines/shared/result';
import { arrivingOrder, type FakeOrderAdminOptions, kitchenOrders } from './admin-order-fixtures';
import { withAdmin } from './admin-story';
import { createFakeOrderStream, type FakeOrderStream } from './order-fixtures';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Kitchen Alert',
  ...onAdminPage(KitchenPage, '/route/admin/kitchen'),
} satisfies Meta<typeof KitchenPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The toaster's 5 s and then some: the alert is still there after a toast would have gone. */
const LONGER_THAN_A_TOAST_MS = 6_000;

/**
 * A kitchen tablet on a live order stream of its own: `then` runs once the orders are in and the page listens for new
 * ones (the Paid column shows, in the story's language) and a customer has just paid for `arrivingOrder`.
 */
function onArrival(then: (stream: FakeOrderStream) => Promise<void>, overrides?: FakeOrderAdminOptions['overrides']) {
  const stream = createFakeOrderStream();
  return {
    decorators: [withAdmin({ orders: { stream, overrides } })],
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await within(canvasElement).findByRole('region', { name: new RegExp(`^${t('Paid')[0]}`) });
      stream.push(arrivingOrder);
      await then(stream);
    },
  };
}

/** The alert, in English. */
const findAlert = () => within(document.body).findByRole('alert', { name: 'New orders' });

/** A customer pays: the alert names the order and stays past a toast's 5 s, until someone presses "Acknowledge". */
export const AlertStaysUntilAcknowledged: Story = {
  name: 'Alert stays until acknowledged',
  ...onArrival(async () => {
    const alert = await findAlert();
    await expect(within(alert).getByText(newOrderMessage(arrivingOrder))).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, LONGER_THAN_A_TOAST_MS));
    await expect(alert).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(within(document.body).queryByRole('alert', { name: 'New orders' })).toBeNull());
  }),
};

/** The same alert for a Nepali reader: its words and its button in Nepali. */
export const AlertInNepali: Story = {
  name: 'Alert in Nepali',
  globals: { locale: 'ne' },
  ...onArrival(async () => {
    const alert = await within(document.body).findByRole('alert', { name: 'नयाँ अर्डरहरू' });
    await expect(within(alert).getByText(/^नयाँ अर्डर #/)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'थाहा पाएँ' }));
    await waitFor(() => expect(within(document.body).queryByRole('alert')).toBeNull());
  }),
};

/** The same order as another kitchen tablet's "Acknowledge" leaves it, heard on the order stream. */
const acknowledgedElsewhere = {
  ...arrivingOrder,
  kitchen_acknowledged_at: '2026-11-21T13:05:00.000Z',
  kitchen_acknowledged_by: 'Hari Cook',
};

/** A cook presses "Acknowledge" on another tablet: this one stops ringing and says so until "OK". */
export const AcknowledgedOnAnotherTablet: Story = {
  name: 'Acknowledged on another tablet',
  ...onArrival(async (stream) => {
    await findAlert();
    stream.push(acknowledgedElsewhere);
    const note = await within(document.body).findByRole('status', { name: 'New orders' });
    await expect(note).toHaveTextContent(`Order #${arrivingOrder.number} was acknowledged on another tablet.`);
    await expect(within(document.body).queryByRole('alert', { name: 'New orders' })).toBeNull();
    await userEvent.click(within(note).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(within(document.body).queryByRole('status', { name: 'New orders' })).toBeNull());
  }),
};

/** The same note for a Nepali reader. */
export const AcknowledgedOnAnotherTabletInNepali: Story = {
  name: 'Acknowledged on another tablet in Nepali',
  globals: { locale: 'ne' },
  ...onArrival(async (stream) => {
    await within(document.body).findByRole('alert', { name: 'नयाँ अर्डरहरू' });
    stream.push(acknowledgedElsewhere);
    const note = await within(document.body).findByRole('status', { name: 'नयाँ अर्डरहरू' });
    await expect(note).toHaveTextContent(/अर्को ट्याबलेटमा थाहा पाइयो/);
    await expect(within(note).getByRole('button', { name: 'ठीक छ' })).toBeInTheDocument();
  }),
};

const REFUSED = `Order #${arrivingOrder.number} is not paid yet: only a paid order is acknowledged.`;

/** The server refuses the press (or cannot be reached): the alert stays, rings on, and says it was not kept. */
export const AcknowledgeFailed: Story = {
  name: 'Acknowledge failed',
  ...onArrival(
    async () => {
      const alert = await findAlert();
      await userEvent.click(within(alert).getByRole('button', { name: 'Acknowledge' }));
      await expect(
        await within(alert).findByText(`Not acknowledged: ${REFUSED} The alert stays until it is.`),
      ).toBeInTheDocument();
      await expect(within(alert).getByText(newOrderMessage(arrivingOrder))).toBeInTheDocument();
    },
    { acknowledgeOrders: async () => failure(REFUSED, 409) },
  ),
};

/** The same for a Nepali reader, the network down. */
export const AcknowledgeFailedInNepali: Story = {
  name: 'Acknowledge failed in Nepali',
  globals: { locale: 'ne' },
  ...onArrival(
    async () => {
      const alert = await within(document.body).findByRole('alert', { name: 'नयाँ अर्डरहरू' });
      await userEvent.click(within(alert).getByRole('button', { name: 'थाहा पाएँ' }));
      await expect(await within(alert).findByText(/थाहा पाएको पुगेन: सर्भरमा पुग्न सकिएन।/)).toBeInTheDocument();
    },
    { acknowledgeOrders: () => Promise.reject(new Error('offline')) },
  ),
};

/** A tablet switched on (or reloaded) while a paid order waits unacknowledged: it rings at once. */
export const RingsOnLoadForUnacknowledged: Story = {
  name: 'Rings on load for unacknowledged',
  decorators: [withAdmin({ orders: { orders: [{ ...arrivingOrder, kitchen_acknowledged_at: null }, ...kitchenOrders] } })],
  play: async () => {
    const alert = await within(document.body).findByRole('alert', { name: 'New orders' });
    await expect(within(alert).getByText(newOrderMessage(arrivingOrder))).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(within(document.body).queryByRole('alert', { name: 'New orders' })).toBeNull());
  },
};
