import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from './story-test';
import { Route } from 'wouter';
import { DEFAULT_SERVICE } from '../contract/fulfilment';
import { rememberedTable } from '../src/features/cart/table-visit';
import { TablePage } from '../src/features/cart/table-page';
import { withApp } from './app-story';

const meta = {
  title: 'Pages/Table',
  component: TablePage,
  parameters: { route: '/table/5' },
  render: () => (
    <Route path="/table/:table">
      <TablePage />
    </Route>
  ),
} satisfies Meta<typeof TablePage>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name });

/** A table the restaurant has: welcomed, and remembered for the cart. */
export const Welcome: Story = {
  decorators: [withApp({ cart: { service: { ...DEFAULT_SERVICE, tables: 12 } } })],
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'Welcome to table 5')).toBeVisible();
    await expect(rememberedTable()).toBe(5);
  },
};

/** A number past the restaurant's 12 tables: said plainly there is none, and not remembered for Pay to refuse. */
export const NoSuchTable: Story = {
  name: 'No such table',
  parameters: { route: '/table/99' },
  decorators: [withApp({ cart: { service: { ...DEFAULT_SERVICE, tables: 12 } } })],
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'There is no table 99 here')).toBeVisible();
    await expect(within(canvasElement).queryByText(/Welcome to table/)).toBeNull();
    await expect(rememberedTable()).not.toBe(99);
  },
};

/** A restaurant that does not serve at its tables: no table is welcomed. */
export const NoDineIn: Story = {
  name: 'No dine in',
  parameters: { route: '/table/7' },
  decorators: [withApp({ cart: { service: { ...DEFAULT_SERVICE, dine_in: false } } })],
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'There is no table 7 here')).toBeVisible();
    await expect(rememberedTable()).not.toBe(7);
  },
};
