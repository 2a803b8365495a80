import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { CASH_MESSAGES } from '../contract/cash';
import { DEFAULT_SERVICE } from '../contract/fulfilment';
import { PAYMENT_SETTINGS_MESSAGES } from '../contract/payment-settings';
import { AdminAboutPage } from '../src/features/restaurant/admin-about-page';
import { findToast } from './account-story';
import { withAdmin } from './admin-story';
import { ok } from '../machines/shared/result';
import { inCanvas } from './play-helpers';
import { settingsSectionStories } from './settings-stories';
import { onAdminPage } from './story-meta';

/** The owner's ways to pay, under the bill settings: one story per state of the section, and the manager's page. */
const meta = {
  title: 'Admin/Ways to Pay',
  ...onAdminPage(AdminAboutPage, '/route/admin/about'),
} satisfies Meta<typeof AdminAboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const { inSection, ...states } = settingsSectionStories('payments');
const tableRow = async (pay: ReturnType<typeof within>) => within(await pay.findByRole('group', { name: 'Dine-in' }));
const deliveryRow = async (pay: ReturnType<typeof within>) => within(await pay.findByRole('group', { name: 'Delivery' }));

/** The read has not answered yet. */
export const Loading: Story = states.Loading;

/** The read failed: said so, with a way to try again. */
export const LoadError: Story = { ...states.LoadError, name: 'Load error' };

/** Opens on what is saved: every way to pay for each way the restaurant offers, the cap on cash orders. */
export const Editing: Story = {
  decorators: [withAdmin()],
  play: inSection(async (pay) => {
    const table = await tableRow(pay);
    await expect(table.getByRole('checkbox', { name: 'eSewa' })).toBeChecked();
    await expect(table.getByRole('checkbox', { name: 'Khalti' })).toBeEnabled();
    await expect(table.getByRole('checkbox', { name: 'Pay at the counter' })).toBeChecked();
    await expect((await deliveryRow(pay)).getByRole('checkbox', { name: 'Cash on delivery' })).toBeChecked();
    await expect(pay.getByLabelText('Most unpaid cash orders per customer')).toHaveValue('2');
  }),
};

/** This server does not take Khalti: its boxes are off, with the reason under each. */
export const KhaltiOff: Story = {
  name: 'Khalti off',
  decorators: [
    withAdmin({ restaurant: { overrides: { loadPayments: async () => ok({ ...DEFAULT_SERVICE, delivery: true, khalti: false }) } } }),
  ],
  play: inSection(async (pay) => {
    const khalti = (await tableRow(pay)).getByRole('checkbox', { name: 'Khalti' });
    await expect(khalti).toBeDisabled();
    await expect(khalti).not.toBeChecked();
    await expect(pay.getAllByText('Khalti is not set up on this server.')).toHaveLength(3);
  }),
};

/** Refused in the browser: a way with no way to pay, a cap of 0; nothing is sent. */
export const RefusedInBrowser: Story = {
  name: 'Refused in browser',
  decorators: [withAdmin()],
  play: inSection(async (pay) => {
    const table = await tableRow(pay);
    for (const name of ['eSewa', 'Khalti', 'Pay at the counter']) await userEvent.click(table.getByRole('checkbox', { name }));
    const cap = pay.getByLabelText('Most unpaid cash orders per customer');
    await userEvent.clear(cap);
    await userEvent.type(cap, '0');
    await userEvent.click(pay.getByRole('button', { name: 'Save ways to pay' }));
    await expect(await table.findByText(CASH_MESSAGES.methodsRequired)).toBeInTheDocument();
    await expect(pay.getByText(CASH_MESSAGES.capInvalid)).toBeInTheDocument();
  }),
};

/** Refused by the server: its words in a toast and under the way of ordering it names. */
export const RefusedByServer: Story = {
  name: 'Refused by server',
  decorators: [
    withAdmin({
      restaurant: {
        overrides: {
          savePayments: async () => ({
            ok: false,
            status: 400,
            message: CASH_MESSAGES.methodsRequired,
            fields: { 'payment_methods.delivery': CASH_MESSAGES.methodsRequired },
          }),
        },
      },
    }),
  ],
  play: inSection(async (pay) => {
    await userEvent.click(await pay.findByRole('button', { name: 'Save ways to pay' }));
    await expect(await (await deliveryRow(pay)).findByText(CASH_MESSAGES.methodsRequired)).toBeInTheDocument();
  }),
};

/** Saving: the form waits for the server, its button busy. */
export const Saving: Story = states.Saving;

/** Saved: no cash on delivery, at most 3 open cash orders; the toast says so and the form keeps it. */
export const Saved: Story = {
  decorators: [withAdmin()],
  play: inSection(async (pay) => {
    await userEvent.click((await deliveryRow(pay)).getByRole('checkbox', { name: 'Cash on delivery' }));
    const cap = pay.getByLabelText('Most unpaid cash orders per customer');
    await userEvent.clear(cap);
    await userEvent.type(cap, '3');
    await userEvent.click(pay.getByRole('button', { name: 'Save ways to pay' }));
    await expect(await findToast(PAYMENT_SETTINGS_MESSAGES.saved)).toBeInTheDocument();
    await expect((await deliveryRow(pay)).getByRole('checkbox', { name: 'Cash on delivery' })).not.toBeChecked();
    await expect(pay.getByLabelText('Most unpaid cash orders per customer')).toHaveValue('3');
  }),
};

/** A manager runs the restaurant's page but not its money: the page opens without the ways to pay. */
export const ManagerDoesNotSee: Story = {
  name: 'Manager does not see',
  decorators: [withAdmin({ users: { role: 'manager' } })],
  play: inCanvas(async (canvas) => {
    await canvas.findByRole('region', { name: 'Bills and tax' });
    await expect(await canvas.findByRole('button', { name: 'Save bill settings' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Ways to pay' })).toBeNull();
  }),
};
