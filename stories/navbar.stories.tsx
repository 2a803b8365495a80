import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Navbar } from '../src/components/navbar';
import { withApp } from './app-story';

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Saffron & Sage' });
    await expect(await findNavLink(canvasElement, 'Login')).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('link', { name: 'Admin' })).toBeNull();
    await expect(canvas.queryByTestId('cart-badge')).toBeNull();
  },
};

export const Customer: Story = {
  decorators: [withApp({ session: 'customer', cartCount: 3 })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Account menu for Asha Gurung/ })).toBeInTheDocument();
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('3');
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const Admin: Story = {
  decorators: [withApp({ session: 'admin', cartCount: 120 })],
  parameters: { route: '/route/admin/meal-list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Account menu/ });
    await expect(await findNavLink(canvasElement, 'Admin')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByTestId('cart-badge')).toHaveTextContent('99+');
  },
};
