import { Dialog } from '@ark-ui/react/dialog';
import { css } from 'styled-system/css';
import { DialogButtons, DialogFrame } from '../../ui/dialog-frame';

interface ConfirmDialogProps {
  open: boolean;
  /** The spec's question, word for word. */
  question: string;
  detail?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The buttons' words, where the question is not about deleting. */
  confirmLabel?: string;
  busyLabel?: string;
  dismissLabel?: string;
}

/** A confirmation before something that cannot be undone (spec §2's deletes, cancelling an order). */
export function ConfirmDialog({
  open,
  question,
  detail,
  busy,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting…',
  dismissLabel = 'Cancel',
}: ConfirmDialogProps) {
  return (
    <DialogFrame open={open} role="alertdialog" onClose={() => !busy && onCancel()} title={question}>
      {detail && <Dialog.Description className={css({ color: 'fg.muted' })}>{detail}</Dialog.Description>}
      <DialogButtons
        busy={busy}
        dismissLabel={dismissLabel}
        label={confirmLabel}
        busyLabel={busyLabel}
        onClick={onConfirm}
      />
    </DialogFrame>
  );
}
