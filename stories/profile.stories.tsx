import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { ProfilePage } from '../src/features/account/profile-page';
import { refused, slow } from './account-fixtures';
import { findPath, findToast } from './account-story';
import { withApp } from './app-story';
import { refusedField } from './fixtures';
import { inCanvas, offersRetry, sendsAway, showsTexts } from './play-helpers';
import { onPathPage } from './story-meta';

const meta = { title: 'Pages/Profile', ...onPathPage(ProfilePage, '/profile') } satisfies Meta<typeof ProfilePage>;
export default meta;

type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

async function openEditProfile(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Asha Gurung' });
  await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
  return within(await page().findByRole('dialog', { name: 'Edit Profile' }));
}

export const Filled: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Asha Gurung' })).toBeInTheDocument();
    await expect(canvas.getByText('9811111111')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Favorite Meals' })).toBeInTheDocument();
    await expect(canvas.getByText('No favorite meals yet.')).toBeInTheDocument();
    const menu = within(canvas.getByRole('navigation', { name: 'Profile menu' }));
    await expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/change-password');
    await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(menu.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  }),
};

/**
 * docs/rules/robustness.md#screens: an admin's profile offers neither My Orders nor favourites, which the API refuses
 * an admin.
 */
export const AsAdmin: Story = {
  name: 'As admin',
  decorators: [withApp({ session: 'admin' })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bikash Admin' })).toBeInTheDocument();
    const menu = within(canvas.getByRole('navigation', { name: 'Profile menu' }));
    await expect(menu.getByRole('link', { name: 'Change Password' })).toBeInTheDocument();
    await expect(menu.queryByRole('link', { name: 'My Orders' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Favorite Meals' })).toBeNull();
    await expect(canvas.queryByText('Error loading favorite meals')).toBeNull();
  }),
};

export const Loading: Story = {
  decorators: [withApp({ session: 'customer', account: { loadProfile: slow() } })],
  play: showsTexts('Loading profile...'),
};

export const LoadError: Story = {
  name: 'Load error',
  decorators: [withApp({ session: 'customer', account: { loadProfile: refused('Something went wrong', 500) } })],
  play: offersRetry('Error loading profile.'),
};

export const Visitor: Story = {
  decorators: [withApp({ session: 'visitor' })],
  play: sendsAway('please login first..'),
};

export const EditModal: Story = {
  name: 'Edit modal',
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    const dialog = await openEditProfile(canvasElement);
    await expect(dialog.getByLabelText('Full Name')).toHaveValue('Asha Gurung');
    await expect(dialog.getByLabelText('Phone Number')).toBeDisabled();
    await expect(dialog.getByLabelText('Phone Number')).toHaveValue('9811111111');
    await expect(dialog.getByRole('button', { name: 'Choose a picture' })).toBeInTheDocument();
  },
};

export const EditNameRequired: Story = {
  name: 'Edit name required',
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    const dialog = await openEditProfile(canvasElement);
    await userEvent.clear(dialog.getByLabelText('Full Name'));
    await expect(dialog.getByText('firstname is required')).toBeInTheDocument();
  },
};

export const Updated: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    const dialog = await openEditProfile(canvasElement);
    const name = dialog.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Asha Sharma');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await findToast('Profile updated successfully!')).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Asha Sharma' })).toBeInTheDocument();
  },
};

export const UpdateFailed: Story = {
  name: 'Update failed',
  decorators: [withApp({ session: 'customer', account: { updateProfile: refused('Something went wrong', 500) } })],
  play: async ({ canvasElement }) => {
    const dialog = await openEditProfile(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await findToast('Failed to update profile.')).toBeInTheDocument();
    await expect(page().getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  },
};

/**
 * docs/rules/robustness.md#uploads: a file that only looks like a picture is refused by the server, and the form says
 * why, under it.
 */
export const PictureRefused: Story = {
  name: 'Picture refused',
  decorators: [
    withApp({
      session: 'customer',
      account: { updateProfile: refusedField('profile_picture', 'Only image files are allowed') },
    }),
  ],
  play: async ({ canvasElement }) => {
    const dialog = await openEditProfile(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await findToast('Only image files are allowed')).toBeInTheDocument();
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Only image files are allowed');
    await expect(page().queryByText('Failed to update profile.')).toBeNull();
  },
};

export const LogoutFromMenu: Story = {
  name: 'Logout from menu',
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await canvas.findByRole('heading', { level: 1, name: 'Asha Gurung' });
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(await findToast('Logging out...')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/logout')).toBeInTheDocument();
  }),
};
