import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from './story-test';
import { LogoutPage } from '../src/features/account/logout-page';
import { slow } from './account-fixtures';
import { findPath, findToast } from './account-story';
import { withApp } from './app-story';
import { showsTexts } from './play-helpers';
import { onPathPage } from './story-meta';

const meta = { title: 'Pages/Logout', ...onPathPage(LogoutPage, '/logout') } satisfies Meta<typeof LogoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LoggingOut: Story = {
  name: 'Logging out',
  decorators: [withApp({ session: 'customer', account: { logOut: slow() } })],
  play: showsTexts('Logging out...'),
};

export const LoggedOut: Story = {
  name: 'Logged out',
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    await expect(await findToast('Logout successfully...')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/')).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('link', { name: 'Login' })).toBeInTheDocument();
  },
};
