import { useLingui } from '../../i18n/use-lingui';
import { useSearch } from 'wouter';
import { PageLayout } from '../../ui/page-layout';
import { PaymentOutcome } from './payment-outcome';
import { usePaymentReturn } from './payment-return';
import './english';

/**
 * /esewa-failure: where eSewa sends the browser back when the customer cancelled or the payment failed, with `pid`
 * (or nothing). The server is told so the order is marked; the cart was never touched, so trying again starts there.
 */
export function EsewaFailurePage() {
  const { i18n } = useLingui();
  const search = useSearch();
  const pid = new URLSearchParams(search).get('pid');
  const { view } = usePaymentReturn(search, (role) => ({ type: 'paymentReturn.failure', role, pid }));
  // The flow outlives this screen: an order it knows from another return is not this one.
  const order = view.order && view.order.pid === pid?.trim() ? view.order : null;

  return (
    <PageLayout title={i18n._('Payment cancelled')}>
      {view.status === 'notPaid' && (
        <PaymentOutcome status="notPaid" order={order} message={null} missingText="" onRetry={() => {}} />
      )}
    </PageLayout>
  );
}

export default EsewaFailurePage;
