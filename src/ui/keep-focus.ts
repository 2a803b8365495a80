import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const lost = () => document.activeElement === null || document.activeElement === document.body;

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
  // Chromium may blur a focused button the moment it is disabled (Debian's 150 does, inside the commit; any read of the
  // layout does, and preact/compat draws a microtask after the change), so the effect below finds the body focused
  // and cannot tell the focus was the button's: the blur itself says so.
  useEffect(() => {
    const button = ref.current;
    if (!button) return;
    const blurredByDisabling = (event: FocusEvent) => {
      if (button.disabled && event.relatedTarget === null) pending.current = true;
    };
    button.addEventListener('focusout', blurredByDisabling);
    return () => button.removeEventListener('focusout', blurredByDisabling);
  }, [ref]);
  // After every render: the button's state and its fallback's come from several props.
  useLayoutEffect(() => {
    const button = ref.current;
    if (!button) return;
    if (pending.current && !lost()) pending.current = false;
    if (button.disabled && (document.activeElement === button || pending.current)) {
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
