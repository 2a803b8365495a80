import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { KitchenPage } from '../src/features/kitchen/admin-kitchen-page';
import { withAdmin } from './admin-story';
import { meals } from './fixtures';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Sold Out Switches',
  ...onAdminPage(KitchenPage, '/route/admin/kitchen'),
} satisfies Meta<typeof KitchenPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const momo = meals[0]!;
const panelOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Sold out' }));

/** Every dish with its two switches: sold out for good, or until closing. One tap marks it; one tap brings it back. */
export const Switches: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: `${momo.name} sold out` }));
    await expect(await panel.findByRole('button', { name: `${momo.name} is back` })).toBeInTheDocument();
    await userEvent.click(panel.getByRole('button', { name: `${momo.name} is back` }));
    await expect(await panel.findByRole('button', { name: `${momo.name} sold out until closing` })).toBeInTheDocument();
  },
};

/** A dish sold out until closing says so; it comes back by itself at the next opening. */
export const UntilClosing: Story = {
  name: 'Until closing',
  decorators: [withAdmin({ soldOut: { meals: [{ meal: momo.id, back_at: '2026-03-03T04:15:00.000Z' }], options: [] } })],
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await expect(await panel.findByText('Sold out until closing')).toBeInTheDocument();
    await expect(panel.getByRole('button', { name: `${momo.name} is back` })).toBeEnabled();
  },
};

/** One option of a dish ("Spice level: Hot") switched on its own. */
export const OptionSwitches: Story = {
  name: 'Option switches',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const panel = await panelOf(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: `Options of ${momo.name}` }));
    const options = within(await panel.findByRole('group', { name: `Options of ${momo.name}` }));
    const hot = options.getByText('Spice level: Hot').closest('div') as HTMLElement;
    await userEvent.click(within(hot).getByRole('button', { name: 'Sold out' }));
    await expect(await within(hot).findByRole('button', { name: 'Back on' })).toBeInTheDocument();
  },
};
