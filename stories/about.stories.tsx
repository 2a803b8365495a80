import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutPage } from '../src/pages/about-page';
import { withApp } from './app-story';

const meta = {
  title: 'Pages/About',
  component: AboutPage,
  parameters: { route: '/about' },
} satisfies Meta<typeof AboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const About: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    await expect(await canvas.findByTitle(/Map showing where Saffron & Sage is/)).toBeInTheDocument();
  },
};
