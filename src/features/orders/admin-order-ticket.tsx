import { Portal } from '@ark-ui/react/portal';
import { useLingui } from '../../i18n/use-lingui';
import { useEffect } from 'react';
import { css, cx } from 'styled-system/css';
import type { Order } from '../../../contract/order';
import { formatOrderTime } from './order-card';
import { dateLocale, formatMoney } from '../../i18n/format';
import { DialogFrame, DialogButtons } from '../../ui/dialog-frame';
import { OrderWay } from '../cart/order-way';
import { BillSplit } from '../../ui/bill-split';
import { LineExtras } from '../cart/line-extras';
import { paper } from './paper-styles';
import '../../app/admin-english';

// In a receipt printer's narrow column; the quantities are what the cook reads across the pass.
const ticket = cx(paper, css({ maxW: '[80mm]', p: '4', '@media print': { p: '0' } }));
const restaurant = css({ textAlign: 'center', fontFamily: 'display', fontSize: 'xl', fontWeight: 'bold' });
const pid = css({ textAlign: 'center', fontSize: 'lg', fontWeight: 'bold', letterSpacing: 'wide' });
const meta = css({ display: 'grid', gap: '0.5', fontSize: 'sm', textAlign: 'center' });
const lines = css({
  display: 'grid',
  gap: '2',
  py: '3',
  borderBlockWidth: '2px',
  borderBlockStyle: 'dashed',
  borderColor: 'black',
});
const lineRow = css({ display: 'flex', gap: '3', alignItems: 'baseline', fontSize: '2xl', fontWeight: 'bold', lineHeight: 'tight' });
const quantity = css({ minW: '12', fontVariantNumeric: 'tabular-nums' });
const total = css({ display: 'flex', justifyContent: 'space-between', fontSize: 'lg', fontWeight: 'bold' });

interface TicketProps {
  order: Order;
  restaurantName: string;
  timeZone?: string;
}

/** The kitchen ticket: who, when, and each meal with its quantity in large type. */
export function OrderTicket({ order, restaurantName, timeZone }: TicketProps) {
  const { i18n } = useLingui();
  return (
    <article className={ticket} aria-label={i18n._('Kitchen ticket #{number}', { number: order.number })}>
      <p className={restaurant}>{restaurantName}</p>
      <p className={pid}>#{order.number}</p>
      <div className={meta}>
        <time dateTime={order.created_at}>{formatOrderTime(order.created_at, timeZone, dateLocale(i18n, 'en-US'))}</time>
        <span>
          {order.customer
            ? `${order.customer.name} · ${order.customer.phone_number}`
            : i18n._('Customer account deleted')}
        </span>
      </div>
      <OrderWay staff order={order} timeZone={timeZone} className={css({ fontSize: 'lg', py: '2' })} />
      <ul className={lines}>
        {order.items.map((item, index) => (
          <li key={`${item.meal ?? 'gone'}-${index}`} className={lineRow}>
            <span className={quantity}>{item.quantity} ×</span>
            <span>
              {item.name}
              <LineExtras line={item} />
            </span>
          </li>
        ))}
        {order.delivery_fee > 0 && (
          <li className={lineRow}>
            <span className={quantity} />
            <span>{i18n._('Delivery {fee}', { fee: formatMoney(i18n, order.delivery_fee) })}</span>
          </li>
        )}
      </ul>
      <p className={total}>
        <span>{i18n._('Total')}</span>
        <span>{formatMoney(i18n, order.total)}</span>
      </p>
      <BillSplit bill={order.bill} />
    </article>
  );
}

// Off screen until printing; while printing it is all there is. It sits directly in <body> (a portal), and while a
// ticket is up <body> carries `printingTicket`, which hides every other child of it when printing: the app with its
// navbar, list and footer, and the preview dialog.
const printSheet = css({ display: 'none', '@media print': { display: 'block' } });
const printingTicket = css({ '@media print': { '& > :not([data-print-ticket])': { display: 'none' } } });

function usePrintingTicket() {
  useEffect(() => {
    document.body.classList.add(...printingTicket.split(' '));
    return () => document.body.classList.remove(...printingTicket.split(' '));
  }, []);
}

interface TicketDialogProps extends TicketProps {
  onClose: () => void;
}

/** The ticket on screen to check, with Print again and Close, and the copy the printer gets. */
export function TicketDialog({ onClose, ...ticketProps }: TicketDialogProps) {
  const { i18n } = useLingui();
  usePrintingTicket();
  return (
    <>
      <DialogFrame open onClose={onClose} title={i18n._('Kitchen ticket')}>
        <OrderTicket {...ticketProps} />
        <DialogButtons dismissLabel={i18n._('Close')} label={i18n._('Print')} onClick={() => window.print()} />
      </DialogFrame>
      <Portal>
        <div className={printSheet} data-print-ticket="">
          <OrderTicket {...ticketProps} />
        </div>
      </Portal>
    </>
  );
}
