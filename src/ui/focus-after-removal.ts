import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const lost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * A list whose items can be removed (the cart's lines). When the item that had the focus leaves, its control having
 * been disabled while it went, the focus goes to the same control of the item that took its place (or of the new last
 * item), or to `empty` once the list is empty, not to the page's body where a screen reader says nothing
 * (docs/rules/screens.md#keyboard-and-screen-readers). Items are the list's children with `data-key`; their controls
 * are told apart by `data-control`. Focus the user moved elsewhere meanwhile stays where they put it.
 */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  keys: readonly (string | number)[],
  empty: RefObject<HTMLElement | null>,
) {
  const focused = useRef<{ key: string; control: string } | null>(null);
  const before = useRef(keys.map(String));
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const keyOf = (target: HTMLElement) => target.closest<HTMLElement>('[data-key]')?.dataset.key;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const key = keyOf(target);
      const control = target.dataset.control;
      focused.current = key && control ? { key, control } : null;
    };
    // A control disabled in place, or taken out with its item, blurs to nowhere: that one is remembered (the removal's
    // own render, which blurs it, finds it so). Focus taken elsewhere, or a press on the page around, forgets it.
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as HTMLButtonElement;
      if (event.relatedTarget) focused.current = null;
      else
        queueMicrotask(() => {
          if (target.isConnected && !target.disabled && focused.current?.key === keyOf(target)) focused.current = null;
        });
    };
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  });
  useLayoutEffect(() => {
    const now = keys.map(String);
    const previous = before.current;
    before.current = now;
    const was = focused.current;
    if (!was || !lost()) return;
    // Gone: the item that took its place (or the new last one) stands in for it.
    const key = now.includes(was.key) ? was.key : now[Math.min(previous.indexOf(was.key), now.length - 1)];
    if (key === undefined) {
      focused.current = null;
      empty.current?.focus();
      return;
    }
    focused.current = { key, control: was.control };
    // While the list waits (the removal's answer on its way, or refused) its controls are disabled: the focus goes
    // there once it can.
    const target = list.current
      ?.querySelector(`:scope > [data-key="${CSS.escape(key)}"]`)
      ?.querySelector<HTMLButtonElement>(`[data-control="${CSS.escape(was.control)}"]`);
    if (target && !target.disabled) {
      focused.current = null;
      target.focus();
    }
  });
}
