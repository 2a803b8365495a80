import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, textOf, within } from './story-test';
import { USER_MESSAGES } from '../contract/users';
import { failure } from '../machines/shared/result';
import { UserListPage } from '../src/features/people/admin-user-list-page';
import { ViewUserPage } from '../src/features/people/admin-view-user-page';
import { findPath, findToast } from './account-story';
import { PROFILES } from './account-fixtures';
import { AdminScreen, withAdmin } from './admin-story';
import { accounts } from './admin-user-fixtures';
import { type Canvas, inCanvas, showsTexts } from './play-helpers';
import { unansweredReads } from './read-stories';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Users',
  ...onAdminPage(UserListPage, '/route/admin/user-list'),
} satisfies Meta<typeof UserListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const findTable = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table');
const rowOf = async (canvasElement: HTMLElement, name: string) =>
  (await within(await findTable(canvasElement)).findByText(name)).closest('tr') as HTMLElement;
const dialog = () => within(document.body).findByRole('alertdialog');
/** Types into the search box once the list is on screen, and waits for the table to hold `rows` (header included). */
async function search(canvas: Canvas, text: string, rows: number) {
  await canvas.findByRole('table');
  await userEvent.type(canvas.getByLabelText('Search users'), text);
  await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(rows));
}

/** Asks to delete the user, and answers the spec's question with Delete. */
async function deleteUser(canvasElement: HTMLElement, name: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: `Delete ${name}` }));
  const question = await dialog();
  await expect(within(question).getByText(USER_MESSAGES.confirmDelete)).toBeInTheDocument();
  await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
}

const reads = unansweredReads((data) => withAdmin({ users: { data } }), 'Loading users...', 'Error loading users...');
export const Loading: Story = reads.Loading;
export const LoadError: Story = { ...reads.LoadError, name: 'Load error' };

export const Empty: Story = {
  decorators: [withAdmin({ users: { users: [] } })],
  play: showsTexts('No users found.'),
};

export const PageOne: Story = {
  name: 'Page one',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas, canvasElement) => {
    const table = await findTable(canvasElement);
    const headers = within(table).getAllByRole('columnheader').map(textOf);
    await expect(headers).toEqual(['Profile', 'Name', 'Contact Number', 'Role', 'Created At', 'Actions']);
    // Eight a page, under the header row.
    await expect(within(table).getAllByRole('row')).toHaveLength(9);
    const pema = await rowOf(canvasElement, 'Pema Sherpa');
    await expect(within(pema).getByText('9812345670')).toBeInTheDocument();
    await expect(within(pema).getByText('User')).toBeInTheDocument();
    await expect(within(pema).getByText('Jan 28, 2026')).toBeInTheDocument();
    await expect(pema.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/));
    const roshan = await rowOf(canvasElement, 'Roshan Karki');
    // No picture: the first letter of the name.
    await expect(within(roshan).getByText('R')).toBeInTheDocument();
    await expect(within(await rowOf(canvasElement, 'Kiran Thapa')).getByText('Admin')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View Pema Sherpa' })).toHaveAttribute('href', '/route/admin/view-user/14');
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(await canvas.findByText('Asha Gurung')).toBeInTheDocument();
    await expect(canvas.queryByText('Pema Sherpa')).not.toBeInTheDocument();
  }),
};

export const YourOwnRow: Story = {
  name: 'Your own row',
  decorators: [withAdmin()],
  parameters: { docs: { description: { story: 'The signed-in admin cannot delete themselves: their row has no Delete.' } } },
  play: inCanvas(async (canvas, canvasElement) => {
    await userEvent.type(await canvas.findByLabelText('Search users'), 'admin');
    const own = await rowOf(canvasElement, PROFILES.admin.name);
    await expect(within(own).getByText('This is you')).toBeInTheDocument();
    await expect(within(own).getByRole('link', { name: `View ${PROFILES.admin.name}` })).toBeInTheDocument();
    await expect(within(own).queryByRole('button', { name: /Delete/ })).toBeNull();
  }),
};

export const SearchResults: Story = {
  name: 'Search results',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await search(canvas, ' thapa ', 3);
    await expect(canvas.getByText('Kiran Thapa')).toBeInTheDocument();
    await expect(canvas.getByText('Bikash Thapa')).toBeInTheDocument();
    // Paging is off while searching (docs/rules/states.md#search) ...
    await expect(canvas.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
    // ... and back once the box is cleared.
    await userEvent.clear(canvas.getByLabelText('Search users'));
    await expect(await canvas.findByRole('button', { name: /next/i })).toBeInTheDocument();
  }),
};

export const SearchByNumber: Story = {
  name: 'Search by number',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await search(canvas, '986011', 2);
    await expect(canvas.getByText('Nisha Maharjan')).toBeInTheDocument();
  }),
};

export const NoMatches: Story = {
  name: 'No matches',
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await userEvent.type(await canvas.findByLabelText('Search users'), 'zzz');
    await expect(await canvas.findByText('No users found.')).toBeInTheDocument();
  }),
};

export const DeleteConfirm: Story = {
  name: 'Delete confirm',
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete Roshan Karki' }));
    const question = await dialog();
    await expect(within(question).getByText(USER_MESSAGES.confirmDelete)).toBeInTheDocument();
    await expect(within(question).getByText('Roshan Karki')).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(within(canvasElement).getByText('Roshan Karki')).toBeInTheDocument();
  },
};

export const Deleted: Story = {
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    await deleteUser(canvasElement, 'Roshan Karki');
    await expect(await findToast('User deleted successfully...')).toBeInTheDocument();
    // The list is asked again: Roshan is gone and the first account of page two moves up onto page one.
    await waitFor(() => expect(within(canvasElement).queryByText('Roshan Karki')).toBeNull());
    await expect(await within(canvasElement).findByText('Manish Gurung')).toBeInTheDocument();
  },
};

export const DeleteRefused: Story = {
  name: 'Delete refused',
  decorators: [
    withAdmin({ users: { overrides: { deleteUser: async () => failure(USER_MESSAGES.lastAdmin, 409) } } }),
  ],
  parameters: { docs: { description: { story: "The server refuses (409): its reason is shown and the user stays." } } },
  play: async ({ canvasElement }) => {
    await deleteUser(canvasElement, 'Kiran Thapa');
    await expect(await findToast(USER_MESSAGES.lastAdmin)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Kiran Thapa')).toBeInTheDocument();
  },
};

export const DeleteFailed: Story = {
  name: 'Delete failed',
  decorators: [withAdmin({ users: { overrides: { deleteUser: async () => failure('Something went wrong', 500) } } })],
  play: async ({ canvasElement }) => {
    await deleteUser(canvasElement, 'Roshan Karki');
    await expect(await findToast('Error deleting user. Please try again.')).toBeInTheDocument();
  },
};

/** One user's page, as /route/admin/view-user/{id} shows it. */
const viewUser = (id: number): Partial<Story> => ({
  parameters: { route: `/route/admin/view-user/${id}` },
  render: () => (
    <AdminScreen>
      <ViewUserPage id={id} />
    </AdminScreen>
  ),
});

export const ViewUser: Story = {
  name: 'View user',
  ...viewUser(PROFILES.customer.id),
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    const details = await canvas.findByRole('region', { name: 'User details' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Asha Gurung' })).toBeInTheDocument();
    await expect(within(details).getByText('A')).toBeInTheDocument();
    await expect(within(details).getByText('9811111111')).toBeInTheDocument();
    await expect(within(details).getAllByText('User').length).toBeGreaterThan(0);
    await expect(within(details).getByText('Jan 12, 2026')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute('href', '/route/admin/user-list');
    await expect(within(details).getByRole('button', { name: 'Delete User' })).toBeInTheDocument();
  }),
};

export const ViewAdminWithPicture: Story = {
  name: 'View admin with picture',
  ...viewUser(14),
  decorators: [withAdmin({ users: { users: accounts.map((user) => (user.id === 14 ? { ...user, is_admin: true } : user)) } })],
  play: async ({ canvasElement }) => {
    const details = await within(canvasElement).findByRole('region', { name: 'User details' });
    await expect(details.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/));
    await expect(within(details).getAllByText('Admin').length).toBeGreaterThan(0);
  },
};

export const ViewYourself: Story = {
  name: 'View yourself',
  ...viewUser(PROFILES.admin.id),
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    const details = await within(canvasElement).findByRole('region', { name: 'User details' });
    await expect(within(details).queryByRole('button', { name: 'Delete User' })).toBeNull();
  },
};

export const ViewLoading: Story = {
  name: 'View loading',
  ...viewUser(2),
  decorators: [withAdmin({ users: { data: 'loading' } })],
  play: showsTexts('Loading user...'),
};

export const ViewLoadError: Story = {
  name: 'View load error',
  ...viewUser(2),
  decorators: [withAdmin({ users: { data: 'error' } })],
  play: showsTexts('Error loading users...'),
};

export const ViewNotFound: Story = {
  name: 'View not found',
  ...viewUser(999),
  decorators: [withAdmin()],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('User not found.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to the user list' })).toBeInTheDocument();
  }),
};

export const ViewDeleted: Story = {
  name: 'View deleted',
  ...viewUser(PROFILES.customer.id),
  decorators: [withAdmin()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete User' }));
    const question = await dialog();
    await expect(within(question).getByText(USER_MESSAGES.confirmDelete)).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(await findToast('User deleted successfully...')).toBeInTheDocument();
    await expect(await findPath(canvasElement, '/route/admin/user-list')).toBeInTheDocument();
  },
};

export const ViewDeleteRefused: Story = {
  name: 'View delete refused',
  ...viewUser(11),
  decorators: [
    withAdmin({ users: { overrides: { deleteUser: async () => failure(USER_MESSAGES.lastAdmin, 409) } } }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Delete User' }));
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
    await expect(await findToast(USER_MESSAGES.lastAdmin)).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Kiran Thapa' })).toBeInTheDocument();
  },
};
