import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { CALM_PACE } from '../contract/pace';
import { AdminAboutPage } from '../src/features/restaurant/admin-about-page';
import { withAdmin } from './admin-story';
import { onAdminPage } from './story-meta';

/** The settings page's pace: beside pause and busy, a cap of orders per 15-minute slot for each way of ordering. */
const meta = {
  title: 'Admin/Pace and Slot Caps',
  ...onAdminPage(AdminAboutPage, '/route/admin/about'),
} satisfies Meta<typeof AdminAboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const pace = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Pace' }));

/** No cap yet: each way reads "No cap"; choosing 5 for pickup keeps it. */
export const CapPickup: Story = {
  name: 'Cap pickup',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const controls = await pace(canvasElement);
    const pickup = controls.getByRole('combobox', { name: 'Pickup' });
    await expect(pickup).toHaveValue('');
    await userEvent.selectOptions(pickup, '5');
    await expect(await controls.findByRole('combobox', { name: 'Pickup' })).toHaveValue('5');
    await expect(controls.getByRole('combobox', { name: 'Delivery' })).toHaveValue('');
  },
};

/** A cap saved before that the list does not offer (7) is still shown, and can be taken off. */
export const CapOutsideTheChoices: Story = {
  name: 'Cap outside the choices',
  decorators: [withAdmin({ pace: { ...CALM_PACE, caps: { pickup: null, dine_in: 7, delivery: null } } })],
  play: async ({ canvasElement }) => {
    const controls = await pace(canvasElement);
    const dineIn = controls.getByRole('combobox', { name: 'Dine-in' });
    await expect(dineIn).toHaveValue('7');
    await userEvent.selectOptions(dineIn, '');
    await expect(await controls.findByRole('combobox', { name: 'Dine-in' })).toHaveValue('');
  },
};
