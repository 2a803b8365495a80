import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from './story-test';
import { MEAL_MESSAGES } from '../contract/meal-admin';
import { MealFormPage } from '../src/features/catalogue/admin-meal-form-page';
import { findPath, findToast } from './account-story';
import { never } from './admin-fake-api';
import { withAdmin } from './admin-story';
import { pngFile, refusedField } from './fixtures';
import { inCanvas, showsTexts } from './play-helpers';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Meal Form',
  ...onAdminPage(MealFormPage, '/route/admin/add-meal'),
  args: { mode: 'add' },
} satisfies Meta<typeof MealFormPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const png = () => pngFile('momo.png');
/** The form on the update route of meal `id`, as the list's Edit opens it. */
const updating = (id: number) =>
  ({ args: { mode: 'update', id }, parameters: { route: `/route/admin/update-meal/${id}` } }) satisfies Partial<Story>;

async function fillAddForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Name'), 'Veg Momo');
  await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Momo');
  await userEvent.type(canvas.getByLabelText('Price'), '240');
  await userEvent.type(canvas.getByLabelText('Half Plate Price'), '130');
  await userEvent.type(canvas.getByLabelText('Ingredients'), 'cabbage, carrot, flour');
  await userEvent.type(canvas.getByLabelText('Description'), 'Steamed dumplings. '.repeat(6));
  await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[name="main_image"]')!, png());
}

const submit = async (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

export const AddEmpty: Story = {
  name: 'Add empty',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Meal' })).toBeInTheDocument();
    // The heading shows while the categories load; the fields come with them.
    await expect(await canvas.findByLabelText('Name')).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Curries' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Plate' })).toBeChecked();
    // The admin navbar's Meal menu leads back to the list (once the dropdown has arrived; a look-alike stands in).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Meal' })).toHaveAttribute('data-scope', 'menu'));
    await userEvent.click(canvas.getByRole('button', { name: 'Meal' }));
    await expect(await within(document.body).findByRole('menuitem', { name: 'Meal List' })).toHaveAttribute(
      'href',
      '/route/admin/meal-list',
    );
  }),
};

export const AddWithEveryError: Story = {
  name: 'Add with every error',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Meal' }));
    for (const message of [
      MEAL_MESSAGES.nameRequired,
      MEAL_MESSAGES.priceRequired,
      'Half Plate Price is required for Plate meals',
      MEAL_MESSAGES.ingredientsRequired,
      MEAL_MESSAGES.descriptionRequired,
      'Category is required',
      MEAL_MESSAGES.mainImageRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeInTheDocument();
    }
    await userEvent.type(canvas.getByLabelText('Name'), 'A');
    await userEvent.type(canvas.getByLabelText('Price'), '-5');
    await userEvent.type(canvas.getByLabelText('Ingredients'), 'rice');
    await userEvent.type(canvas.getByLabelText('Description'), 'Too short.');
    // The picker offers only JPEG and PNG; a file dropped or forced past it is still refused.
    await userEvent.setup({ applyAccept: false }).upload(
      canvasElement.querySelector<HTMLInputElement>('input[name="image1"]')!,
      new File(['GIF89a'], 'dance.gif', { type: 'image/gif' }),
    );
    await expect(canvas.getByText('Name must be at least 2 characters')).toBeInTheDocument();
    await expect(canvas.getByText(MEAL_MESSAGES.pricePositive)).toBeInTheDocument();
    await expect(canvas.getByText(MEAL_MESSAGES.ingredientsShort)).toBeInTheDocument();
    await expect(canvas.getByText(MEAL_MESSAGES.descriptionShortOnAdd)).toBeInTheDocument();
    // The field's own message; the same words may also be in a toast once sonner has loaded.
    await expect(canvas.getByText('Only image files are allowed', { selector: '[role="alert"]' })).toBeInTheDocument();
  }),
};

export const AddPieceChosen: Story = {
  name: 'Add piece chosen',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await userEvent.type(await canvas.findByLabelText('Half Plate Price'), '130');
    await userEvent.click(canvas.getByRole('radio', { name: 'Piece' }));
    await waitFor(() => expect(canvas.getByLabelText('Half Plate Price')).toBeDisabled());
    await expect(canvas.getByLabelText('Half Plate Price')).toHaveValue('');
  }),
};

export const AddSubmitting: Story = {
  name: 'Add submitting',
  decorators: [withAdmin({ overrides: { createMeal: never } })],
  play: async ({ canvasElement }) => {
    await fillAddForm(canvasElement);
    await expect(await within(canvasElement).findByAltText('Main Image: the chosen picture')).toBeInTheDocument();
    await submit(canvasElement, 'Add Meal');
    await expect(await within(canvasElement).findByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const AddServerError: Story = {
  name: 'Add server error',
  decorators: [withAdmin({ overrides: { createMeal: refusedField('main_image', 'Only image files are allowed') } })],
  play: async ({ canvasElement }) => {
    await fillAddForm(canvasElement);
    await submit(canvasElement, 'Add Meal');
    await expect(await findToast('Unexpected error')).toBeInTheDocument();
    await expect(
      await within(canvasElement).findByText('Only image files are allowed', { selector: '[role="alert"]' }),
    ).toBeInTheDocument();
  },
};

export const AddSaved: Story = {
  name: 'Add saved',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    await fillAddForm(canvasElement);
    await submit(canvasElement, 'Add Meal');
    await expect(await findToast('Meal created successfully..')).toBeInTheDocument();
    await findPath(canvasElement, '/route/admin/meal-list');
  },
};

export const UpdateLoaded: Story = {
  name: 'Update loaded',
  ...updating(1),
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Update Meal' })).toBeInTheDocument();
    await expect(await canvas.findByLabelText('Name')).toHaveValue('Chicken Steamed Momo');
    await expect(canvas.getByLabelText('Price')).toHaveValue('280');
    await expect(canvas.getByLabelText('Category')).toHaveValue('1');
    await expect(canvas.getByAltText('Main Image: the current picture')).toBeInTheDocument();
  }),
};

export const UpdateServerError: Story = {
  name: 'Update server error',
  ...updating(1),
  decorators: [withAdmin({ overrides: { updateMeal: async () => ({ ok: false, message: 'Something went wrong' }) } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByLabelText('Name');
    await submit(canvasElement, 'Update Meal');
    await expect(await findToast('Failed to update meal: Something went wrong!')).toBeInTheDocument();
  },
};

export const UpdateLoadError: Story = {
  name: 'Update load error',
  ...updating(999),
  decorators: [withAdmin()],
  play: showsTexts('Error loading meal details.'),
};

/** docs/rules/orders.md#options: the meal's options under the form; an admin adds a group of extras and saves. */
export const UpdateOptions: Story = {
  name: 'Update options',
  ...updating(1),
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    const options = within(await canvas.findByRole('region', { name: 'Options' }));
    await expect(await options.findByLabelText('Group 1 name')).toHaveValue('Spice level');
    await expect(options.getByLabelText('Group 2 name')).toHaveValue('Extras');
    await userEvent.click(options.getByRole('button', { name: 'Add group' }));
    await userEvent.type(options.getByLabelText('Group 3 name'), 'Dip');
    await userEvent.selectOptions(options.getAllByLabelText('Customers')[2]!, 'Pick any');
    const names = options.getAllByLabelText('Option 1');
    await userEvent.type(names[2]!, 'Sesame achar');
    await userEvent.type(options.getAllByLabelText('Adds Rs.')[5]!, '25');
    await userEvent.click(options.getByRole('button', { name: 'Save options' }));
    await expect(await findToast('Options saved.')).toBeInTheDocument();
  }),
};

/** A group without a name or an option with a negative price is marked at its field before anything is sent. */
export const UpdateOptionsErrors: Story = {
  name: 'Update options errors',
  ...updating(1),
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const options = within(await within(canvasElement).findByRole('region', { name: 'Options' }));
    await options.findByLabelText('Group 1 name');
    await userEvent.click(options.getByRole('button', { name: 'Add group' }));
    await userEvent.type(options.getAllByLabelText('Adds Rs.')[5]!, '-5');
    await userEvent.click(options.getByRole('button', { name: 'Save options' }));
    await expect(await options.findByText('Give each group a name of 1 to 40 characters.')).toBeInTheDocument();
    await expect(options.getByText('Give each option a name of 1 to 40 characters.')).toBeInTheDocument();
    await expect(options.getByText('An option costs from Rs. 0 to Rs. 100000.')).toBeInTheDocument();
  },
};
