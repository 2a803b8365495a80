import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';
import { focusFirstInvalidAfterSubmit } from '../../ui/focus-first-invalid';

/** A form's fields, one under the other: the account forms, the edit dialogs, a meal's options. */
export const formStack = css({ display: 'grid', gap: '4' });

interface FlowFormProps {
  className?: string;
  /** Tells the screen's flow; the flow checks the fields by the contract's rules and sends them. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form its flow sends: the browser neither sends it nor runs its own checks (`noValidate`), so what the reader
 * sees are the flow's texts (docs/rules/validation.md#validation-rules). The account screens and the admin's forms are
 * all built on it. A refused submit sends focus to the first field marked invalid.
 */
export function FlowForm({ className, onSubmit, children }: FlowFormProps) {
  const stopWatching = useRef<() => void>(undefined);
  useEffect(() => () => stopWatching.current?.(), []);
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        stopWatching.current?.();
        stopWatching.current = focusFirstInvalidAfterSubmit(event.currentTarget);
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

interface SubmitButtonProps {
  /** What sending does, and what the button says while the flow is at it (in the reader's language). */
  label: string;
  busyLabel: string;
  busy: boolean;
}

/**
 * A flow form's large send button; it takes no second press while the flow sends. Disabled, it loses focus (the
 * browser sends it to the body): if it had it, it takes it back once the flow is done, unless the verdict sent it to
 * a refused field meanwhile.
 */
export function SubmitButton({ label, busyLabel, busy }: SubmitButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Pressed (by a click or a key: both focus it) is what disabling takes focus from.
  const pressed = useRef(false);
  useEffect(() => {
    if (busy) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (pressed.current && lost) ref.current?.focus();
    pressed.current = false;
  }, [busy]);
  return (
    <button
      ref={ref}
      type="submit"
      className={button({ size: 'lg' })}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void (pressed.current = true)}
    >
      {busy ? busyLabel : label}
    </button>
  );
}
