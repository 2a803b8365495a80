import { MAX_REASON_LENGTH, type Order } from '../../../contract/order';
import {
  type AdminOrdersEvent,
  type AdminOrdersView,
  CANCEL_QUESTION,
  REASON_LABEL,
  REFUND_QUESTION,
  REFUND_REFERENCE_LABEL,
} from '../../../machines/admin/admin-orders.machine';
import { formatAmount } from '../orders/order-lines';
import { ConfirmDialog } from './admin-confirm-dialog';
import { refundText } from './admin-order-card';
import { PromptDialog } from './admin-prompt-dialog';

const cancelDetail = (order: Order) =>
  `#${order.number}${order.customer ? ` for ${order.customer.name}` : ''}, ${formatAmount(order.total)}`;

interface OrderDialogsProps {
  view: Pick<AdminOrdersView, 'confirmCancel' | 'recordRefund'>;
  send: (event: AdminOrdersEvent) => void;
}

/**
 * The Order List's questions: cancelling (a paid order also asks why, since its refund falls due) and recording a
 * refund as made.
 */
export function OrderDialogs({ view, send }: OrderDialogsProps) {
  return (
    <>
      <PromptDialog
        open={view.confirmCancel?.needsReason ?? false}
        question={CANCEL_QUESTION}
        detail={
          view.confirmCancel
            ? `${cancelDetail(view.confirmCancel.order)}. It was paid: the refund falls due.`
            : undefined
        }
        label={REASON_LABEL}
        maxLength={MAX_REASON_LENGTH}
        busy={view.confirmCancel?.cancelling ?? false}
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        dismissLabel="Keep order"
        onConfirm={(reason) => send({ type: 'order.move.confirm', reason })}
        onCancel={() => send({ type: 'order.move.cancel' })}
      />
      <PromptDialog
        open={view.recordRefund !== null}
        question={REFUND_QUESTION}
        detail={
          view.recordRefund?.order.refund
            ? `#${view.recordRefund.order.number}: ${refundText(view.recordRefund.order.refund)}`
            : undefined
        }
        label={REFUND_REFERENCE_LABEL}
        maxLength={100}
        busy={view.recordRefund?.recording ?? false}
        confirmLabel="Mark refunded"
        busyLabel="Saving…"
        dismissLabel="Close"
        onConfirm={(reference) => send({ type: 'order.refund.confirm', reference })}
        onCancel={() => send({ type: 'order.refund.cancel' })}
      />
      <ConfirmDialog
        open={view.confirmCancel !== null && !view.confirmCancel.needsReason}
        question={CANCEL_QUESTION}
        detail={view.confirmCancel ? cancelDetail(view.confirmCancel.order) : undefined}
        busy={view.confirmCancel?.cancelling ?? false}
        confirmLabel="Cancel order"
        busyLabel="Cancelling…"
        dismissLabel="Keep order"
        onConfirm={() => send({ type: 'order.move.confirm' })}
        onCancel={() => send({ type: 'order.move.cancel' })}
      />
    </>
  );
}
