import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import type { EventFromLogic } from 'xstate';
import type { otpMachine } from '../machines/account/otp.machine';
import { failure } from '../machines/shared/result';
import { OtpPage } from '../src/features/account/otp-page';
import { withApp } from './app-story';
import { filledDraft } from './signup-fixtures';
import { Prepared } from './signup-story';
import { findPath, findToast, WithPath } from './account-story';
import { inCanvas } from './play-helpers';

type OtpEvents = EventFromLogic<typeof otpMachine>[];

/** The screen for the filled sign-up draft, moved on by `otp` (the story's clock: see signup-story.tsx). */
const at =
  (otp: OtpEvents = []) =>
  () => (
    <Prepared draft={filledDraft} otp={otp}>
      <OtpPage />
    </Prepared>
  );

const meta = {
  title: 'Pages/OTP',
  component: OtpPage,
  parameters: { route: '/otp' },
  render: at(),
} satisfies Meta<typeof OtpPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => {});
const NEW_CODE_AT = /^No SMS\? You can ask for a new code at \d{1,2}:\d{2}\s[AP]M, when the countdown ends\.$/;
const clock = (canvasElement: HTMLElement) => within(canvasElement).getByRole('timer');

export const AtFullTime: Story = {
  name: 'At 300 s',
  decorators: [withApp()],
  play: inCanvas(async (canvas, canvasElement) => {
    // The page arrives once the sign-up draft is prepared: everything after is there with it.
    await expect(await canvas.findAllByRole('textbox')).toHaveLength(4);
    await expect(clock(canvasElement)).toHaveTextContent('05:00');
    await expect(canvas.getByText('05:00')).not.toHaveAttribute('data-urgent');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(canvas.getByText(filledDraft.phone_number)).toBeInTheDocument();
    // The countdown is also the wait for a new code: the page says by when, for an SMS that never came.
    await expect(canvas.getByText(NEW_CODE_AT)).toBeInTheDocument();
  }),
};

export const InTheLastMinute: Story = {
  name: 'At 59 s, in red',
  decorators: [withApp()],
  render: at([{ type: 'otp.tick', remaining: 59 }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('00:59')).toHaveAttribute('data-urgent', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  },
};

export const Expired: Story = {
  name: "Expired, with 'Resend OTP'",
  decorators: [withApp()],
  render: at([{ type: 'otp.tick', remaining: 0 }]),
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('00:00')).toBeInTheDocument();
    await expect(canvas.queryByText(NEW_CODE_AT)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend OTP' }));
    await expect(await findToast('OTP resent successfully.')).toBeInTheDocument();
    await expect(canvas.getByText('05:00')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  }),
};

export const ResendFailed: Story = {
  name: 'Resend failed',
  decorators: [withApp({ signup: { resendOtp: async () => failure('Something went wrong') } })],
  render: at([{ type: 'otp.tick', remaining: 0 }]),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Resend OTP' }));
    await expect(await findToast('Failed to resend OTP. Try again later.')).toBeInTheDocument();
  },
};

export const Verifying: Story = {
  decorators: [withApp({ signup: { signUp: never } })],
  render: at([{ type: 'otp.change', code: '4821' }, { type: 'otp.verify' }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Verifying…' })).toBeDisabled();
  },
};

export const WrongCode: Story = {
  name: 'Wrong code',
  decorators: [withApp({ signup: { signUp: async () => failure('Invalid or expired code.', 400) } })],
  play: inCanvas(async (canvas) => {
    await userEvent.type((await canvas.findAllByRole('textbox'))[0]!, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await findToast('Invalid or expired code.')).toBeInTheDocument();
    for (const box of canvas.getAllByRole('textbox')) await expect(box).toHaveValue('');
  }),
};

export const IncompleteCode: Story = {
  name: 'Incomplete code',
  decorators: [withApp()],
  play: inCanvas(async (canvas) => {
    await userEvent.type((await canvas.findAllByRole('textbox'))[0]!, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(canvas.getByText('Enter the 4-digit code')).toBeInTheDocument();
  }),
};

/**
 * docs/rules/states.md#signup: no phone number in the draft (the page opened directly), nothing to verify: back to
 * /signup.
 */
export const WithoutAPhone: Story = {
  name: 'Without a phone',
  decorators: [withApp()],
  render: () => (
    <WithPath>
      <OtpPage />
    </WithPath>
  ),
  play: async ({ canvasElement }) => {
    await expect(await findPath(canvasElement, '/signup')).toBeInTheDocument();
  },
};
