import { useLingui } from '../../i18n/use-lingui';
import type { ReactNode } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { card, disc } from 'styled-system/recipes';
import { CUSTOMER_STATUS_LABELS, type Order } from '../../../contract/order';
import { OrderStatusBadge } from './order-status-badge';
import './english';

const wrap = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  w: 'full',
  maxW: 'xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '10', md: '16' },
  textAlign: 'center',
});
const art = cva({
  base: {
    boxShadow: 'card',
    animation: 'popIn',
    _motionReduce: { animation: 'none' },
    '& svg': { w: '10', h: '10' },
  },
  variants: {
    tone: {
      success: { bg: 'herb.600', color: 'white' },
      problem: { bg: 'saffron.100', color: 'tomato.700', borderWidth: '1px', borderColor: 'saffron.300' },
    },
  },
});
const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', textWrap: 'balance' });
const text = css({ color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } });
const summary = cx(card(), css({ w: 'full', p: '5', textAlign: 'start', gap: '4', _hover: { boxShadow: 'card' } }));
const orderHead = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});
const orderTitle = css({ fontWeight: 'bold', overflowWrap: 'anywhere' });
const actions = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  justifyContent: 'center',
  gap: '3',
  w: { base: 'full', sm: 'auto' },
  mt: '2',
});

const Check = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
);
const Alert = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
    <path d="M12 7v6" />
    <path d="M12 17h.01" />
  </svg>
);

interface OrderResultProps {
  tone: 'success' | 'problem';
  heading: string;
  text?: string | null;
  /** The order as the server has it, when it said. */
  children?: ReactNode;
  actions: ReactNode;
}

/** How a payment ended, on the pages eSewa returns to: a sign, what happened, the order, and where to go next. */
export function OrderResult({ tone, heading: headingText, text: body, children, actions: links }: OrderResultProps) {
  return (
    <div className={wrap}>
      <span className={cx(disc({ size: '20' }), art({ tone }))}>{tone === 'success' ? <Check /> : <Alert />}</span>
      <h1 className={heading}>{headingText}</h1>
      {body && <p className={text}>{body}</p>}
      {children && <div className={summary}>{children}</div>}
      <div className={actions}>{links}</div>
    </div>
  );
}

/** The order the result is about: its number and its status now (or `statusText`, what this return made of it). */
export function OrderResultHead({ order, statusText }: { order: Pick<Order, 'number' | 'status'>; statusText?: string }) {
  const { i18n } = useLingui();
  return (
    <div className={orderHead}>
      <h2 className={orderTitle}>{i18n._('Order #{number}', { number: order.number })}</h2>
      <OrderStatusBadge status={order.status} label={statusText ?? i18n._(CUSTOMER_STATUS_LABELS[order.status])} />
    </div>
  );
}
