import { Dialog } from '@ark-ui/react/dialog';
import { useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { fieldInput, fieldLabel, fieldRoot } from '../form-field';
import { DialogButtons, DialogFrame } from '../dialog-frame';

interface PromptDialogProps {
  open: boolean;
  question: string;
  detail?: string;
  /** The one thing asked for, and how long it may be. */
  label: string;
  maxLength: number;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  dismissLabel: string;
  onConfirm: (value: string) => void;
  onCancel: () => void;
}

/**
 * A question that needs a few words before it can be answered (why a paid order is cancelled, the reference of a
 * refund made in eSewa's panel): one required field, the answer sent with the confirm.
 */
export function PromptDialog({
  open,
  question,
  detail,
  label,
  maxLength,
  busy,
  confirmLabel,
  busyLabel,
  dismissLabel,
  onConfirm,
  onCancel,
}: PromptDialogProps) {
  const [value, setValue] = useState('');
  const inputId = useId();
  // The field, not the dismiss button an alertdialog would start on: what is typed at once lands in it.
  const input = useRef<HTMLInputElement>(null);
  return (
    <DialogFrame
      open={open}
      role="alertdialog"
      onClose={() => !busy && onCancel()}
      onExitComplete={() => setValue('')}
      initialFocusEl={() => input.current}
      title={question}
    >
      {detail && <Dialog.Description className={css({ color: 'fg.muted' })}>{detail}</Dialog.Description>}
      <form
        className={css({ display: 'grid', gap: '5' })}
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim() !== '') onConfirm(value.trim());
        }}
      >
        <div className={fieldRoot}>
          <label className={fieldLabel} htmlFor={inputId}>
            {label}
          </label>
          <input
            ref={input}
            id={inputId}
            className={fieldInput}
            value={value}
            maxLength={maxLength}
            required
            disabled={busy}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <DialogButtons
          busy={busy}
          disabled={value.trim() === ''}
          dismissLabel={dismissLabel}
          label={confirmLabel}
          busyLabel={busyLabel}
        />
      </form>
    </DialogFrame>
  );
}
