import { useLingui } from '../../i18n/use-lingui';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import type { Order } from '../../../contract/order';
import { PAYMENT_MESSAGES } from '../../../contract/payment';
import { CONFIRMING } from '../../../machines/cart/payment-return.machine';
import { RetryIcon } from '../../ui/icons';
import { OrderLines } from './order-lines';
import { OrderResult, OrderResultHead } from './order-result';
import { Spinner } from '../../ui/status';
import { BackToMenuLink, ResultLink } from './payment-return';
import '../../i18n/contract-english';
import './english';

/** What a gateway's return came to, as its page shows it; 'waiting' until the server has answered about it. */
export type OutcomeStatus = 'paid' | 'pending' | 'refundDue' | 'refused' | 'unreachable' | 'missing' | 'notPaid' | 'waiting';

/**
 * The result of coming back from a payment (eSewa's pages and Khalti's), the same words whichever gateway it was: the
 * server's answer about the order, or what went wrong and a way on. `message` is the server's words (or the flow's).
 */
export function PaymentOutcome(props: {
  status: OutcomeStatus;
  order: Order | null;
  message: string | null;
  /** Why there is nothing to confirm, in the gateway's name. */
  missingText: string;
  onRetry: () => void;
}) {
  const { i18n } = useLingui();
  const { status, order } = props;
  const message = props.message && i18n._(props.message);
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

  if (status === 'paid' && order)
    return (
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
        <OrderResultHead order={order} />
        <OrderLines order={order} />
      </OrderResult>
    );
  if ((status === 'pending' || status === 'refundDue') && order)
    return (
      <OrderResult
        tone={status === 'pending' ? 'success' : 'problem'}
        heading={status === 'pending' ? i18n._('Payment being processed') : i18n._('Refund due')}
        text={message}
        actions={<ResultLink href="/orders">{i18n._('View My Orders')}</ResultLink>}
      >
        <OrderResultHead order={order} />
      </OrderResult>
    );
  // Both gateways send the customer back here when they pressed Cancel: their choice, not a failure (the order's
  // status stays "Payment failed" on the server, where paying again is still open to it).
  if (status === 'notPaid')
    return (
      <OrderResult
        tone="problem"
        heading={i18n._('Payment cancelled')}
        text={i18n._(PAYMENT_MESSAGES.failed)}
        actions={
          <>
            <ResultLink href="/cart">{i18n._('Try again')}</ResultLink>
            {ordersLink}
            <BackToMenuLink />
          </>
        }
      >
        {order && (
          <OrderResultHead
            order={order}
            statusText={order.payment_method === 'khalti' ? i18n._('Cancelled at Khalti') : i18n._('Cancelled at eSewa')}
          />
        )}
      </OrderResult>
    );
  if (status === 'refused')
    return problem(i18n._('Payment not confirmed'), message, <ResultLink href="/cart">{i18n._('Back to Cart')}</ResultLink>);
  if (status === 'unreachable')
    return problem(
      i18n._('Payment not confirmed yet'),
      message,
      <button type="button" className={button({ size: 'lg' })} onClick={props.onRetry}>
        <RetryIcon />
        {i18n._('Try again')}
      </button>,
    );
  if (status === 'missing')
    return problem(i18n._('Nothing to confirm'), i18n._(props.missingText), <ResultLink href="/cart">{i18n._('Go to Cart')}</ResultLink>);
  return (
    <div className={css({ py: '16' })}>
      <Spinner label={i18n._(CONFIRMING)} />
    </div>
  );
}
