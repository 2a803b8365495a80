import { useLingui } from '../../i18n/use-lingui';
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { Link, useSearch } from 'wouter';
import { PAYMENT_MESSAGES } from '../../../contract/payment';
import { selectAuth } from '../../../machines/account/auth.machine';
import {
  CONFIRMING,
  createPaymentReturnLogic,
  DETAILS_MISSING,
  paymentDetails,
  sameRequest,
  selectPaymentReturn,
  type SuccessQuery,
} from '../../../machines/cart/payment-return.machine';
import { useFlow, useSystemActor } from '../../app/app-actor';
import { useNavigateOn } from '../../app/navigation';
import { useOpenOnce } from '../../app/use-open-once';
import { RetryIcon } from '../../ui/icons';
import { OrderLines } from '../orders/order-lines';
import { OrderResult, OrderResultHead } from '../orders/order-result';
import { PageLayout } from '../../ui/page-layout';
import { Spinner } from '../../ui/status';
import '../../i18n/contract-english';
import './english';

function readQuery(search: string): SuccessQuery {
  const query = new URLSearchParams(search);
  return { data: query.get('data'), oid: query.get('oid'), amt: query.get('amt'), refId: query.get('refId') };
}

/**
 * /esewa-success: where eSewa sends the browser back, with ePay v2's signed `data` (or v1's `oid`, `amt` and `refId`).
 * The query is only a claim: the page shows success when, and only when, the server has verified the payment with
 * eSewa (decisions §5); a payment eSewa is still processing, or one for an order already closed, says so instead.
 */
export function EsewaSuccessPage() {
  const { i18n } = useLingui();
  const auth = useSelector(useSystemActor('auth'), selectAuth);
  const flow = useFlow('paymentReturn', createPaymentReturnLogic);
  const view = useSelector(flow, selectPaymentReturn);
  useNavigateOn(flow);
  const search = useSearch();
  const query = readQuery(search);
  // Once the session check has answered, and once for each return: React's StrictMode must not verify twice.
  useOpenOnce(auth.status === 'checking' ? null : `${auth.role}?${search}`, () =>
    flow.send({ type: 'paymentReturn.success', role: auth.role, query }),
  );
  // The flow outlives this screen: until it has taken up this return, what it knows is about another one.
  const details = paymentDetails(query);
  const status = (view.status === 'missing' ? details === null : sameRequest(view.request, details)) ? view.status : 'idle';

  // The server's words (or the flow's when it could not be asked), in the reader's language.
  const message = view.message && i18n._(view.message);

  const ordersLink = (
    <Link href="/orders" className={button({ variant: 'outline', size: 'lg' })}>
      {i18n._('My Orders')}
    </Link>
  );

  return (
    <PageLayout title={i18n._('Payment')}>
      {status === 'confirmed' && view.order ? (
        <OrderResult
          tone="success"
          heading={i18n._(PAYMENT_MESSAGES.confirmed)}
          text={i18n._('The kitchen has your order. You can follow it in My Orders.')}
          actions={
            <>
              <Link href="/orders" className={button({ size: 'lg' })}>
                {i18n._('View My Orders')}
              </Link>
              <Link href="/menu" className={button({ variant: 'outline', size: 'lg' })}>
                {i18n._('Back to Menu')}
              </Link>
            </>
          }
        >
          <OrderResultHead order={view.order} />
          <OrderLines order={view.order} />
        </OrderResult>
      ) : (status === 'pending' || status === 'refundDue') && view.order ? (
        <OrderResult
          tone={status === 'pending' ? 'success' : 'problem'}
          heading={status === 'pending' ? i18n._('Payment being processed') : i18n._('Refund due')}
          text={message}
          actions={
            <Link href="/orders" className={button({ size: 'lg' })}>
              {i18n._('View My Orders')}
            </Link>
          }
        >
          <OrderResultHead order={view.order} />
        </OrderResult>
      ) : status === 'refused' ? (
        <OrderResult
          tone="problem"
          heading={i18n._('Payment not confirmed')}
          text={message}
          actions={
            <>
              <Link href="/cart" className={button({ size: 'lg' })}>
                {i18n._('Back to Cart')}
              </Link>
              {ordersLink}
            </>
          }
        />
      ) : status === 'unreachable' ? (
        <OrderResult
          tone="problem"
          heading={i18n._('Payment not confirmed yet')}
          text={message}
          actions={
            <>
              <button type="button" className={button({ size: 'lg' })} onClick={() => flow.send({ type: 'paymentReturn.retry' })}>
                <RetryIcon />
                {i18n._('Try again')}
              </button>
              {ordersLink}
            </>
          }
        />
      ) : status === 'missing' ? (
        <OrderResult
          tone="problem"
          heading={i18n._('Nothing to confirm')}
          text={i18n._(DETAILS_MISSING)}
          actions={
            <>
              <Link href="/cart" className={button({ size: 'lg' })}>
                {i18n._('Go to Cart')}
              </Link>
              {ordersLink}
            </>
          }
        />
      ) : (
        <div className={css({ py: '16' })}>
          <Spinner label={i18n._(CONFIRMING)} />
        </div>
      )}
    </PageLayout>
  );
}

export default EsewaSuccessPage;
