import { useLingui } from '../../i18n/use-lingui';
import { cva, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../contract/order';
import '../../i18n/contract-english';
import './english';

// Warm while the order waits or cooks, green once it is the customer's to collect, grey when it is over, red when
// it went wrong. Every pair is AA on its own background.
const tone = cva({
  base: { animation: 'popIn', _motionReduce: { animation: 'none' } },
  variants: {
    status: {
      pending_payment: { bg: 'saffron.100', color: 'charcoal.800', _before: { bg: 'saffron.500' } },
      paid: { bg: 'herb.50', color: 'herb.700', _before: { bg: 'herb.600' } },
      preparing: { bg: 'tomato.50', color: 'tomato.700', _before: { bg: 'tomato.500' } },
      ready: { bg: 'herb.600', color: 'white', _before: { bg: 'white' } },
      completed: { bg: 'cream.200', color: 'charcoal.600', _before: { bg: 'charcoal.500' } },
      cancelled: { bg: 'chilli.50', color: 'chilli.700', _before: { bg: 'chilli.600' } },
      payment_failed: { bg: 'chilli.50', color: 'chilli.700', _before: { bg: 'chilli.600' } },
      expired: { bg: 'cream.200', color: 'charcoal.600', _before: { bg: 'charcoal.500' } },
    },
  },
});

interface OrderStatusBadgeProps {
  status: OrderStatus;
  /** Words for this page's reader instead of the status's own (already translated). */
  label?: string;
  className?: string;
}

/**
 * An order's status as a pill, in the words of ORDER_STATUS_LABELS. Keyed by status, so a live change pops in
 * rather than silently swapping its text.
 */
export function OrderStatusBadge({ status, label, className }: OrderStatusBadgeProps) {
  const { i18n } = useLingui();
  return (
    <span key={status} data-status={status} className={cx(badge({ dot: true }), tone({ status }), className)}>
      {label ?? i18n._(ORDER_STATUS_LABELS[status])}
    </span>
  );
}
