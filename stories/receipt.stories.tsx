import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from './story-test';
import type { ReceiptDocument } from '../contract/receipt';
import { RECEIPT_PRINT_FAILED } from '../machines/orders/receipt.machine';
import { failure } from '../machines/shared/result';
import { ReceiptPage } from '../src/features/orders/receipt-page';
import type { ReceiptApi } from '../src/features/orders/receipt-api';
import { never } from './admin-fake-api';
import { withApp } from './app-story';
import { inCanvas, offersRetry, showsTexts } from './play-helpers';
import { cashReceipt, createFakeReceiptApi, creditNote, paidReceipt } from './receipt-fixtures';

/** The receipt screen at the counter and the customer's: one story per state of the paper and of printing. */
function Receipt({ make, document }: { make: () => ReceiptApi; document: ReceiptDocument }) {
  const [api] = useState(make);
  return <ReceiptPage orderId={document.snapshot.order.id} kind={document.kind} api={api} />;
}

const meta = {
  title: 'Pages/Receipt',
  component: Receipt,
  decorators: [withApp({ session: 'customer' })],
  args: { document: paidReceipt, make: () => createFakeReceiptApi(paidReceipt) },
} satisfies Meta<typeof Receipt>;
export default meta;

type Story = StoryObj<typeof meta>;

const paper = async (canvas: ReturnType<typeof within>, number = paidReceipt.number) =>
  within(await canvas.findByRole('article', { name: `Receipt ${number}` }));

/** The original on the 80 mm roll: the restaurant, its PAN/VAT number, BS and AD dates, lines, the split, eSewa's reference. */
export const Original: Story = {
  play: inCanvas(async (canvas) => {
    const receipt = await paper(canvas);
    for (const text of [
      'PAN/VAT No. 301234567',
      'Date: 2083-08-11 BS (2026-11-27 AD)',
      'Spice level: Hot',
      'Service charge (10%)',
      'VAT (13%)',
      'Paid by eSewa',
      'Reference: 000F065F73DD0B2',
    ])
      await expect(receipt.getByText(text)).toBeInTheDocument();
    await expect(receipt.queryByText(/Copy of Original/)).toBeNull();
    await expect(canvas.getByRole('button', { name: '80 mm roll' })).toHaveAttribute('aria-pressed', 'true');
  }),
};

/** Printed once: the paper now shows the next print as a copy, numbered; printed again, the number goes on. */
export const PrintedAgainAsCopy: Story = {
  name: 'Printed again as copy',
  play: inCanvas(async (canvas) => {
    const receipt = await paper(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(await receipt.findByText('Copy of Original (1)')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(await receipt.findByText('Copy of Original (2)')).toBeInTheDocument();
  }),
};

/** Opened after three prints: the count is the server's, so the next is the third copy. */
export const AlreadyPrinted: Story = {
  name: 'Already printed',
  args: { make: () => createFakeReceiptApi({ ...paidReceipt, times_printed: 3 }) },
  play: inCanvas(async (canvas) => {
    await expect(await (await paper(canvas)).findByText('Copy of Original (3)')).toBeInTheDocument();
  }),
};

/** The A4 sheet instead of the roll. */
export const A4Sheet: Story = {
  name: 'A4 sheet',
  play: inCanvas(async (canvas, canvasElement) => {
    await paper(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'A4' }));
    await expect(canvasElement.querySelector('main article[data-paper="a4"]')).not.toBeNull();
  }),
};

/** The server did not count the print: nothing is printed, and the screen says to try again. */
export const PrintNotRecorded: Story = {
  name: 'Print not recorded',
  args: { make: () => createFakeReceiptApi(paidReceipt, { printRefused: true }) },
  play: inCanvas(async (canvas) => {
    const receipt = await paper(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(RECEIPT_PRINT_FAILED);
    await expect(receipt.queryByText(/Copy of Original/)).toBeNull();
  }),
};

/** A restaurant not registered for VAT: a cash delivery, no split, the PAN alone, the delivery fee. */
export const CashWithoutVat: Story = {
  name: 'Cash without VAT',
  args: { document: cashReceipt, make: () => createFakeReceiptApi(cashReceipt) },
  play: inCanvas(async (canvas) => {
    const receipt = await paper(canvas, cashReceipt.number);
    for (const text of ['PAN No. 301234567', 'Delivery fee', 'Paid by Cash']) await expect(receipt.getByText(text)).toBeInTheDocument();
    await expect(receipt.queryByText(/VAT/)).toBeNull();
    await expect(receipt.queryByText(/Reference/)).toBeNull();
  }),
};

/** The credit note of a cancelled paid order: it names the receipt it takes back, how much and why. */
export const CreditNote: Story = {
  name: 'Credit note',
  args: { document: creditNote, make: () => createFakeReceiptApi(creditNote) },
  play: showsTexts(
    `Credit note no. ${creditNote.number}`,
    `Takes back receipt no. ${paidReceipt.number}`,
    'Amount credited',
    'Reason: The momo ran out',
  ),
};

export const Loading: Story = {
  args: { make: () => ({ ...createFakeReceiptApi(paidReceipt), load: never }) },
  play: showsTexts('Loading receipt...'),
};

export const LoadFailed: Story = {
  name: 'Load failed',
  args: { make: () => ({ ...createFakeReceiptApi(paidReceipt), load: async () => failure('Something went wrong', 500) }) },
  play: offersRetry('Could not load the receipt.'),
};
