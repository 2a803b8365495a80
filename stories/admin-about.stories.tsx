import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from './story-test';
import { RESTAURANT_INFO_MESSAGES as M } from '../contract/about';
import { AdminAboutPage } from '../src/features/restaurant/admin-about-page';
import { findToast } from './account-story';
import { storedRestaurant } from './admin-dashboard-fixtures';
import { never } from './admin-fake-api';
import { withAdmin } from './admin-story';
import { pngFile, refusedField } from './fixtures';
import { findTexts, inCanvas } from './play-helpers';
import { unansweredReads } from './read-stories';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Update Restaurant Info',
  ...onAdminPage(AdminAboutPage, '/route/admin/about'),
} satisfies Meta<typeof AdminAboutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const SUBMIT = 'Update Restaurant Info';
const png = () => pngFile('front.png');
/** The picture's file input, once the stored details have loaded and the form is drawn. */
const imageInput = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByLabelText('Description');
  return canvasElement.querySelector<HTMLInputElement>('input[name="image"]')!;
};
const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: SUBMIT }));

async function retype(canvasElement: HTMLElement, label: string | RegExp, text: string) {
  const field = await within(canvasElement).findByLabelText(label);
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

const reads = unansweredReads(
  (info) => withAdmin({ restaurant: { info } }),
  'Loading restaurant details...',
  'Error loading restaurant details.',
);
export const Loading: Story = reads.Loading;
export const LoadError: Story = { ...reads.LoadError, name: 'Load error' };

/** Opens on what the public page shows now: every field filled, the current picture, the description's count. */
export const Prefilled: Story = {
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: SUBMIT })).toBeInTheDocument();
    // The heading shows while the stored details load; the fields come with them.
    await expect(await canvas.findByLabelText('Description')).toHaveValue(storedRestaurant.description);
    await expect(canvas.getByText(`${storedRestaurant.description.length} / 3000`)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Contact Number')).toHaveValue(storedRestaurant.contact_number);
    await expect(canvas.getByLabelText('Email')).toHaveValue(storedRestaurant.email);
    await expect(canvas.getByLabelText('Opening Time')).toHaveValue('10:00');
    await expect(canvas.getByLabelText('Closing Time')).toHaveValue('22:00');
    await expect(canvas.getByLabelText('Closing Time')).toHaveAttribute('type', 'time');
    await expect(canvas.getByLabelText('TikTok URL')).toHaveValue(storedRestaurant.tiktok_url);
    await expect(canvas.getByLabelText(/Restaurant Name/)).toHaveValue(storedRestaurant.name);
    await expect(canvas.getByAltText('Restaurant Image: the current picture')).toBeInTheDocument();
  }),
};

/** Nothing stored yet (404): an empty form, and the first save needs a picture. */
export const FirstTime: Story = {
  name: 'First time',
  decorators: [withAdmin({ restaurant: { info: 'none' } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await expect(
      await canvas.findByText("The restaurant's page is not set up yet. Fill it in to publish it."),
    ).toBeInTheDocument();
    await expect(canvas.getByLabelText('Description')).toHaveValue('');
    await expect(canvas.getByText('No image')).toBeInTheDocument();
    await submit(canvasElement);
    await findTexts(canvas, [
      M.descriptionMin,
      M.contactRequired,
      M.emailRequired,
      M.openingRequired,
      M.closingRequired,
      M.imageRequired,
    ]);
  }),
};

export const ValidationErrors: Story = {
  name: 'Validation errors',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    await retype(canvasElement, 'Description', 'Too short');
    await retype(canvasElement, 'Contact Number', 'call us');
    await retype(canvasElement, 'Email', 'hello@');
    await retype(canvasElement, 'Facebook URL', 'facebook.com/hearth');
    await submit(canvasElement);
    await expect(await canvas.findByText(M.descriptionMin)).toBeInTheDocument();
    await expect(canvas.getByText(M.contactInvalid)).toBeInTheDocument();
    await expect(canvas.getByText(M.emailInvalid)).toBeInTheDocument();
    await expect(canvas.getByText(M.urlInvalid)).toBeInTheDocument();
    await expect(canvas.getByText('9 / 3000')).toBeInTheDocument();
    // The picker offers only JPEG and PNG; a file dropped or forced past it is still refused, with the meal form's words.
    await userEvent
      .setup({ applyAccept: false })
      .upload(await imageInput(canvasElement), new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }));
    await expect(await canvas.findByText('Only image files are allowed')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
  }),
};

/** The server refuses what the browser could not check (the picture's content): its words inline and in a toast. */
export const ServerErrors: Story = {
  name: 'Server errors',
  decorators: [
    withAdmin({
      restaurant: { overrides: { saveRestaurantInfo: refusedField('image', 'Only image files are allowed') } },
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.upload(await imageInput(canvasElement), png());
    await submit(canvasElement);
    await expect(await findToast('Only image files are allowed')).toBeInTheDocument();
    // The field's own message; the toast above says the same words.
    const fieldError = { selector: '[role="alert"]' };
    await expect(await within(canvasElement).findByText('Only image files are allowed', fieldError)).toBeInTheDocument();
  },
};

export const Saving: Story = {
  decorators: [withAdmin({ restaurant: { overrides: { saveRestaurantInfo: never } } })],
  play: inCanvas(async (canvas, canvasElement) => {
    await userEvent.upload(await imageInput(canvasElement), png());
    await expect(await canvas.findByAltText('Restaurant Image: the chosen picture')).toBeInTheDocument();
    await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Description')).toBeDisabled();
  }),
};

export const Saved: Story = {
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    const story = 'A family kitchen in Patan, folding momo by hand every morning.';
    await retype(canvasElement, 'Description', story);
    await retype(canvasElement, 'Instagram URL', '');
    await userEvent.upload(await imageInput(canvasElement), png());
    await submit(canvasElement);
    await expect(await findToast('Restaurant details updated successfully!')).toBeInTheDocument();
    // The form stays, now on what the server stored: the new picture is the current one.
    await expect(await canvas.findByAltText('Restaurant Image: the current picture')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Description')).toHaveValue(story);
    await expect(canvas.getByLabelText('Instagram URL')).toHaveValue('');
  }),
};

/**
 * docs/rules/orders.md#ways-to-order: the ordering options under the restaurant's details; no way ticked is refused, a
 * valid change saved.
 */
export const OrderingOptions: Story = {
  name: 'Ordering options',
  decorators: [withAdmin({})],
  play: inCanvas(async (canvas) => {
    const options = within(await canvas.findByRole('region', { name: 'Ordering options' }));
    const ways = within(await options.findByRole('group', { name: 'Ways to order' }));
    for (const way of ['Pickup', 'Dine-in', 'Delivery']) {
      const box = ways.getByRole('checkbox', { name: way });
      if ((box as HTMLInputElement).checked) await userEvent.click(box);
    }
    await userEvent.click(options.getByRole('button', { name: 'Save ordering options' }));
    await expect(await options.findByText('Offer at least one way to get the food.')).toBeInTheDocument();
    await userEvent.click(ways.getByRole('checkbox', { name: 'Pickup' }));
    const minutes = options.getByLabelText('Pickup ready in (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '25');
    await userEvent.click(options.getByRole('button', { name: 'Save ordering options' }));
    await expect(await findToast('Ordering options saved.')).toBeInTheDocument();
    await expect(options.getByRole('link', { name: 'Print table QR codes' })).toHaveAttribute('href', '/route/admin/tables');
  }),
};
