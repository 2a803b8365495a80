import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, textOf, within } from './story-test';
import { MealListPage } from '../src/features/catalogue/admin-meal-list-page';
import { Link, Route, Switch } from 'wouter';
import { findToast } from './account-story';
import { AdminScreen, withAdmin } from './admin-story';
import { meals } from './fixtures';
import { inCanvas, showsTexts } from './play-helpers';
import { unansweredReads } from './read-stories';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Meal List',
  ...onAdminPage(MealListPage, '/route/admin/meal-list'),
} satisfies Meta<typeof MealListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Enough meals for three pages of eight. */
const manyMeals = [0, 1, 2].flatMap((round) =>
  meals.map((meal, index) => ({ ...meal, id: round * 100 + index + 1, name: round ? `${meal.name} ${round + 1}` : meal.name })),
).slice(0, 20);

const reads = unansweredReads((data) => withAdmin({ data }), 'Loading meals...', 'Error loading meals...');

export const Loading: Story = reads.Loading;

export const PageOne: Story = {
  name: 'Page one',
  decorators: [withAdmin({ meals: manyMeals })],
  play: inCanvas(async (canvas) => {
    const table = await canvas.findByRole('table');
    const headers = within(table).getAllByRole('columnheader').map(textOf);
    await expect(headers).toEqual(['Picture', 'Name', 'Price', 'Category', 'Is Non-Veg?', 'Actions']);
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByText('RS 280')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Chicken Steamed Momo' })).toHaveAttribute('href', '/meal/1');
    await expect(canvas.getByRole('link', { name: 'Edit Chicken Steamed Momo' })).toHaveAttribute(
      'href',
      '/route/admin/update-meal/1',
    );
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await canvas.findByText(manyMeals[8]!.name)).toBeInTheDocument();
  }),
};

/** The list is the admin's flow for the visit: away to another admin screen and back, it is on the page it was on. */
export const KeptAcrossNavigation: Story = {
  name: 'Kept across navigation',
  decorators: [withAdmin({ meals: manyMeals })],
  render: () => (
    <AdminScreen>
      <Link href="/category">Elsewhere</Link> <Link href="/meal-list">Back to the list</Link>
      <Switch>
        <Route path="/meal-list" component={MealListPage} />
        <Route path="/category">Another admin screen</Route>
      </Switch>
    </AdminScreen>
  ),
  play: inCanvas(async (canvas) => {
    await canvas.findByRole('table');
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await canvas.findByText(manyMeals[8]!.name)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Elsewhere' }));
    await expect(await canvas.findByText('Another admin screen')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the list' }));
    await expect(await canvas.findByText(manyMeals[8]!.name)).toBeInTheDocument();
    await expect(canvas.queryByText(manyMeals[0]!.name)).not.toBeInTheDocument();
  }),
};

export const Searching: Story = {
  decorators: [withAdmin({ meals: manyMeals })],
  play: inCanvas(async (canvas) => {
    await canvas.findByRole('table');
    await userEvent.type(canvas.getByLabelText('Search meals'), 'momo');
    await expect(await canvas.findByText('Veg Jhol Momo')).toBeInTheDocument();
    // Paging is off while searching (docs/rules/states.md#search).
    await expect(canvas.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
  }),
};

export const Empty: Story = {
  decorators: [withAdmin({ meals: [] })],
  play: showsTexts('No meals found'),
};

export const LoadError: Story = { ...reads.LoadError, name: 'Load error' };

export const DeleteConfirm: Story = {
  name: 'Delete confirm',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Chicken Steamed Momo' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(within(dialog).getByText('Are you sure you want to delete this Meal?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast('Meal deleted successfully...')).toBeInTheDocument();
  }),
};

export const DeleteFailed: Story = {
  name: 'Delete failed',
  decorators: [withAdmin({ overrides: { deleteMeal: async () => ({ ok: false, message: 'Not found.', status: 404 }) } })],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Chicken Steamed Momo' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await findToast('Error deleting meal. Please try again.')).toBeInTheDocument();
  },
};
