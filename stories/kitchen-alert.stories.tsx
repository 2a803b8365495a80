import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, t, userEvent, waitFor, within } from './story-test';
import { newOrderMessage } from '../machines/admin/kitchen-alert.machine';
import { KitchenPage } from '../src/features/admin/admin-kitchen-page';
import { arrivingOrder } from './admin-order-fixtures';
import { withAdmin } from './admin-story';
import { createFakeOrderStream } from './order-fixtures';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Kitchen Alert',
  ...onAdminPage(KitchenPage, '/route/admin/kitchen'),
} satisfies Meta<typeof KitchenPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The toaster's 5 s and then some: the alert is still there after a toast would have gone. */
const LONGER_THAN_A_TOAST_MS = 6_000;

const english = createFakeOrderStream();

/** A customer pays: the alert names the order and stays past a toast's 5 s, until someone presses "Acknowledge". */
export const AlertStaysUntilAcknowledged: Story = {
  decorators: [withAdmin({ orders: { stream: english } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: /^Paid/ });
    english.push(arrivingOrder);
    const alert = await within(document.body).findByRole('alert', { name: 'New orders' });
    await expect(within(alert).getByText(newOrderMessage(arrivingOrder))).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, LONGER_THAN_A_TOAST_MS));
    await expect(alert).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Acknowledge' }));
    await waitFor(() => expect(within(document.body).queryByRole('alert', { name: 'New orders' })).toBeNull());
  },
};

const nepali = createFakeOrderStream();

/** The same alert for a Nepali reader: its words and its button in Nepali. */
export const AlertInNepali: Story = {
  globals: { locale: 'ne' },
  decorators: [withAdmin({ orders: { stream: nepali } })],
  play: async ({ canvasElement }) => {
    // The orders are in (and the page listens for new ones) once the Paid column shows, as in English.
    await within(canvasElement).findByRole('region', { name: new RegExp(`^${t('Paid')[0]}`) });
    nepali.push(arrivingOrder);
    const alert = await within(document.body).findByRole('alert', { name: 'नयाँ अर्डरहरू' });
    await expect(within(alert).getByText(/^नयाँ अर्डर #/)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'थाहा पाएँ' }));
    await waitFor(() => expect(within(document.body).queryByRole('alert')).toBeNull());
  },
};
