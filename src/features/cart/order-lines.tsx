import { useLingui } from '../../i18n/use-lingui';
import { css, cx } from 'styled-system/css';
import type { Order } from '../../../contract/order';
import { formatMoney, formatNumber } from '../../i18n/format';
import { LineExtras } from './line-extras';
import { BillSplit } from '../../ui/bill-split';
import './english';
import { figures } from '../../ui/text-styles';

const list = css({ display: 'grid', gap: '2', fontSize: 'sm' });
const row = css({ display: 'flex', alignItems: 'baseline', gap: '3' });
const name = css({ flex: '1', minW: '0', color: 'fg.default' });
const quantity = cx(figures, css({ color: 'fg.muted' }));
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
  const { i18n } = useLingui();
  const money = (rupees: number) => formatMoney(i18n, rupees, 2);
  return (
    <div>
      <ul className={list} aria-label={i18n._('Meals in order #{number}', { number: order.number })}>
        {order.items.map((item, index) => (
          <li key={`${item.meal ?? 'gone'}-${index}`} className={row}>
            <span className={name}>
              {item.name}
              <LineExtras line={item} />
            </span>
            <span className={quantity}>× {formatNumber(i18n, item.quantity)}</span>
            <span className={figures}>{money(item.line_total)}</span>
          </li>
        ))}
        {order.delivery_fee > 0 && (
          <li className={row}>
            <span className={name}>{i18n._('Delivery')}</span>
            <span className={figures}>{money(order.delivery_fee)}</span>
          </li>
        )}
      </ul>
      <p className={totalRow}>
        <span>{i18n._('Total')}</span>
        <span className={totalAmount}>{money(order.total)}</span>
      </p>
      <BillSplit bill={order.bill} className={css({ mt: '2' })} />
    </div>
  );
}
