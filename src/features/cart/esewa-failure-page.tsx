import { useLingui } from '../../i18n/use-lingui';
import { useSearch } from 'wouter';
import { PAYMENT_MESSAGES } from '../../../contract/payment';
import { OrderResult, OrderResultHead } from '../orders/order-result';
import { PageLayout } from '../../ui/page-layout';
import { BackToMenuLink, ResultLink, usePaymentReturn } from './payment-return';
import '../../i18n/contract-english';
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
    <PageLayout title={i18n._('Payment not completed')}>
      {view.status === 'notPaid' && (
        <OrderResult
          tone="problem"
          heading={i18n._('Payment not completed')}
          text={i18n._(PAYMENT_MESSAGES.failed)}
          actions={
            <>
              <ResultLink href="/cart">{i18n._('Try again')}</ResultLink>
              <BackToMenuLink />
            </>
          }
        >
          {order && <OrderResultHead order={order} />}
        </OrderResult>
      )}
    </PageLayout>
  );
}

export default EsewaFailurePage;
