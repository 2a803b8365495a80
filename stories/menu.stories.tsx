import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from './story-test';
import { MenuPage } from '../src/features/menu/menu-page';
import { withApp } from './app-story';
import { inCanvas, showsTexts } from './play-helpers';
import { onPage } from './story-meta';

const meta = { title: 'Pages/Menu', ...onPage(MenuPage, '/menu') } satisfies Meta<typeof MenuPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findAllByRole('article')).toHaveLength(8);
  }),
};

export const FilteredByCategory: Story = {
  name: 'Filtered by category',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Snacks' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(2));
    await expect(canvas.getByRole('heading', { name: 'Samosa' })).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Chicken Steamed Momo' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Snacks' })).toHaveAttribute('aria-selected', 'true');
  }),
};

export const Loading: Story = {
  decorators: [withApp({ data: 'loading' })],
  play: showsTexts('Loading meals...'),
};

export const LoadError: Story = {
  name: 'Load error',
  decorators: [withApp({ data: 'error' })],
  play: inCanvas(async (canvas) => {
    await waitFor(() => expect(canvas.getAllByText('Error loading meals...').length).toBeGreaterThan(0));
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  }),
};

/** A menu with nothing on it yet (a new restaurant): it says so rather than showing an empty grid. */
export const Empty: Story = {
  decorators: [withApp({ meals: [] })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('No meals in this category yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
  }),
};
