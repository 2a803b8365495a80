import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes';

// The backdrop and the positioner both cover the page, above its menus.
const layer = css({ position: 'fixed', inset: '0', zIndex: 'dropdown' });
const backdrop = cx(layer, css({ bg: 'charcoal.950/60' }));
const positioner = cx(layer, css({ display: 'grid', placeItems: 'center', p: '4', overflowY: 'auto' }));
const content = css({
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
const title = css({ fontFamily: 'display', fontSize: 'xl', fontWeight: 'bold' });
// A dialog that is a screen of its own (Edit Profile) titles itself like one.
const largeTitle = css({ fontFamily: 'display', fontSize: '2xl', fontWeight: 'bold' });
const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '3' });

interface DialogFrameProps {
  open: boolean;
  /** Escape, the backdrop or a close button asked to close it. */
  onClose: () => void;
  title: ReactNode;
  largeTitle?: boolean;
  /** 'alertdialog' for a question that must be answered before going on. */
  role?: 'dialog' | 'alertdialog';
  onExitComplete?: () => void;
  /** What has the focus once it opens (by default the least harmful button of an alertdialog, its first field else). */
  initialFocusEl?: () => HTMLElement | null;
  children: ReactNode;
}

/** A modal card over a dimmed page, mounted only while open: its title, then what it holds. */
export function DialogFrame({
  open,
  onClose,
  title: heading,
  largeTitle: large,
  role = 'dialog',
  onExitComplete,
  initialFocusEl,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: nowOpen }) => !nowOpen && onClose()}
      lazyMount
      unmountOnExit
      role={role}
      onExitComplete={onExitComplete}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop className={backdrop} />
        <Dialog.Positioner className={positioner}>
          <Dialog.Content className={content}>
            <Dialog.Title className={large ? largeTitle : title}>{heading}</Dialog.Title>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface DialogButtonsProps {
  /** The answer is on its way: both buttons wait, the main one says so. */
  busy?: boolean;
  dismissLabel: string;
  label: string;
  busyLabel?: string;
  /** Without it the main button submits the dialog's form. */
  onClick?: () => void;
  /** Held back for another reason than being busy (nothing typed yet). */
  disabled?: boolean;
}

/** The dialog's buttons, at its foot on the right: one that closes it, then the one that does what it asks. */
export function DialogButtons({ busy, dismissLabel, label, busyLabel, onClick, disabled }: DialogButtonsProps) {
  return (
    <div className={actions}>
      <Dialog.CloseTrigger className={button({ variant: 'ghost' })} disabled={busy}>
        {dismissLabel}
      </Dialog.CloseTrigger>
      <button
        type={onClick ? 'button' : 'submit'}
        className={button()}
        disabled={busy || disabled}
        aria-busy={busy}
        onClick={onClick}
      >
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}
