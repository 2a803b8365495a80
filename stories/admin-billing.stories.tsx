import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from './story-test';
import { BILLING_MESSAGES } from '../contract/billing';
import { AdminAboutPage } from '../src/features/restaurant/admin-about-page';
import { findToast } from './account-story';
import { storedBilling } from './admin-dashboard-fixtures';
import { withAdmin } from './admin-story';
import { settingsSectionStories } from './settings-stories';
import { onAdminPage } from './story-meta';

/** The bill settings under the restaurant's details and ordering options: one story per state of the section. */
const meta = {
  title: 'Admin/Bill Settings',
  ...onAdminPage(AdminAboutPage, '/route/admin/about'),
} satisfies Meta<typeof AdminAboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const { inSection, ...states } = settingsSectionStories('billing');

/** The read has not answered yet. */
export const Loading: Story = states.Loading;

/** The read failed: said so, with a way to try again. */
export const LoadError: Story = { ...states.LoadError, name: 'Load error' };

/** Opens on what is saved: VAT registered, its PAN/VAT number, the address on bills, 10 % at the tables. */
export const Editing: Story = {
  decorators: [withAdmin()],
  play: inSection(async (bills) => {
    await expect(await bills.findByRole('checkbox', { name: 'Registered for VAT (13%)' })).toBeChecked();
    await expect(bills.getByLabelText('PAN/VAT number')).toHaveValue(storedBilling.pan_number);
    await expect(bills.getByLabelText('Address printed on bills')).toHaveValue(storedBilling.address);
    await expect(bills.getByLabelText('Service charge, dine-in (%)')).toHaveValue('10');
    await expect(bills.getByLabelText('Service charge, pickup (%)')).toHaveValue('0');
  }),
};

/** Refused in the browser: VAT registered without a PAN/VAT number, a service charge over 10 %; then saved. */
export const RefusedThenSaved: Story = {
  name: 'Refused then saved',
  decorators: [withAdmin()],
  play: inSection(async (bills) => {
    await userEvent.clear(await bills.findByLabelText('PAN/VAT number'));
    const pickup = bills.getByLabelText('Service charge, pickup (%)');
    await userEvent.clear(pickup);
    await userEvent.type(pickup, '12');
    await userEvent.click(bills.getByRole('button', { name: 'Save bill settings' }));
    await expect(await bills.findByText(BILLING_MESSAGES.panRequired)).toBeInTheDocument();
    await expect(bills.getByText(BILLING_MESSAGES.percentInvalid)).toBeInTheDocument();
    await userEvent.type(bills.getByLabelText('PAN/VAT number'), '301234567');
    await userEvent.clear(pickup);
    await userEvent.type(pickup, '5');
    await userEvent.click(bills.getByRole('button', { name: 'Save bill settings' }));
    await expect(await findToast(BILLING_MESSAGES.saved)).toBeInTheDocument();
  }),
};

/** Saving: the form waits for the server, its button busy. */
export const Saving: Story = states.Saving;
