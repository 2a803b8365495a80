import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from './story-test';
import { newOrderMessage } from '../machines/kitchen/kitchen-alert.machine';
import { CategoryPage } from '../src/features/catalogue/admin-category-page';
import { findToast } from './account-story';
import { arrivingOrder } from './admin-order-fixtures';
import { withAdmin } from './admin-story';
import { refusedField } from './fixtures';
import { createFakeOrderStream } from './order-fixtures';
import { inCanvas } from './play-helpers';
import { unansweredReads } from './read-stories';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Category',
  ...onAdminPage(CategoryPage, '/route/admin/category'),
} satisfies Meta<typeof CategoryPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const reads = unansweredReads((data) => withAdmin({ data }), 'Loading categories...', 'Failed to load categories');

export const List: Story = {
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    const list = await canvas.findByRole('list', { name: 'Categories' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByLabelText('3 meals')).toHaveTextContent('3');
  }),
};

export const Loading: Story = reads.Loading;

/** A new restaurant: no categories yet, and the page says where to start. */
export const Empty: Story = {
  decorators: [withAdmin({ categories: [] })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('No categories yet. Add the first one above.')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Categories' })).toBeNull();
  }),
};

export const LoadError: Story = { ...reads.LoadError, name: 'Load error' };

export const AddError: Story = {
  name: 'Add error',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await canvas.findByRole('list', { name: 'Categories' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText("Category name can't be empty")).toBeInTheDocument();
  }),
};

/** The server's answer to a name another category already has: a toast, and the reason under the field. */
const nameTaken = refusedField('name', 'A category with this name already exists');

export const AddRefused: Story = {
  name: 'Add refused',
  decorators: [
    withAdmin({ overrides: { addCategory: nameTaken } }),
  ],
  play: inCanvas(async (canvas) => {
    await userEvent.type(await canvas.findByLabelText('Category Name'), 'Momo');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await findToast('Failed to add category')).toBeInTheDocument();
    await expect(await canvas.findByText('A category with this name already exists')).toBeInTheDocument();
  }),
};

export const Added: Story = {
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await userEvent.type(await canvas.findByLabelText('Category Name'), 'Soups');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await findToast('Category added successfully!')).toBeInTheDocument();
  }),
};

export const EditModal: Story = {
  name: 'Edit modal',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Curries' }));
    const dialog = await within(document.body).findByRole('dialog');
    const name = within(dialog).getByLabelText('Category Name');
    await expect(name).toHaveValue('Curries');
    await userEvent.clear(name);
    await userEvent.type(name, 'Curries & Dal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect(await findToast('Category updated successfully')).toBeInTheDocument();
  }),
};

/**
 * docs/rules/robustness.md#screens: a name another category has is refused with the reason under the field, and typing
 * clears it.
 */
export const EditRefused: Story = {
  name: 'Edit refused',
  decorators: [
    withAdmin({ overrides: { updateCategory: nameTaken } }),
  ],
  play: inCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Curries' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const name = dialog.getByLabelText('Category Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Momo');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await expect(await findToast('Error updating category')).toBeInTheDocument();
    await expect(await dialog.findByText('A category with this name already exists')).toBeInTheDocument();
    await userEvent.type(name, 's');
    await waitFor(() => expect(dialog.queryByText('A category with this name already exists')).toBeNull());
  }),
};

export const DeleteWarningThenConfirm: Story = {
  name: 'Delete warning then confirm',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Desserts' }));
    await expect(await findToast('All the meals of this category will also be deleted...')).toBeInTheDocument();
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument();
    const dialog = await within(document.body).findByRole('alertdialog', {});
    await expect(within(dialog).getByText('Are you sure you want to delete this Meal Category?')).toBeInTheDocument();
    await expect(within(dialog).getByText('Desserts: Its 1 meal will be deleted with it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast('Meal Category deleted successfully...')).toBeInTheDocument();
  }),
};

const stream = createFakeOrderStream();

/** An admin busy with the menu hears a customer pay: an alert with the order's number that stays, a count in the tab. */
export const NewOrderWhileEditingTheMenu: Story = {
  name: 'New order while editing the menu',
  decorators: [withAdmin({ orders: { stream } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Categories' });
    stream.push(arrivingOrder);
    const alert = within(await within(document.body).findByRole('alert', { name: 'New orders' }));
    await expect(alert.getByText(newOrderMessage(arrivingOrder))).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    // The same news again (a stream that reconnected) is not a second order.
    stream.push(arrivingOrder);
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    await expect(alert.getAllByRole('listitem')).toHaveLength(1);
  },
};
