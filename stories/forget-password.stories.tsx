import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from './story-test';
import { failure } from '../machines/shared/result';
import { ForgetPasswordPage } from '../src/features/account/forget-password-page';
import { findToast } from './account-story';
import { withApp } from './app-story';
import { type Canvas, inCanvas } from './play-helpers';
import { onPage } from './story-meta';

const meta = {
  title: 'Pages/Forgot Password',
  ...onPage(ForgetPasswordPage, '/forget-password'),
} satisfies Meta<typeof ForgetPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const PHONE = '9812345678';
/** The server's refusal, worded apart from the OTP story's so each story finds its own toast. */
const REFUSED = 'This code is no longer valid. Ask for a new one.';

async function sendCode(canvas: Canvas, phone: string) {
  await userEvent.type(canvas.getByLabelText('Phone Number'), phone);
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
}

export const PhoneStep: Story = {
  name: 'Phone step',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  }),
};

export const InvalidPhone: Story = {
  name: 'Invalid phone',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await sendCode(canvas, '98123');
    await expect(await findToast('Please enter a valid 10-digit phone number.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  }),
};

export const ResetStep: Story = {
  name: 'Code and new password',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await sendCode(canvas, PHONE);
    await expect(await findToast(`OTP sent successfully to ${PHONE}`)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByLabelText('New Password')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Confirm Password')).toBeInTheDocument();
  }),
};

export const ResetErrors: Story = {
  name: 'Reset errors',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await sendCode(canvas, PHONE);
    await userEvent.type(canvas.getByLabelText('New Password'), 'abc');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'abd');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    for (const text of ['Enter the 4-digit code', 'Password must be at least 6 characters', 'Passwords must match']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  }),
};

export const WrongCode: Story = {
  name: 'Wrong code',
  decorators: [withApp({ signup: { resetPassword: async () => failure(REFUSED, 400) } })],
  play: inCanvas(async (canvas) => {
    await sendCode(canvas, PHONE);
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, '1234');
    await userEvent.type(canvas.getByLabelText('New Password'), 'newpass1');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'newpass1');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expect(await findToast(REFUSED)).toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox')[0]).toHaveValue('');
  }),
};
