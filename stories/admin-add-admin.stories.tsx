import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ADD_ADMIN_MESSAGES } from '../contract/users';
import { failure } from '../machines/result';
import type { SignupDraft } from '../machines/signup-draft.machine';
import { AddAdminPage } from '../src/pages/admin/admin-add-admin-page';
import { OtpPage } from '../src/pages/otp-page';
import { findPath, findToast, WithPath } from './account-story';
import { AdminScreen } from './admin-story';
import { withApp } from './app-story';
import { Prepared } from './signup-story';

const meta = {
  title: 'Admin/Add User',
  component: AddAdminPage,
  parameters: { route: '/route/admin/add-admin' },
  render: () => (
    <AdminScreen>
      <AddAdminPage />
    </AdminScreen>
  ),
} satisfies Meta<typeof AddAdminPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const newAdmin: SignupDraft = {
  name: 'Nima Sherpa',
  phone_number: '+977 9812345678',
  password: 'Kitchen#2026',
  confirm_password: 'Kitchen#2026',
  account_type: 'admin',
};
const TAKEN = 'An account with this phone number already exists.';

async function fill(canvasElement: HTMLElement, values: Omit<SignupDraft, 'account_type'>) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Name'), values.name);
  await userEvent.type(canvas.getByLabelText('Phone Number'), values.phone_number);
  await userEvent.type(canvas.getByLabelText('Password', { exact: true }), values.password);
  await userEvent.type(canvas.getByLabelText('Confirm Password', { exact: true }), values.confirm_password);
  await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
}

export const Empty: Story = {
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add User' })).toBeInTheDocument();
    for (const label of ['Name', 'Phone Number']) await expect(canvas.getByLabelText(label)).toHaveValue('');
  },
};

export const EveryError: Story = {
  name: 'Every rule broken',
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { name: ' Ab ', phone_number: '98123', password: 'kitchen', confirm_password: 'other' });
    const canvas = within(canvasElement);
    for (const message of [
      ADD_ADMIN_MESSAGES.nameMin,
      ADD_ADMIN_MESSAGES.phone,
      ADD_ADMIN_MESSAGES.passwordRule,
      ADD_ADMIN_MESSAGES.confirmMatch,
    ]) {
      await expect(await canvas.findByText(message)).toBeInTheDocument();
    }
    await expect(canvas.getByText('/route/admin/add-admin', { selector: 'output' })).toBeInTheDocument();
  },
};

export const CodeRequested: Story = {
  name: 'Code requested, on to /otp',
  decorators: [withApp({ session: 'admin', signup: { sendOtp: async () => ({ ok: true, data: { message: 'OTP sent successfully to 9812345678' } }) } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, newAdmin);
    await expect(await findToast('OTP sent successfully to 9812345678')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/otp')).toBeInTheDocument();
  },
};

export const NumberTaken: Story = {
  name: 'Number already has an account',
  decorators: [withApp({ session: 'admin', signup: { sendOtp: async () => failure(TAKEN, 400) } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, newAdmin);
    await expect(await findToast(TAKEN)).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/route/admin/add-admin')).toBeInTheDocument();
    await expect(within(canvasElement).getByLabelText('Name')).toHaveValue(newAdmin.name);
  },
};

const adminOtp = () => (
  <WithPath>
    <Prepared draft={newAdmin}>
      <OtpPage />
    </Prepared>
  </WithPath>
);

export const OtpCreatesTheAdmin: Story = {
  name: '/otp: Verify creates the admin',
  parameters: { route: '/otp' },
  decorators: [withApp({ session: 'admin' })],
  render: adminOtp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(newAdmin.phone_number)).toBeInTheDocument();
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await findToast('Admin created successfully!')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/route/admin/user-list')).toBeInTheDocument();
  },
};

export const OtpWrongCode: Story = {
  name: '/otp: a wrong code',
  parameters: { route: '/otp' },
  decorators: [withApp({ session: 'admin', signup: { createAdmin: async () => failure('Invalid or expired code.', 400) } })],
  render: adminOtp,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type((await canvas.findAllByRole('textbox'))[0]!, '9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await findToast('Invalid or expired code.')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/otp')).toBeInTheDocument();
  },
};
