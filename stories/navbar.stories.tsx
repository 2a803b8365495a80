import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, textOf, within } from './story-test';
import { Route } from 'wouter';
import { Navbar } from '../src/ui/navbar';
import { withApp } from './app-story';
import { withFilledCart } from './cart-story';
import { createFakeOrderStream, pendingOrder } from './order-fixtures';
import { findMenuButton, inCanvas } from './play-helpers';

const meta = {
  title: 'Layout/Navbar',
  component: Navbar,
} satisfies Meta<typeof Navbar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A page link as the current screen width offers it: on the bar, or (on a phone) inside the folded menu. */
async function findNavLink(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const onBar = canvas.queryByRole('link', { name });
  if (onBar) return onBar;
  await userEvent.click(canvas.getByRole('button', { name: 'Open navigation menu' }));
  return within(document.body).findByRole('menuitem', { name });
}

export const Visitor: Story = {
  decorators: [withApp({ session: 'visitor' })],
  play: inCanvas(async (canvas, canvasElement) => {
    await canvas.findByRole('link', { name: 'Himalayan Hearth' });
    await expect(await findNavLink(canvasElement, 'Login')).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByTestId('cart-badge')).toBeNull();
  }),
};

export const Customer: Story = {
  decorators: [withApp({ session: 'customer', cartCount: 3 })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByRole('button', { name: /Account menu for Asha Gurung/ })).toBeInTheDocument();
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('3');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  }),
};

export const AdminOnPublicPage: Story = {
  name: 'Admin on public page',
  decorators: [withApp({ session: 'admin', cartCount: 120 })],
  play: inCanvas(async (canvas, canvasElement) => {
    await canvas.findByRole('button', { name: /Account menu/ });
    // Public pages keep the public links (docs/rules/screens.md#navigation-bar), Admin among them.
    await expect(await findNavLink(canvasElement, 'Admin')).toHaveAttribute('href', '/route/admin/meal-list');
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('99+');
  }),
};

/** The admin navbar on an admin screen, inside the router nested under /route/admin as the app has it. */
const adminScreen = (path: string): Partial<Story> => ({
  parameters: { route: path },
  render: () => (
    <Route path="/route/admin" nest>
      <Navbar />
    </Route>
  ),
});
const main = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
/** An open dropdown takes the focus (Ark moves it there once it has opened); a key pressed before goes elsewhere. */
const focusInMenu = () => waitFor(() => expect(document.activeElement?.closest('[role="menu"]')).not.toBeNull());
/** A dropdown opened from the keyboard: its button focused, Enter, and the focus in the open menu. */
async function openByKeyboard(button: HTMLElement) {
  button.focus();
  await userEvent.keyboard('{Enter}');
  await focusInMenu();
}
/** Tab from an open dropdown closes it and goes on to what follows its button, not back to the page's start. */
async function tabClosesAndGoesOn(button: HTMLElement) {
  await userEvent.tab();
  // Closed as the button says at once; the menu's exit animation, which a busy machine stretches, is only drawing.
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  await waitFor(() => expect(document.activeElement).not.toBe(button));
  await expect(document.activeElement).not.toBe(document.body);
  await expect(button.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}
/** Escape closes an open dropdown once it has taken the focus. */
async function escape() {
  await focusInMenu();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(within(document.body).queryAllByRole('menuitem')).toEqual([]));
}
const menuHrefs = async () =>
  (await within(document.body).findAllByRole('menuitem')).map((item) => [textOf(item), item.getAttribute('href')]);

export const AdminArea: Story = {
  name: 'Admin area',
  ...adminScreen('/route/admin/view-user/2'),
  decorators: [withApp({ session: 'admin', cartCount: 3 })],
  play: async ({ canvasElement }) => {
    const nav = main(canvasElement);
    await expect(await nav.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/route/admin');
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/route/admin/about');
    // The admin navbar replaces the public links: no Home, Menu, Book Table, Admin or search.
    for (const name of ['Home', 'Menu', 'Book Table', 'Admin', 'Search']) await expect(nav.queryByRole('link', { name })).toBeNull();
    // The orders badge: the kitchen queue, linked to the Order List.
    await expect(nav.getByRole('link', { name: 'Orders waiting for the kitchen' })).toHaveAttribute('href', '/route/admin/orders');
    await expect(nav.getByTestId('cart-badge')).toHaveTextContent('3');

    // A user's page belongs to Users; the dropdowns arrive with the first admin screen.
    await expect(await findMenuButton(nav, 'Users')).toHaveAttribute('data-current');
    await expect(await findMenuButton(nav, 'Meal')).not.toHaveAttribute('data-current');

    const dropdowns = {
      Meal: [
        ['Add Meal', '/route/admin/add-meal'],
        ['Category', '/route/admin/category'],
        ['Meal List', '/route/admin/meal-list'],
      ],
      Order: [
        ['Order List', '/route/admin/orders'],
        ['Kitchen screen', '/route/admin/kitchen'],
        ['Money', '/route/admin/money'],
      ],
    };
    for (const [menu, links] of Object.entries(dropdowns)) {
      await userEvent.click(await findMenuButton(nav, menu));
      await expect(await menuHrefs()).toEqual(links);
      await escape();
    }

    await userEvent.click(nav.getByRole('button', { name: /Account menu for Bikash Admin/ }));
    await expect(await menuHrefs()).toEqual([
      ['Profile', '/profile'],
      ['Settings', '/change-password'],
      ['Logout', '/logout'],
    ]);
  },
};

/**
 * docs/rules/screens.md#keyboard-and-screen-readers, the menu pattern: Tab closes the account menu and goes on past its
 * button; Shift+Tab goes back to it.
 */
export const AccountMenuTabCloses: Story = {
  name: 'Account menu tab closes',
  decorators: [withApp({ session: 'customer', cartCount: 3 })],
  play: async ({ canvasElement }) => {
    const account = await within(canvasElement).findByRole('button', { name: /Account menu for Asha Gurung/ });
    await openByKeyboard(account);
    await tabClosesAndGoesOn(account);

    await openByKeyboard(account);
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(account).toHaveAttribute('aria-expanded', 'false'));
    await waitFor(() => expect(account).toHaveFocus());
  },
};

export const AdminMenuByKeyboard: Story = {
  name: 'Admin menu by keyboard',
  ...adminScreen('/route/admin/user-list'),
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    const nav = main(canvasElement);
    const users = await findMenuButton(nav, 'Users');
    await openByKeyboard(users);
    await expect(await menuHrefs()).toEqual([
      ['All User', '/route/admin/user-list'],
      ['Add Admin', '/route/admin/add-admin'],
      ['Audit trail', '/route/admin/audit'],
    ]);
    await expect(within(document.body).getByRole('menuitem', { name: 'All User' })).toHaveAttribute('aria-current', 'page');
    await escape();
    await expect(users).toHaveFocus();
  },
};

/**
 * docs/rules/screens.md#keyboard-and-screen-readers: an item chosen by keyboard goes through the app's router (the
 * menu used to click it in a way the router never heard, and the page loaded anew); Tab closes the menu and goes on.
 */
export const AdminMenuChoiceByKeyboard: Story = {
  ...adminScreen('/route/admin/user-list'),
  decorators: [withApp({ session: 'admin' })],
  play: async ({ canvasElement }) => {
    const nav = main(canvasElement);
    const body = within(document.body);
    const users = await findMenuButton(nav, 'Users');
    await openByKeyboard(users);
    await tabClosesAndGoesOn(users);

    await openByKeyboard(users);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'All User' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Add Admin' })).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(users).toHaveAttribute('aria-expanded', 'false'));
    // The app's router moved to Add Admin, in the same page: a full load would have taken the play away with it.
    await openByKeyboard(users);
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Add Admin' })).toHaveAttribute('aria-current', 'page'));
    await expect(body.getByRole('menuitem', { name: 'All User' })).not.toHaveAttribute('aria-current');
  },
};

export const AdminAreaPhone: Story = {
  name: 'Admin area phone',
  ...adminScreen('/route/admin/meal-list'),
  decorators: [withApp({ session: 'admin' })],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Open navigation menu' }));
    const menu = await within(document.body).findByRole('menu');
    // The same entries as the wide bar, each dropdown a labelled group.
    const groups = within(menu).getAllByRole('group').map((group) => [
      textOf(within(group).getByText(/^(Meal|Order|Users)$/)),
      within(group).getAllByRole('menuitem').map(textOf),
    ]);
    await expect(groups).toEqual([
      ['Meal', ['Add Meal', 'Category', 'Meal List']],
      ['Order', ['Order List', 'Kitchen screen', 'Money']],
      ['Users', ['All User', 'Add Admin', 'Audit trail']],
    ]);
    await expect((await menuHrefs()).map(([, href]) => href)).toEqual([
      '/route/admin',
      '/route/admin/add-meal',
      '/route/admin/category',
      '/route/admin/meal-list',
      '/route/admin/orders',
      '/route/admin/kitchen',
      '/route/admin/money',
      '/route/admin/user-list',
      '/route/admin/add-admin',
      '/route/admin/audit',
      '/route/admin/about',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Meal List' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The cart button's badge: a customer's count of meals, an admin's orders waiting for the kitchen. */
export const CustomerBadge: Story = {
  name: 'Customer badge',
  decorators: [withFilledCart()],
  play: inCanvas(async (canvas) => {
    const cart = canvas.getByRole('link', { name: 'Cart' });
    await expect(cart).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(canvas.getByTestId('cart-badge')).toHaveTextContent('4'));
    await expect(canvas.getByText('4 items in the cart')).toBeInTheDocument();
  }),
};

const kitchen = createFakeOrderStream();
let queue = 2;

export const AdminBadge: Story = {
  name: 'Admin badge',
  decorators: [withApp({ session: 'admin', cart: { kitchenQueue: () => queue }, orderData: { stream: kitchen } })],
  play: inCanvas(async (canvas) => {
    queue = 2;
    const orders = await canvas.findByRole('link', { name: 'Orders waiting for the kitchen' });
    await expect(orders).toHaveAttribute('href', '/route/admin/orders');
    await waitFor(() => expect(canvas.getByTestId('cart-badge')).toHaveTextContent('2'));
    // A new order is paid: the stream says so and the badge reads the queue again, no reload.
    queue = 3;
    kitchen.push({ ...pendingOrder, status: 'paid' });
    await waitFor(() => expect(canvas.getByTestId('cart-badge')).toHaveTextContent('3'));
    await expect(canvas.getByText('3 orders waiting')).toBeInTheDocument();
  }),
};
