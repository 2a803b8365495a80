import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MenuPage } from '../src/features/menu/menu-page';
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

export const Loading: Story = {
  decorators: [withApp({ data: 'loading' })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading meals...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  decorators: [withApp({ data: 'error' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByText('Error loading meals...').length).toBeGreaterThan(0));
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** A menu with nothing on it yet (a new restaurant): it says so rather than showing an empty grid. */
export const Empty: Story = {
  decorators: [withApp({ meals: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No meals in this category yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};
