import type { Meta, StoryObj } from '@storybook/react-vite';
import { PAUSED_PACE } from './pace-fixtures';
import { expect, userEvent, waitFor } from './story-test';
import { HomePage } from '../src/features/menu/home-page';
import { withApp } from './app-story';
import { closedAtNight } from './fixtures';
import { findToast } from './account-story';
import { inCanvas, scrollToEnd } from './play-helpers';
import { onPage } from './story-meta';

const meta = { title: 'Pages/Home', ...onPage(HomePage, '/') } satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  decorators: [withApp({ data: 'loading' })],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('status', { name: 'Loading latest meals' })).toBeInTheDocument();
    await expect(canvas.getByText('Loading meals...')).toBeInTheDocument();
  }),
};

export const Filled: Story = {
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Chicken Steamed Momo' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Juju Dhau' })).toBeInTheDocument();
    await scrollToEnd(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Find Us' })).toBeInTheDocument();
  }),
};

export const Error: Story = {
  decorators: [withApp({ data: 'error' })],
  play: inCanvas(async (canvas) => {
    await waitFor(() => expect(canvas.getAllByText('Error loading meals...').length).toBeGreaterThan(0));
    await expect(canvas.getByText('Failed to load categories')).toBeInTheDocument();
  }),
};

/** A visitor may look but not order: the cart says so. */
export const VisitorAddsToCart: Story = {
  name: 'Visitor adds to cart',
  decorators: [withApp({ session: 'visitor' })],
  play: inCanvas(async (canvas) => {
    await canvas.findByRole('heading', { level: 3, name: 'Juju Dhau' });
    const [first] = canvas.getAllByRole('button', { name: 'Add to cart' });
    await userEvent.click(first!);
    // The toaster loads with the first toast: the wait for it is findToast's, as for every other toast.
    await expect(await findToast('Login first...')).toBeInTheDocument();
  }),
};

/**
 * docs/rules/orders.md#later-today: at night every page says so before anyone fills a cart, in the footer's 12-hour
 * time.
 */
export const ClosedAtNight: Story = {
  name: 'Closed at night',
  decorators: [withApp({ restaurant: closedAtNight })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('Closed now · opens at 10:00 AM')).toBeInTheDocument();
    // Adding to the cart still works for a customer; the banner is news, not a wall.
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Chicken Steamed Momo' })).toBeInTheDocument();
  }),
};

export const OpenAtNoon: Story = {
  name: 'Open at noon',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await canvas.findByRole('heading', { level: 2, name: 'Chicken Steamed Momo' });
    await expect(canvas.queryByText(/^Closed now/)).toBeNull();
  }),
};

/** A new restaurant with nothing on the menu yet: no empty carousel, the menu says so, Find Us still shows. */
export const Empty: Story = {
  decorators: [withApp({ meals: [] })],
  play: inCanvas(async (canvas, canvasElement) => {
    await expect(await canvas.findByText('No meals in this category yet.')).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).toBeNull();
    await scrollToEnd(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Find Us' })).toBeInTheDocument();
  }),
};

/** Pause and pace: while the kitchen has paused new orders, every page says until when, on the restaurant's clock. */
export const PausedBanner: Story = {
  name: 'Paused banner',
  decorators: [withApp({ pace: PAUSED_PACE })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('Not taking new orders until 11:45 AM')).toBeInTheDocument();
  }),
};
