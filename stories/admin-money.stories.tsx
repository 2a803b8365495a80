import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, spyOn, userEvent, waitFor, within } from './story-test';
import { AdminMoneyPage } from '../src/features/money/admin-money-page';
import { withAdmin } from './admin-story';
import { busyDay, fakeMoney, quietDay } from './money-fixtures';
import { inCanvas, offersRetry, showsTexts } from './play-helpers';
import { onAdminPage } from './story-meta';

const meta = {
  title: 'Admin/Money',
  ...onAdminPage(AdminMoneyPage, '/route/admin/money'),
} satisfies Meta<typeof AdminMoneyPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A panel's line: its label (with the count under it) and its amount. */
const lineOf = (panel: HTMLElement, label: string) =>
  within(panel).getByText(label, { exact: false, selector: 'dt' }).parentElement!;

export const Loading: Story = {
  decorators: [withAdmin({ money: fakeMoney('loading') })],
  play: showsTexts('Loading the money...'),
};

export const LoadError: Story = {
  name: 'Load error',
  decorators: [withAdmin({ money: fakeMoney('error') })],
  play: offersRetry('Error loading the money...'),
};

/** A day with nothing in: said in words, and the registers still to download (their header alone). */
export const EmptyDay: Story = {
  name: 'Empty day',
  decorators: [withAdmin({ money: fakeMoney(quietDay) })],
  play: inCanvas(async (canvas) => {
    await expect(await canvas.findByText('Nothing was taken, owed or refunded on these days.')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Takings' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download the sales register (CSV)' })).toBeEnabled();
  }),
};

const busy = fakeMoney(busyDay);

/** Today's figures: takings by way of paying with their total, cash to collect against collected, refunds. */
export const Figures: Story = {
  decorators: [withAdmin({ money: busy })],
  play: inCanvas(async (canvas) => {
    const takings = (await canvas.findByRole('heading', { name: 'Takings' })).parentElement!;
    await expect(lineOf(takings, 'eSewa')).toHaveTextContent('eSewa14 ordersRs. 9240.00');
    await expect(lineOf(takings, 'Khalti')).toHaveTextContent('Khalti5 ordersRs. 3115.00');
    await expect(lineOf(takings, 'Cash')).toHaveTextContent('Cash9 ordersRs. 6480.50');
    await expect(lineOf(takings, 'Total')).toHaveTextContent('Total28 ordersRs. 18835.50');
    const cash = canvas.getByRole('heading', { name: 'Cash' }).parentElement!;
    await expect(lineOf(cash, 'Still to collect')).toHaveTextContent('2 ordersRs. 1060.00');
    await expect(lineOf(cash, 'Collected')).toHaveTextContent('9 ordersRs. 6480.50');
    const refunds = canvas.getByRole('heading', { name: 'Refunds' }).parentElement!;
    await expect(lineOf(refunds, 'Due')).toHaveTextContent('1 orderRs. 450.00');
    await expect(lineOf(refunds, 'Made')).toHaveTextContent('1 orderRs. 720.00');
    // It opened on today, as the restaurant's calendar reads it.
    const from = canvas.getByLabelText('From') as HTMLInputElement;
    await expect(busy.asked[0]).toEqual({ from: from.value, to: from.value });
  }),
};

const ranged = fakeMoney(busyDay);

/**
 * A date picked as Chromium sends it: the value and an `input`, then a `change` of the value the page then holds
 * (React hears the first, preact/compat a date field's `input` too; a `change` that set the value again would undo
 * the page putting the range in order).
 */
function pickDate(field: HTMLElement, value: string) {
  fireEvent.input(field, { target: { value } });
  fireEvent.change(field);
}

/** Other days: a range is asked for as typed, put in order when typed backwards. */
export const Range: Story = {
  decorators: [withAdmin({ money: ranged })],
  play: inCanvas(async (canvas) => {
    await canvas.findByRole('heading', { name: 'Takings' });
    pickDate(canvas.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(ranged.asked.at(-1)?.from).toBe('2026-11-01'));
    pickDate(canvas.getByLabelText('To'), '2026-10-25');
    await waitFor(() => expect(ranged.asked.at(-1)).toEqual({ from: '2026-10-25', to: '2026-11-01' }));
    await expect(await canvas.findByRole('heading', { name: 'Takings' })).toBeInTheDocument();
  }),
};

const downloading = fakeMoney(busyDay);

/** The sales register of the days on screen, fetched with the admin's token and saved as a file. */
export const DownloadRegister: Story = {
  name: 'Download register',
  decorators: [withAdmin({ money: downloading })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Download the sales register (CSV)' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      const link = saved.mock.contexts[0] as HTMLAnchorElement;
      const day = (canvas.getByLabelText('From') as HTMLInputElement).value;
      await expect(link.download).toBe(`sales-register-${day}-${day}.csv`);
      await expect(downloading.fetched).toEqual([{ kind: 'register', range: { from: day, to: day } }]);
    } finally {
      saved.mockRestore();
    }
  },
};
