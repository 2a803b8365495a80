import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from './story-test';
import { FeatureUnavailablePage } from '../src/app/feature-unavailable-page';
import { NotFoundPage } from '../src/app/not-found-page';
import { withApp } from './app-story';
import { inCanvas } from './play-helpers';

const meta = {
  title: 'Pages/Messages',
  decorators: [withApp()],
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  name: 'Not found',
  parameters: { route: '/no-such-page' },
  render: () => <NotFoundPage />,
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go Back to Home' })).toHaveAttribute('href', '/');
  }),
};

export const FeatureUnavailable: Story = {
  name: 'Feature unavailable',
  parameters: { route: '/featureUnavailable' },
  render: () => <FeatureUnavailablePage />,
  play: inCanvas(async (canvas) => {
    await expect(
      canvas.getByText('This feature is not available right now. Please check back later.'),
    ).toBeInTheDocument();
  }),
};
