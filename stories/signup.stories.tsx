import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { failure } from '../machines/shared/result';
import { SignupPage } from '../src/features/account/signup-page';
import { findToast } from './account-story';
import { withApp } from './app-story';
import { filledDraft } from './signup-fixtures';
import { inCanvas } from './play-helpers';
import { onPage } from './story-meta';

const meta = { title: 'Pages/Sign Up', ...onPage(SignupPage, '/signup') } satisfies Meta<typeof SignupPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => {});

async function fill(
  canvasElement: HTMLElement,
  values: Partial<Record<'name' | 'phone' | 'password' | 'confirm', string>>,
) {
  const canvas = within(canvasElement);
  const typeInto = async (label: string, value: string | undefined) => {
    if (value === undefined) return;
    const input = canvas.getByLabelText(label);
    await userEvent.clear(input);
    if (value !== '') await userEvent.type(input, value);
  };
  await typeInto('Full Name', values.name);
  await typeInto('Contact Number', values.phone);
  await typeInto('Password', values.password);
  await typeInto('Confirm Password', values.confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
}

type Values = Parameters<typeof fill>[1];

/** A story that fills the form with `values`, presses Sign Up and finds each of `errors` under its field. */
const refusedWith = (values: Values, errors: string[]): Story => ({
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, values);
    for (const text of errors) await expect(within(canvasElement).getByText(text)).toBeInTheDocument();
  },
});

/** The filled draft's name and phone with a good password: what the server is asked to text a code for. */
const valid: Values = {
  name: filledDraft.name,
  phone: filledDraft.phone_number,
  password: 'secret1',
  confirm: 'secret1',
};

export const Empty: Story = {
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Contact Number', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
    const card = within(canvas.getByRole('region', { name: 'Sign Up' }));
    await expect(card.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  }),
};

export const RequiredErrors: Story = {
  name: 'Required errors',
  ...refusedWith({}, [
    'firstname is required',
    'contact number required',
    'password is required',
    'confirm password is required.',
  ]),
};

export const TooShortErrors: Story = {
  name: 'Too short errors',
  ...refusedWith({ name: 'A', phone: '98123', password: 'abc', confirm: 'abd' }, [
    'firstname must be at least 2 characters',
    'contact number must be 10 digits',
    'password must be more than 6 or 6 character',
    'password must match',
  ]),
};

export const TooLongErrors: Story = {
  name: 'Too long errors',
  ...refusedWith({ name: 'A'.repeat(26), phone: '98123456789', password: 'abcdefghijk', confirm: 'abcdefghijk' }, [
    'firstname must be at most 25 characters',
    'contact number should be 10 digit',
    'password must be less than 10 or 10 character',
  ]),
};

export const ShowPassword: Story = {
  name: 'Show password',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  }),
};

export const Sending: Story = {
  decorators: [withApp({ signup: { sendOtp: never } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, valid);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending OTP…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  name: 'Server error',
  decorators: [
    withApp({ signup: { sendOtp: async () => failure('An account with this phone number already exists.', 400) } }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...valid, phone: '9811111111' });
    await expect(await findToast('An account with this phone number already exists.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

export const SendFailed: Story = {
  name: 'Send failed',
  decorators: [withApp({ signup: { sendOtp: async () => failure('Something went wrong') } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, valid);
    await expect(await findToast('Failed to send OTP.')).toBeInTheDocument();
  },
};
