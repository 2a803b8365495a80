import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { LoginPage } from '../src/features/account/login-page';
import { refused, slow } from './account-fixtures';
import { findPath, findToast } from './account-story';
import { withApp } from './app-story';
import { findTexts, inCanvas } from './play-helpers';
import { onPathPage } from './story-meta';

const meta = { title: 'Pages/Login', ...onPathPage(LoginPage, '/login') } satisfies Meta<typeof LoginPage>;
export default meta;

type Story = StoryObj<typeof meta>;

async function logIn(canvasElement: HTMLElement, phone: string, password: string) {
  const canvas = within(canvasElement);
  if (phone) await userEvent.type(canvas.getByLabelText('Phone Number'), phone);
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
}

export const Empty: Story = {
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue('');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forget-password');
    const card = within(canvas.getByRole('region', { name: 'Login' }));
    await expect(card.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  }),
};

/**
 * docs/rules/robustness.md#screens: the show/hide toggle is reached with Tab, right after the password, and works with
 * the keyboard.
 */
export const ShowPasswordByKeyboard: Story = {
  name: 'Show password by keyboard',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    const password = canvas.getByLabelText('Password');
    await userEvent.type(password, 'Demo@1234');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show Password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide Password' })).toBeInTheDocument();
  }),
};

/**
 * Logging in with what the form refuses: each field says why, and is read with its message, and focus goes to the
 * first refused field (docs/rules/screens.md#keyboard-and-screen-readers).
 */
async function refusedAsTyped(canvasElement: HTMLElement, typed: { phone: string; password: string }, errors: typeof typed) {
  const canvas = within(canvasElement);
  await logIn(canvasElement, typed.phone, typed.password);
  await findTexts(canvas, [errors.phone, errors.password]);
  await expect(canvas.getByLabelText('Phone Number')).toHaveFocus();
  await expect(canvas.getByLabelText('Phone Number')).toHaveAccessibleDescription(errors.phone);
  await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(errors.password);
}

export const RequiredErrors: Story = {
  name: 'Required errors',
  decorators: [withApp()],
  play: ({ canvasElement }) =>
    refusedAsTyped(
      canvasElement,
      { phone: '', password: '' },
      { phone: 'Please enter your phone number', password: 'Please enter your password' },
    ),
};

export const FormatErrors: Story = {
  name: 'Format errors',
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    const phoneError = 'Phone number must be exactly 10 digits';
    await refusedAsTyped(
      canvasElement,
      { phone: '98111', password: 'abc' },
      { phone: phoneError, password: 'Password must be at least 6 characters' },
    );
    // Fixing a field takes its error away.
    await userEvent.type(canvas.getByLabelText('Phone Number'), '11111');
    await expect(canvas.queryByText(phoneError)).toBeNull();
  }),
};

export const Submitting: Story = {
  decorators: [withApp({ account: { logIn: slow() } })],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, '9811111111', 'Demo@1234');
    await expect(within(canvasElement).getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  decorators: [withApp({ account: { logIn: refused('Invalid phone number or password.', 401) } })],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, '9811111111', 'Wrong@1234');
    await expect(await findToast('Invalid phone number or password.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toBeEnabled();
    // The button pressed was disabled while it waited: it has focus again, not the page's body.
    await expect(within(canvasElement).getByRole('button', { name: 'Login' })).toHaveFocus();
    await expect(within(canvasElement).getByText('/login')).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  name: 'Signed in',
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, '9811111111', 'Demo@1234');
    await expect(await findPath(canvasElement, '/')).toBeInTheDocument();
    await expect(await findToast('Login successful')).toBeInTheDocument();
    await expect(await within(canvasElement).findByRole('button', { name: /Account menu for Asha Gurung/ })).toBeInTheDocument();
  },
};
