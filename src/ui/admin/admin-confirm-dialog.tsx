import { Dialog } from '@ark-ui/react/dialog';
import { useLingui } from '../../i18n/use-lingui';
import { css } from 'styled-system/css';
import { DialogButtons, DialogFrame } from '../dialog-frame';
import '../../app/admin-english';

interface ConfirmDialogProps {
  open: boolean;
  /** The spec's question, word for word. */
  question: string;
  detail?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The buttons' words (in the reader's language), where the question is not about deleting. */
  confirmLabel?: string;
  busyLabel?: string;
  dismissLabel?: string;
}

/**
 * A confirmation before something that cannot be undone (docs/rules/screens.md#admin-screens: deletes, cancelling an
 * order).
 */
export function ConfirmDialog({
  open,
  question,
  detail,
  busy,
  onConfirm,
  onCancel,
  confirmLabel,
  busyLabel,
  dismissLabel,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  return (
    <DialogFrame open={open} role="alertdialog" onClose={() => !busy && onCancel()} title={question}>
      {detail && <Dialog.Description className={css({ color: 'fg.muted' })}>{detail}</Dialog.Description>}
      <DialogButtons
        busy={busy}
        dismissLabel={dismissLabel ?? i18n._('Cancel')}
        label={confirmLabel ?? i18n._('Delete')}
        busyLabel={busyLabel ?? i18n._('Deleting…')}
        onClick={onConfirm}
      />
    </DialogFrame>
  );
}
