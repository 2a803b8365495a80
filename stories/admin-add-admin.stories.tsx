import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from './story-test';
import { Route, Switch } from 'wouter';
import type { EventFromLogic } from 'xstate';
import { ADD_ADMIN_MESSAGES, normaliseAdminPhone, type CreateAdminRequest } from '../contract/users';
import { selectAuth } from '../machines/shared/auth.machine';
import { createAdminOtpLogic, type otpMachine } from '../machines/account/otp.machine';
import { failure, ok } from '../machines/shared/result';
import type { SignupApi } from '../machines/account/signup-api';
import type { SignupDraft } from '../machines/account/signup-draft.machine';
import { useFlow, useSystemActor } from '../src/app/app-actor';
import { AddAdminPage } from '../src/features/people/admin-add-admin-page';
import { OtpPage } from '../src/features/account/otp-page';
import { PROFILES } from './account-fixtures';
import { findPath, findToast, WithPath } from './account-story';
import { withApp } from './app-story';
import { Prepared } from './signup-story';
import { findTexts, inCanvas } from './play-helpers';
import { onAdminPage } from './story-meta';
import { newAdmin } from '../machines/shared/testing/fixtures';

const meta = {
  title: 'Admin/Add User',
  ...onAdminPage(AddAdminPage, '/route/admin/add-admin'),
} satisfies Meta<typeof AddAdminPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const never = <T,>() => new Promise<T>(() => {});
/** The server texting a code, to an admin's number only: a customer's code would never come. */
const textsAdminCode: SignupApi['sendOtp'] = async ({ phone_number, otp_type }) =>
  otp_type === 'admin' ? ok({ message: `OTP sent successfully to ${normaliseAdminPhone(phone_number)}` }) : never();
const TAKEN = 'An account with this phone number already exists.';
/** The server's words once it has texted the code: the number as it stores it. */
const SENT = `OTP sent successfully to ${normaliseAdminPhone(newAdmin.phone_number)}`;

async function fill(canvasElement: HTMLElement, values: Omit<SignupDraft, 'account_type'>) {
  const canvas = within(canvasElement);
  const type = async (label: string, value: string) => {
    if (value !== '') await userEvent.type(canvas.getByLabelText(label, { exact: true }), value);
  };
  await canvas.findByLabelText('Name');
  await type('Name', values.name);
  await type('Phone Number', values.phone_number);
  await type('Password', values.password);
  await type('Confirm Password', values.confirm_password);
  await userEvent.click(canvas.getByRole('button', { name: 'Add User' }));
}

/** Fills the form with `values`, presses Add User and finds each of `errors`. */
const refusedWith = (values: Omit<SignupDraft, 'account_type'>, errors: string[]) =>
  inCanvas(async (canvas, canvasElement) => {
    await fill(canvasElement, values);
    await findTexts(canvas, errors);
  });

export const Empty: Story = {
  decorators: [withApp({ session: 'admin' })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add User' })).toBeInTheDocument();
    for (const label of ['Name', 'Phone Number', 'Password', 'Confirm Password']) {
      await expect(canvas.getByLabelText(label, { exact: true })).toHaveValue('');
    }
    for (const message of Object.values(ADD_ADMIN_MESSAGES)) await expect(canvas.queryByText(message)).toBeNull();
  }),
};

export const SubmittedEmpty: Story = {
  name: 'Submitted empty: every field required',
  decorators: [withApp({ session: 'admin' })],
  play: refusedWith({ name: '', phone_number: '', password: '', confirm_password: '' }, [
    ADD_ADMIN_MESSAGES.nameRequired,
    ADD_ADMIN_MESSAGES.phone,
    ADD_ADMIN_MESSAGES.passwordRequired,
    ADD_ADMIN_MESSAGES.confirmRequired,
  ]),
};

export const EveryError: Story = {
  name: 'Every rule broken',
  decorators: [withApp({ session: 'admin' })],
  play: async (context) => {
    const { nameMin, phone, passwordRule, confirmMatch } = ADD_ADMIN_MESSAGES;
    const values = { name: ' Ab ', phone_number: '98123', password: 'kitchen', confirm_password: 'other' };
    await refusedWith(values, [nameMin, phone, passwordRule, confirmMatch])(context);
    await expect(await findPath(context.canvasElement, '/route/admin/add-admin')).toBeInTheDocument();
  },
};

export const NameTooLong: Story = {
  name: 'A name over 50 characters; errors follow the typing',
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, { ...newAdmin, name: 'N'.repeat(51) });
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ADD_ADMIN_MESSAGES.nameMax)).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Name'), '{Backspace}');
    await expect(canvas.queryByText(ADD_ADMIN_MESSAGES.nameMax)).toBeNull();
  },
};

export const Submitting: Story = {
  name: 'Asking for the code',
  decorators: [withApp({ session: 'admin', signup: { sendOtp: never } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, newAdmin);
    await expect(await within(canvasElement).findByRole('button', { name: 'Sending OTP…' })).toBeDisabled();
  },
};

export const CodeRequested: Story = {
  name: 'Code requested, on to /otp',
  decorators: [withApp({ session: 'admin', signup: { sendOtp: textsAdminCode } })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement, newAdmin);
    await expect(await findToast(SENT)).toBeInTheDocument();
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

/** Moves the admin's code screen to a point in time, once the screen has opened it. */
function SendToAdminOtp({ events }: { events: EventFromLogic<typeof otpMachine>[] }) {
  const otp = useFlow('adminOtp', createAdminOtpLogic);
  useEffect(() => events.forEach((event) => otp.send(event)), [otp, events]);
  return null;
}

const adminOtp =
  (events: EventFromLogic<typeof otpMachine>[] = []) =>
  () => (
    <WithPath>
      <Prepared draft={newAdmin}>
        <OtpPage />
        <SendToAdminOtp events={events} />
      </Prepared>
    </WithPath>
  );

export const OtpForANewAdmin: Story = {
  name: '/otp for a new admin',
  parameters: { route: '/otp' },
  decorators: [withApp({ session: 'admin' })],
  render: adminOtp(),
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText(newAdmin.phone_number)).toBeInTheDocument();
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:00');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  }),
};

export const OtpResendForANewAdmin: Story = {
  name: "/otp expired: 'Resend OTP' asks for an admin's code",
  parameters: { route: '/otp' },
  decorators: [withApp({ session: 'admin', signup: { resendOtp: textsAdminCode } })],
  render: adminOtp([{ type: 'otp.tick', remaining: 0 }]),
  play: inCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend OTP' }));
    await expect(await findToast(SENT)).toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('05:00');
    await expect(canvas.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  }),
};

export const OtpVerifying: Story = {
  name: '/otp: creating the admin',
  parameters: { route: '/otp' },
  decorators: [withApp({ session: 'admin', addAdmin: { createAdmin: never } })],
  render: adminOtp([{ type: 'otp.change', code: '4821' }, { type: 'otp.verify' }]),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Verifying…' })).toBeDisabled();
  },
};

export const OtpWrongCode: Story = {
  name: '/otp: a wrong code',
  parameters: { route: '/otp' },
  decorators: [withApp({ session: 'admin', addAdmin: { createAdmin: async () => failure('Invalid or expired code.', 400) } })],
  render: adminOtp(),
  play: inCanvas(async (canvas, canvasElement) => {
    await userEvent.type((await canvas.findAllByRole('textbox'))[0]!, '9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    // The server's words stay at the boxes, which are marked invalid and read with them; focus is on the first box.
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid or expired code.');
    await expect(await findPath(canvasElement, '/otp')).toBeInTheDocument();
    const boxes = canvas.getAllByRole('textbox');
    for (const box of boxes) {
      await expect(box).toHaveValue('');
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('Invalid or expired code.');
    }
    await waitFor(() => expect(boxes[0]).toHaveFocus());
  }),
};

/** Who the app has signed in: creating an admin must not change it. */
function SignedInAs() {
  const { user } = useSelector(useSystemActor('auth'), selectAuth);
  return <p>Signed in as {user?.name ?? 'nobody'}</p>;
}

/** The form and the code screen as the app routes them, the draft carrying the new admin from one to the other. */
const formThenCode = () => (
  <WithPath>
    <SignedInAs />
    <Switch>
      <Route path="/otp">
        <OtpPage />
      </Route>
      <Route path="/route/admin/add-admin">
        <AddAdminPage />
      </Route>
    </Switch>
  </WithPath>
);

export const Created: Story = {
  name: 'From the form to the created admin; the admin stays themselves',
  decorators: [withApp({ session: 'admin' })],
  render: formThenCode,
  play: inCanvas(async (canvas, canvasElement) => {
    await expect(await canvas.findByText(`Signed in as ${PROFILES.admin.name}`)).toBeInTheDocument();
    await fill(canvasElement, newAdmin);
    await expect(await findPath(canvasElement, '/otp')).toBeInTheDocument();
    await expect(await canvas.findByText(newAdmin.phone_number)).toBeInTheDocument();
    await userEvent.type(canvas.getAllByRole('textbox')[0]!, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await findToast('Admin created successfully!')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/route/admin/user-list')).toBeInTheDocument();
    await expect(canvas.getByText(`Signed in as ${PROFILES.admin.name}`)).toBeInTheDocument();
  }),
};

export const CancelledCode: Story = {
  name: '/otp Cancel: back to the filled form',
  decorators: [withApp({ session: 'admin' })],
  render: formThenCode,
  play: inCanvas(async (canvas, canvasElement) => {
    await fill(canvasElement, newAdmin);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await findPath(canvasElement, '/route/admin/add-admin')).toBeInTheDocument();
    await expect(await canvas.findByLabelText('Name')).toHaveValue(newAdmin.name);
    await expect(canvas.getByLabelText('Phone Number')).toHaveValue(newAdmin.phone_number);
  }),
};

/** What the fake server was last asked to create: the role must be the one picked. */
let created: CreateAdminRequest | null = null;

export const RoleChosen: Story = {
  name: 'The role starts on Kitchen; the one picked is the new member of staff’s',
  decorators: [
    withApp({
      session: 'admin',
      addAdmin: {
        createAdmin: async (request) => {
          created = request;
          return ok({ message: 'Admin created successfully!', user: { ...PROFILES.admin, id: 77, name: request.name } });
        },
      },
    }),
  ],
  render: formThenCode,
  play: inCanvas(async (canvas, canvasElement) => {
    created = null;
    await expect(await canvas.findByRole('radio', { name: 'Kitchen' })).toBeChecked();
    await userEvent.click(canvas.getByText('Counter'));
    await expect(canvas.getByRole('radio', { name: 'Counter' })).toBeChecked();
    await fill(canvasElement, newAdmin);
    await expect(await findPath(canvasElement, '/otp')).toBeInTheDocument();
    await userEvent.type((await canvas.findAllByRole('textbox'))[0]!, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(await findToast('Admin created successfully!')).toBeInTheDocument();
    await expect(created).toMatchObject({ name: newAdmin.name, role: 'counter' });
  }),
};
