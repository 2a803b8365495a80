import { css } from 'styled-system/css';
import type { Order } from '../../../contract/order';
import { LineExtras } from '../cart/line-extras';

/** Money on an order, to the paisa: 'Rs. 1510.75' (the cart's 'Rs. {amount}' with 2 decimals, spec §9). */
export const formatAmount = (amount: number) => `Rs. ${amount.toFixed(2)}`;

const list = css({ display: 'grid', gap: '2', fontSize: 'sm' });
const row = css({ display: 'flex', alignItems: 'baseline', gap: '3' });
const name = css({ flex: '1', minW: '0', color: 'fg.default' });
const quantity = css({ color: 'fg.muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const amount = css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const totalRow = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  pt: '3',
  mt: '1',
  borderTopWidth: '1px',
  borderTopStyle: 'dashed',
  borderColor: 'border.default',
  fontWeight: 'bold',
});
const totalAmount = css({ fontSize: 'lg', color: 'accent.text', fontVariantNumeric: 'tabular-nums' });

/** What was ordered, line by line ('Samosa × 3 ... Rs. 180.00'), and the total the customer paid or owes. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <div>
      <ul className={list} aria-label={`Meals in order #${order.number}`}>
        {order.items.map((item, index) => (
          <li key={`${item.meal ?? 'gone'}-${index}`} className={row}>
            <span className={name}>
              {item.name}
              <LineExtras line={item} />
            </span>
            <span className={quantity}>× {item.quantity}</span>
            <span className={amount}>{formatAmount(item.line_total)}</span>
          </li>
        ))}
        {order.delivery_fee > 0 && (
          <li className={row}>
            <span className={name}>Delivery</span>
            <span className={amount}>{formatAmount(order.delivery_fee)}</span>
          </li>
        )}
      </ul>
      <p className={totalRow}>
        <span>Total</span>
        <span className={totalAmount}>{formatAmount(order.total)}</span>
      </p>
    </div>
  );
}
