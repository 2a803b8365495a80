import type { Meta, StoryObj } from '@storybook/react-vite';
import { english, expect, userEvent, waitFor, textOf, within, written } from './story-test';
import type { Dashboard } from '../contract/dashboard';
import { AdminDashboardPage } from '../src/features/restaurant/admin-dashboard-page';
import { dayLabel, longDayLabel } from '../src/features/restaurant/revenue-chart';
import { findPath } from './account-story';
import { busyDay, quietDay } from './admin-dashboard-fixtures';
import { arrivingOrder } from './admin-order-fixtures';
import { withAdmin } from './admin-story';
import { createFakeOrderStream } from './order-fixtures';
import { type Canvas, inCanvas } from './play-helpers';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Dashboard',
  ...onAdminPage(AdminDashboardPage, '/route/admin'),
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The fortnight's first and last days, 1 and 14 March, as the chart writes them (Bikram Sambat on a Nepali page). */
const fortnight = ({ revenue }: Dashboard): [string, string] => [
  written('Mar 1', (i18n) => dayLabel(i18n, revenue[0]!.date)),
  written('Mar 14', (i18n) => dayLabel(i18n, revenue.at(-1)!.date)),
];

/** A card's figure, found by its label. */
const figure = (canvas: Canvas, label: string) => textOf(canvas.getByText(label).nextElementSibling);
/** The three cards' figures: today's sales, today's orders and the orders waiting for the kitchen. */
const figures = (canvas: Canvas) =>
  ["Today's sales", "Today's orders", 'Waiting for the kitchen'].map((label) => figure(canvas, label));

export const Loading: Story = {
  decorators: [withAdmin({ restaurant: { dashboard: 'loading' } })],
  play: inCanvas(async (canvas) => {
    const loading = await canvas.findByText('Loading dashboard...');
    await expect(loading.closest('[role="status"]')).not.toBeNull();
  }),
};

export const LoadError: Story = {
  name: 'Load error',
  decorators: [withAdmin({ restaurant: { dashboard: 'error' } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('Error loading dashboard...')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Error loading dashboard...')).toBeInTheDocument();
  }),
};

/** A Saturday rush: the day's sales and orders, the kitchen's queue, every status, the best sellers and the fortnight. */
export const BusyDay: Story = {
  name: 'Busy day',
  decorators: [withAdmin({ restaurant: { dashboard: busyDay } })],
  play: inCanvas(async (canvas, canvasElement) => {
    const today = written('Sat, Mar 14', (i18n) => longDayLabel(i18n, busyDay.today.date));
    await expect(await canvas.findByText(`Today, ${today}`)).toBeInTheDocument();
    // Waiting: paid 4 + preparing 3.
    await expect(figures(canvas)).toEqual(['Rs. 18240.50', '31', '7']);
    const statuses = within(canvas.getByRole('list', { name: 'Orders by status' })).getAllByRole('listitem');
    await expect(statuses.map(textOf)).toEqual([
      'Awaiting payment2',
      'Paid4',
      'Preparing3',
      'Ready2',
      'Completed19',
      'Cancelled1',
      'Payment failed1',
      'Expired0',
    ]);
    const top = within(canvas.getByRole('list', { name: 'Top meals' })).getAllByRole('listitem');
    await expect(top).toHaveLength(5);
    await expect(top[0]).toHaveTextContent(`1${busyDay.top_meals[0]!.name}64 soldRs. 17920.00`);
    await expect(top[3]).toHaveTextContent('Winter Thukpa (no longer on the menu)');
    const [first, last] = fortnight(busyDay);
    const summary = new RegExp(`^Revenue for the last 14 days, ${escape(first)} to ${escape(last)}: Rs\\. `);
    const chart = canvas.getByRole('img', { name: summary });
    await expect(english(chart.getAttribute('aria-label')!)).toContain('today Rs. 18240.50');
    await expect(chart.querySelectorAll('rect')).toHaveLength(14);
    const table = canvas.getByRole('table', { name: 'Revenue by day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 14);
    await expect(within(table).getByRole('rowheader', { name: today }).parentElement).toHaveTextContent(
      '31Rs. 18240.50',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Open the Order List' }));
    await findPath(canvasElement, '/route/admin/orders');
  }),
};

/** Nothing sold yet: zeros everywhere, a flat chart, and no best sellers. */
export const QuietDay: Story = {
  name: 'Quiet day',
  decorators: [withAdmin({ restaurant: { dashboard: quietDay } })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('No meals sold in the last 14 days.')).toBeInTheDocument();
    await expect(figures(canvas)).toEqual(['Rs. 0.00', '0', '0']);
    const [first, last] = fortnight(quietDay);
    await expect(
      canvas.getByRole('img', { name: `Revenue for the last 14 days, ${first} to ${last}: no sales.` }),
    ).toBeInTheDocument();
  }),
};

const stream = createFakeOrderStream();
/** What the fake server answers next: the stories below change it while they play. */
let paid = false;
let refreshFails = false;

/** An order is paid while the dashboard is open: the figures follow without a click. */
export const LiveUpdate: Story = {
  name: 'Live update',
  decorators: [
    withAdmin({
      orders: { stream },
      restaurant: { overrides: { loadDashboard: async () => ({ ok: true, data: paid ? busyDay : quietDay }) } },
    }),
  ],
  beforeEach: () => {
    paid = false;
  },
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('No meals sold in the last 14 days.')).toBeInTheDocument();
    paid = true;
    stream.push(arrivingOrder);
    await waitFor(() => expect(figure(canvas, "Today's orders")).toBe('31'));
  }),
};

/** Refresh asks at once; a refresh that fails keeps the figures and says they may be out of date. */
export const RefreshFails: Story = {
  name: 'Refresh fails',
  decorators: [
    withAdmin({
      restaurant: {
        overrides: {
          loadDashboard: async () =>
            refreshFails ? { ok: false, message: 'Something went wrong', status: 500 } : { ok: true, data: busyDay },
        },
      },
    }),
  ],
  beforeEach: () => {
    refreshFails = false;
  },
  play: inCanvas(async (canvas) => {
    const refresh = await canvas.findByRole('button', { name: 'Refresh' });
    refreshFails = true;
    await userEvent.click(refresh);
    await expect(await canvas.findByText('Could not refresh; these figures may be out of date.')).toBeInTheDocument();
    await expect(figure(canvas, "Today's orders")).toBe('31');
  }),
};
