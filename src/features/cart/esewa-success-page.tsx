import { useLingui } from '../../i18n/use-lingui';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { useSearch } from 'wouter';
import { PAYMENT_MESSAGES } from '../../../contract/payment';
import {
  CONFIRMING,
  DETAILS_MISSING,
  paymentDetails,
  sameRequest,
  type SuccessQuery,
} from '../../../machines/cart/payment-return.machine';
import { RetryIcon } from '../../ui/icons';
import { OrderLines } from '../orders/order-lines';
import { OrderResult, OrderResultHead } from '../orders/order-result';
import { PageLayout } from '../../ui/page-layout';
import { Spinner } from '../../ui/status';
import { BackToMenuLink, ResultLink, usePaymentReturn } from './payment-return';
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
  const search = useSearch();
  const query = readQuery(search);
  const { flow, view } = usePaymentReturn(search, (role) => ({ type: 'paymentReturn.success', role, query }));
  // The flow outlives this screen: until it has taken up this return, what it knows is about another one.
  const details = paymentDetails(query);
  const status = (view.status === 'missing' ? details === null : sameRequest(view.request, details)) ? view.status : 'idle';

  // The server's words (or the flow's when it could not be asked), in the reader's language.
  const message = view.message && i18n._(view.message);

  const ordersLink = (
    <ResultLink href="/orders" outline>
      {i18n._('My Orders')}
    </ResultLink>
  );
  // No order to show: what went wrong, and a way on beside 'My Orders'.
  const problem = (heading: string, text: string | null, firstAction: ReactNode) => (
    <OrderResult
      tone="problem"
      heading={heading}
      text={text}
      actions={
        <>
          {firstAction}
          {ordersLink}
        </>
      }
    />
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
              <ResultLink href="/orders">{i18n._('View My Orders')}</ResultLink>
              <BackToMenuLink />
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
          actions={<ResultLink href="/orders">{i18n._('View My Orders')}</ResultLink>}
        >
          <OrderResultHead order={view.order} />
        </OrderResult>
      ) : status === 'refused' ? (
        problem(
          i18n._('Payment not confirmed'),
          message,
          <ResultLink href="/cart">{i18n._('Back to Cart')}</ResultLink>,
        )
      ) : status === 'unreachable' ? (
        problem(
          i18n._('Payment not confirmed yet'),
          message,
          <button
            type="button"
            className={button({ size: 'lg' })}
            onClick={() => flow.send({ type: 'paymentReturn.retry' })}
          >
            <RetryIcon />
            {i18n._('Try again')}
          </button>,
        )
      ) : status === 'missing' ? (
        problem(
          i18n._('Nothing to confirm'),
          i18n._(DETAILS_MISSING),
          <ResultLink href="/cart">{i18n._('Go to Cart')}</ResultLink>,
        )
      ) : (
        <div className={css({ py: '16' })}>
          <Spinner label={i18n._(CONFIRMING)} />
        </div>
      )}
    </PageLayout>
  );
}

export default EsewaSuccessPage;
