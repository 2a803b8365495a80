import type { I18n } from '@lingui/core';
import { useLingui } from '../../i18n/use-lingui';
import { MAX_REASON_LENGTH, type Order } from '../../../contract/order';
import {
  type AdminOrdersEvent,
  type AdminOrdersView,
  CANCEL_QUESTION,
  REASON_LABEL,
  REFUND_QUESTION,
  REFUND_REFERENCE_LABEL,
} from '../../../machines/orders/admin-orders.machine';
import { formatMoney } from '../../i18n/format';
import { ConfirmDialog } from '../../ui/admin/admin-confirm-dialog';
import { refundText } from './admin-order-card';
import { PromptDialog } from '../../ui/admin/admin-prompt-dialog';
import '../../app/admin-english';

const cancelDetail = (i18n: I18n, order: Order) =>
  order.customer
    ? i18n._('#{number} for {name}, {total}', {
        number: order.number,
        name: order.customer.name,
        total: formatMoney(i18n, order.total),
      })
    : i18n._('#{number}, {total}', { number: order.number, total: formatMoney(i18n, order.total) });

interface OrderDialogsProps {
  view: Pick<AdminOrdersView, 'confirmCancel' | 'recordRefund'>;
  send: (event: AdminOrdersEvent) => void;
}

/**
 * The Order List's questions: cancelling (a paid order also asks why, since its refund falls due) and recording a
 * refund as made.
 */
export function OrderDialogs({ view, send }: OrderDialogsProps) {
  const { i18n } = useLingui();
  // A paid order's cancel asks for a reason, an unpaid one's only to confirm: the same question and buttons.
  const cancelOrder = {
    question: i18n._(CANCEL_QUESTION),
    busy: view.confirmCancel?.cancelling ?? false,
    confirmLabel: i18n._('Cancel order'),
    busyLabel: i18n._('Cancelling…'),
    dismissLabel: i18n._('Keep order'),
    onCancel: () => send({ type: 'order.move.cancel' }),
  };
  return (
    <>
      <PromptDialog
        {...cancelOrder}
        open={view.confirmCancel?.needsReason ?? false}
        detail={
          view.confirmCancel
            ? i18n._('{order}. It was paid: the refund falls due.', {
                order: cancelDetail(i18n, view.confirmCancel.order),
              })
            : undefined
        }
        label={i18n._(REASON_LABEL)}
        maxLength={MAX_REASON_LENGTH}
        onConfirm={(reason) => send({ type: 'order.move.confirm', reason })}
      />
      <PromptDialog
        open={view.recordRefund !== null}
        question={i18n._(REFUND_QUESTION)}
        detail={
          view.recordRefund?.order.refund
            ? i18n._('#{number}: {refund}', {
                number: view.recordRefund.order.number,
                refund: refundText(i18n, view.recordRefund.order.refund),
              })
            : undefined
        }
        label={i18n._(REFUND_REFERENCE_LABEL)}
        maxLength={100}
        busy={view.recordRefund?.recording ?? false}
        confirmLabel={i18n._('Mark refunded')}
        busyLabel={i18n._('Saving…')}
        dismissLabel={i18n._('Close')}
        onConfirm={(reference) => send({ type: 'order.refund.confirm', reference })}
        onCancel={() => send({ type: 'order.refund.cancel' })}
      />
      <ConfirmDialog
        {...cancelOrder}
        open={view.confirmCancel !== null && !view.confirmCancel.needsReason}
        detail={view.confirmCancel ? cancelDetail(i18n, view.confirmCancel.order) : undefined}
        onConfirm={() => send({ type: 'order.move.confirm' })}
      />
    </>
  );
}
