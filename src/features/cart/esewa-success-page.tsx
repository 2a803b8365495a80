import { useLingui } from '../../i18n/use-lingui';
import { useSearch } from 'wouter';
import {
  DETAILS_MISSING,
  paymentDetails,
  sameRequest,
  type SuccessQuery,
} from '../../../machines/cart/payment-return.machine';
import { PageLayout } from '../../ui/page-layout';
import { PaymentOutcome } from './payment-outcome';
import { usePaymentReturn } from './payment-return';
import './english';

function readQuery(search: string): SuccessQuery {
  const query = new URLSearchParams(search);
  return { data: query.get('data'), oid: query.get('oid'), amt: query.get('amt'), refId: query.get('refId') };
}

/**
 * /esewa-success: where eSewa sends the browser back, with ePay v2's signed `data` (or v1's `oid`, `amt` and `refId`).
 * The query is only a claim: the page shows success when, and only when, the server has verified the payment with
 * eSewa (docs/rules/payments.md#esewa); a payment eSewa is still processing, or one for an order already closed, says
 * so instead.
 */
export function EsewaSuccessPage() {
  const { i18n } = useLingui();
  const search = useSearch();
  const query = readQuery(search);
  const { flow, view } = usePaymentReturn(search, (role) => ({ type: 'paymentReturn.success', role, query }));
  // The flow outlives this screen: until it has taken up this return, what it knows is about another one.
  const details = paymentDetails(query);
  const status = (view.status === 'missing' ? details === null : sameRequest(view.request, details)) ? view.status : 'idle';

  return (
    <PageLayout title={i18n._('Payment')}>
      <PaymentOutcome
        status={status === 'confirmed' ? 'paid' : status === 'idle' || status === 'verifying' || status === 'notPaid' ? 'waiting' : status}
        order={view.order}
        message={view.message}
        missingText={DETAILS_MISSING}
        onRetry={() => flow.send({ type: 'paymentReturn.retry' })}
      />
    </PageLayout>
  );
}

export default EsewaSuccessPage;
