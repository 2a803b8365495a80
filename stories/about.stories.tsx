import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from './story-test';
import { AboutPage } from '../src/features/menu/about-page';
import { withApp } from './app-story';
import { inCanvas } from './play-helpers';
import { onPage } from './story-meta';

const meta = { title: 'Pages/About', ...onPage(AboutPage, '/about') } satisfies Meta<typeof AboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const About: Story = {
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    await expect(await canvas.findByTitle(/Map showing where Himalayan Hearth is/)).toBeInTheDocument();
  }),
};

export const Loading: Story = {
  decorators: [withApp({ data: 'loading' })],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Loading our story' })).toBeInTheDocument();
  }),
};

/** The restaurant's page could not be read (not set up yet, or the server failed): the page says so and offers to retry. */
export const LoadError: Story = {
  name: 'Load error',
  decorators: [withApp({ data: 'error' })],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    await expect(await canvas.findByText('Our story could not be loaded.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }),
};
