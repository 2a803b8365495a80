import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { button } from 'styled-system/recipes';
import { Link, useSearch } from 'wouter';
import { PAYMENT_MESSAGES } from '../../../contract/payment';
import { selectAuth } from '../../../machines/account/auth.machine';
import { createPaymentReturnLogic, selectPaymentReturn } from '../../../machines/cart/payment-return.machine';
import { useFlow, useSystemActor } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { useOpenOnce } from '../../app/use-open-once';
import { OrderResult, OrderResultHead } from '../orders/order-result';
import { PageLayout } from '../../ui/page-layout';
import '../../i18n/contract-english';
import './english';

/**
 * /esewa-failure: where eSewa sends the browser back when the customer cancelled or the payment failed, with `pid`
 * (or nothing). The server is told so the order is marked; the cart was never touched, so trying again starts there.
 */
export function EsewaFailurePage() {
  const { i18n } = useLingui();
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const flow = useFlow('paymentReturn', createPaymentReturnLogic);
  const view = useSelector(flow, selectPaymentReturn);
  useNavigateOn(flow);
  const search = useSearch();
  const pid = new URLSearchParams(search).get('pid');
  useOpenOnce(auth.status === 'checking' ? null : `${auth.role}?${search}`, () =>
    flow.send({ type: 'paymentReturn.failure', role: auth.role, pid }),
  );
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
              <Link href="/cart" className={button({ size: 'lg' })}>
                {i18n._('Try again')}
              </Link>
              <Link href="/menu" className={button({ variant: 'outline', size: 'lg' })}>
                {i18n._('Back to Menu')}
              </Link>
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
