import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MenuPage } from '../src/pages/menu-page';
import { withApp } from './app-story';

const meta = {
  title: 'Pages/Menu',
  component: MenuPage,
  parameters: { route: '/menu' },
} satisfies Meta<typeof MenuPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findAllByRole('article')).toHaveLength(8);
  },
};

export const FilteredByCategory: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Snacks' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.getByRole('heading', { name: 'Samosa' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Chicken Steamed Momo' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Snacks' })).toHaveAttribute('aria-selected', 'true');
  },
};
