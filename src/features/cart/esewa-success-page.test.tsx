import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, type VerifyPaymentRequest } from '../../../contract/payment';
import { createFakeOrdersApi, pendingOrder, successReturn } from '../../../stories/order-fixtures';
import { renderWithApp } from '../../testing/render-app';
import { EsewaSuccessPage } from './esewa-success-page';

describe('EsewaSuccessPage', () => {
  it('verifies a return once, even when React renders and runs its effects twice (StrictMode)', async () => {
    const verifyPayment = vi.fn(createFakeOrdersApi().verifyPayment);
    renderWithApp(
      <StrictMode>
        <EsewaSuccessPage />
      </StrictMode>,
      { route: successReturn(), session: 'customer', orderCalls: { verifyPayment } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: PAYMENT_MESSAGES.confirmed })).toBeInTheDocument();
    expect(verifyPayment.mock.calls).toEqual([[{ oid: pendingOrder.pid, amt: String(pendingOrder.total), refId: '000AE01' } satisfies VerifyPaymentRequest]]);
  });

  it('a different return in the same visit is verified afresh: a forged one never shows the earlier success', async () => {
    const verifyPayment = vi.fn(createFakeOrdersApi().verifyPayment);
    const { location } = renderWithApp(<EsewaSuccessPage />, {
      route: successReturn(),
      session: 'customer',
      orderCalls: { verifyPayment },
    });
    await screen.findByRole('heading', { level: 1, name: PAYMENT_MESSAGES.confirmed });
    act(() => location.navigate('/esewa-success?oid=TXN1&amt=1510.75&refId=FORGED'));
    expect(screen.queryByText(PAYMENT_MESSAGES.confirmed)).toBeNull();
    expect(await screen.findByText(PAYMENT_MESSAGES.orderUnknown)).toBeInTheDocument();
    expect(verifyPayment).toHaveBeenCalledTimes(2);
  });
});
