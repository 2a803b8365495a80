import type { ReactNode } from 'react';
import { button } from 'styled-system/recipes';

interface FlowFormProps {
  className?: string;
  /** Tells the screen's flow; the flow checks the fields by the contract's rules and sends them. */
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A form its flow sends: the browser neither sends it nor runs its own checks (`noValidate`), so what the reader
 * sees are the flow's texts (docs/rules/validation.md#validation-rules). The account screens and the admin's forms are
 * all built on it.
 */
export function FlowForm({ className, onSubmit, children }: FlowFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
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

/** A flow form's large send button; it takes no second press while the flow sends. */
export function SubmitButton({ label, busyLabel, busy }: SubmitButtonProps) {
  return (
    <button type="submit" className={button({ size: 'lg' })} disabled={busy} aria-busy={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
