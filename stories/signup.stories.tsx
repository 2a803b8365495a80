import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failure } from '../machines/shared/result';
import { SignupPage } from '../src/features/account/signup-page';
import { withApp } from './app-story';
import { filledDraft } from './signup-fixtures';

const meta = {
  title: 'Pages/Sign Up',
  component: SignupPage,
  parameters: { route: '/signup' },
} satisfies Meta<typeof SignupPage>;
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

export const Empty: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
    for (const label of ['Full Name', 'Contact Number', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
    const card = within(canvas.getByRole('region', { name: 'Sign Up' }));
    await expect(card.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  },
};

export const RequiredErrors: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {});
    const canvas = within(canvasElement);
    for (const text of [
      'firstname is required',
      'contact number required',
      'password is required',
      'confirm password is required.',
    ]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

export const TooShortErrors: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { name: 'A', phone: '98123', password: 'abc', confirm: 'abd' });
    const canvas = within(canvasElement);
    for (const text of [
      'firstname must be at least 2 characters',
      'contact number must be 10 digits',
      'password must be more than 6 or 6 character',
      'password must match',
    ]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

export const TooLongErrors: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      name: 'A'.repeat(26),
      phone: '98123456789',
      password: 'abcdefghijk',
      confirm: 'abcdefghijk',
    });
    const canvas = within(canvasElement);
    for (const text of [
      'firstname must be at most 25 characters',
      'contact number should be 10 digit',
      'password must be less than 10 or 10 character',
    ]) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
    }
  },
};

export const ShowPassword: Story = {
  decorators: [withApp()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Password'), 'secret1');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show Password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const Sending: Story = {
  decorators: [withApp({ signup: { sendOtp: never } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      name: filledDraft.name,
      phone: filledDraft.phone_number,
      password: 'secret1',
      confirm: 'secret1',
    });
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending OTP…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  decorators: [
    withApp({ signup: { sendOtp: async () => failure('An account with this phone number already exists.', 400) } }),
  ],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { name: filledDraft.name, phone: '9811111111', password: 'secret1', confirm: 'secret1' });
    await expect(
      await within(document.body).findByText('An account with this phone number already exists.'),
    ).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

export const SendFailed: Story = {
  decorators: [withApp({ signup: { sendOtp: async () => failure('Something went wrong') } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, {
      name: filledDraft.name,
      phone: filledDraft.phone_number,
      password: 'secret1',
      confirm: 'secret1',
    });
    await expect(await within(document.body).findByText('Failed to send OTP.')).toBeInTheDocument();
  },
};
