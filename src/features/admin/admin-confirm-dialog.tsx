import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';

export const dialogBackdrop = css({ position: 'fixed', inset: '0', zIndex: 'dropdown', bg: 'charcoal.950/60' });
export const dialogPositioner = css({
  position: 'fixed',
  inset: '0',
  zIndex: 'dropdown',
  display: 'grid',
  placeItems: 'center',
  p: '4',
  overflowY: 'auto',
});
export const dialogContent = css({
  w: 'full',
  maxW: 'md',
  bg: 'bg.surface',
  borderRadius: '2xl',
  boxShadow: 'float',
  p: { base: '5', md: '7' },
  display: 'grid',
  gap: '5',
  animation: 'popIn',
});
export const dialogTitle = css({ fontFamily: 'display', fontSize: 'xl', fontWeight: 'bold' });
export const dialogActions = css({ display: 'flex', justifyContent: 'flex-end', gap: '3' });

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
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={({ open: nowOpen }) => !nowOpen && !busy && onCancel()}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={dialogBackdrop} />
        <Dialog.Positioner className={dialogPositioner}>
          <Dialog.Content className={dialogContent}>
            <Dialog.Title className={dialogTitle}>{question}</Dialog.Title>
            {detail && <Dialog.Description className={css({ color: 'fg.muted' })}>{detail}</Dialog.Description>}
            <div className={dialogActions}>
              <Dialog.CloseTrigger className={button({ variant: 'ghost' })} disabled={busy}>
                {dismissLabel}
              </Dialog.CloseTrigger>
              <button type="button" className={button()} disabled={busy} aria-busy={busy} onClick={onConfirm}>
                {busy ? busyLabel : confirmLabel}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
