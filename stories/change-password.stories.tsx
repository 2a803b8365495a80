import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { ChangePasswordPage } from '../src/features/account/change-password-page';
import { refused } from './account-fixtures';
import { findPath, findToast } from './account-story';
import { withApp } from './app-story';
import { inCanvas, sendsAway } from './play-helpers';
import { onPathPage } from './story-meta';

const meta = {
  title: 'Pages/Change Password',
  ...onPathPage(ChangePasswordPage, '/change-password'),
} satisfies Meta<typeof ChangePasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

async function change(canvasElement: HTMLElement, current: string, next: string, confirm: string) {
  const canvas = within(canvasElement);
  for (const [label, value] of [
    ['Current Password', current],
    ['New Password', next],
    ['Confirm Password', confirm],
  ] as const) {
    if (value) await userEvent.type(canvas.getByLabelText(label), value);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
}

export const Empty: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    for (const label of ['Current Password', 'New Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
  }),
};

export const Errors: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    await change(canvasElement, '', 'abc', 'abd');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Current password is required')).toBeInTheDocument();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await expect(canvas.getByText('Passwords must match')).toBeInTheDocument();
  },
};

export const Changed: Story = {
  decorators: [withApp({ session: 'customer' })],
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'Demo@1234', 'Better@99', 'Better@99');
    await expect(await findToast('Password changed successfully!')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/')).toBeInTheDocument();
  },
};

export const WrongCurrentPassword: Story = {
  name: 'Wrong current password',
  decorators: [withApp({ session: 'customer', account: { changePassword: refused('Current password is incorrect.') } })],
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'Wrong@1234', 'Better@99', 'Better@99');
    await expect(await findToast('Current password is incorrect.')).toBeInTheDocument();
  },
};

export const ServerDown: Story = {
  name: 'Server down',
  decorators: [withApp({ session: 'customer', account: { changePassword: refused('Something went wrong', 500) } })],
  play: async ({ canvasElement }) => {
    await change(canvasElement, 'Demo@1234', 'Better@99', 'Better@99');
    await expect(await findToast('Failed to change password.')).toBeInTheDocument();
  },
};

export const Visitor: Story = {
  decorators: [withApp({ session: 'visitor' })],
  play: sendsAway('please login first..'),
};
