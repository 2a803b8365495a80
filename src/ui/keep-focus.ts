import { useLayoutEffect, useRef, type RefObject } from 'react';

const lost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * The control that had the focus until it was disabled. preact/compat draws a change a microtask after the machine
 * makes it, and Chromium may drop a disabled button's focus to the body in between (any read of the layout does it):
 * by the time the button is drawn disabled, it is no longer the active element. Focus leaving an enabled control is
 * the user moving on; leaving a disabled one is not.
 */
let focusHolder: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    focusHolder = event.target as Element;
  });
  document.addEventListener('focusout', (event) => {
    if (!(event.target as HTMLButtonElement).disabled) focusHolder = null;
  });
}
const hadFocus = (button: HTMLElement) => document.activeElement === button || (lost() && focusHolder === button);

/**
 * A focused button that becomes disabled loses focus to the page's body, and a screen reader says nothing
 * (docs/rules/screens.md#keyboard-and-screen-readers:
 * 'Decrease' at a quantity of 1). This keeps it on a sensible control: `fallback` (Increase for Decrease) if
 * that one can take it; otherwise, while everything waits (a change on its way), the button takes it back once it is
 * enabled again, unless the user has gone elsewhere meanwhile.
 */
export function useKeepFocus(
  ref: RefObject<HTMLButtonElement | null>,
  fallback: RefObject<HTMLButtonElement | null>,
) {
  const pending = useRef(false);
  // After every render: the button's state and its fallback's come from several props.
  useLayoutEffect(() => {
    const button = ref.current;
    if (!button) return;
    if (pending.current && !lost()) pending.current = false;
    if (button.disabled && (hadFocus(button) || pending.current)) {
      const other = fallback.current;
      if (other && !other.disabled) {
        other.focus();
        pending.current = false;
      } else {
        pending.current = true;
      }
    } else if (!button.disabled && pending.current) {
      button.focus();
      pending.current = false;
    }
  });
}
