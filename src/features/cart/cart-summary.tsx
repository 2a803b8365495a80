import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { formatMoney, formatNumber } from '../../i18n/format';
import { surfaceCard } from '../../ui/surface';
import type { OrderBill } from '../../../contract/billing';
import { BillSplit } from '../../ui/bill-split';
import { amountRow } from '../../ui/text-styles';
import './english';
import { CASH_TO_PAY } from '../../../contract/cash';
import type { FulfilmentType } from '../../../contract/fulfilment';
import type { PaymentMethod } from '../../../contract/payment-method';
import { PaymentChoice } from './payment-choice';

const summary = cx(
  surfaceCard,
  css({ display: 'grid', gap: '5', p: { base: '5', md: '6' }, position: { lg: 'sticky' }, top: { lg: '24' } }),
);
const heading = css({ fontSize: '2xl', fontWeight: 'bold' });
const row = cx(amountRow, css({ color: 'fg.muted' }));
const totalPrice = css({
  pt: '4',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  fontFamily: 'display',
  fontSize: 'xl',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
});
const pay = css({ w: 'full' });
const closed = css({ px: '3', py: '2', borderRadius: 'lg', bg: 'saffron.100', color: 'charcoal.800', fontSize: 'sm' });
const note = css({ fontSize: 'xs', color: 'fg.subtle', textAlign: 'center' });

// 'Pay with Esewa' is the spec's (docs/rules/screens.md#cart); Khalti's words follow it.
const PAY_WITH = { esewa: /*i18n*/ 'Pay with Esewa', khalti: /*i18n*/ 'Pay with Khalti' } as const;
const REDIRECTING = { esewa: /*i18n*/ 'Redirecting to eSewa...', khalti: /*i18n*/ 'Redirecting to Khalti...' } as const;
const PAID_ON = {
  esewa: /*i18n*/ "You pay on eSewa's own page; the order is confirmed once eSewa has taken the payment.",
  khalti: /*i18n*/ "You pay on Khalti's own page; the order is confirmed once Khalti has taken the payment.",
} as const;

interface CartSummaryProps {
  totalItems: number;
  total: number;
  /** The cart or the payment is busy: paying waits. */
  disabled: boolean;
  redirecting: boolean;
  /** Pay alone is held back (closed, no time chosen yet): `closedNote` says why; nothing is busy. */
  held?: boolean;
  /** While the restaurant is closed: when paying is possible again. */
  closedNote?: string | null;
  /** Delivery chosen: its fee (part of `total`), and how much the cart is short of delivery's minimum. */
  delivery?: { fee: number; short: number; minimum: number } | null;
  /** The split of the meals' total (service charge, VAT), as the order's bill will show it. */
  bill?: OrderBill | null;
  onPay: () => void;
  /** How to pay: the ways offered for the way of ordering chosen, and the one chosen (eSewa when absent). */
  payment?: { way: FulfilmentType; methods: PaymentMethod[]; method: PaymentMethod; onChoose: (method: PaymentMethod) => void };
}

/**
 * The side summary (docs/rules/screens.md#cart): 'Cart Summary', 'Total Items', 'Total Price: Rs. {amount}', 'Pay with
 * Esewa'.
 */
export function CartSummary(props: CartSummaryProps) {
  const { totalItems, total, disabled, held, redirecting, closedNote, delivery, bill, onPay, payment } = props;
  const { i18n } = useLingui();
  const money = (rupees: number) => formatMoney(i18n, rupees, 2);
  const cash = payment?.method === 'cash' ? payment.way : null;
  const gateway = payment?.method === 'khalti' ? 'khalti' : 'esewa';
  return (
    <aside className={summary} aria-labelledby="cart-summary">
      <h2 id="cart-summary" className={heading}>
        {i18n._('Cart Summary')}
      </h2>
      <p className={row}>
        <span>{i18n._('Total Items')}</span>
        <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>{formatNumber(i18n, totalItems)}</span>
      </p>
      {delivery && (
        <p className={row}>
          <span>{i18n._('Delivery')}</span>
          <span className={css({ fontWeight: 'semibold', color: 'fg.default' })}>
            {delivery.fee > 0 ? money(delivery.fee) : i18n._('Free')}
          </span>
        </p>
      )}
      <p className={totalPrice}>{i18n._('Total Price: {amount}', { amount: money(total) })}</p>
      <BillSplit bill={bill} />
      {delivery && delivery.short > 0 && (
        <p className={closed}>
          {i18n._('Delivery needs an order of at least {minimum}. Add {short} more, or choose pickup.', {
            minimum: money(delivery.minimum),
            short: money(delivery.short),
          })}
        </p>
      )}
      {closedNote && <p className={closed}>{closedNote}</p>}
      {payment && <PaymentChoice {...payment} disabled={disabled} />}
      <button
        type="button"
        className={`${button({ size: 'lg' })} ${pay}`}
        disabled={disabled || held}
        aria-busy={disabled || undefined}
        onClick={onPay}
      >
        {cash ? i18n._('Place order') : i18n._((redirecting ? REDIRECTING : PAY_WITH)[gateway])}
      </button>
      <p className={note}>{cash ? i18n._(CASH_TO_PAY[cash], { amount: money(total) }) : i18n._(PAID_ON[gateway])}</p>
    </aside>
  );
}
