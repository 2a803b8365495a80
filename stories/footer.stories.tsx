import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from './story-test';
import { Footer } from '../src/ui/footer';
import { withApp } from './app-story';
import { restaurantWithoutSocials } from './fixtures';
import { inCanvas } from './play-helpers';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithSocialLinks: Story = {
  name: 'With social links',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    for (const name of ['Facebook', 'Instagram', 'TikTok']) {
      await expect(await canvas.findByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await expect(canvas.getByText('10:00 AM - 10:00 PM')).toBeInTheDocument();
  }),
};

export const WithoutSocialLinks: Story = {
  name: 'Without social links',
  decorators: [withApp({ restaurant: restaurantWithoutSocials })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('07:30 AM - 09:45 PM')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Facebook' })).toBeNull();
  }),
};
