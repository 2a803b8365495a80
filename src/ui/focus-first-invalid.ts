/** The fields a form marks refused: Ark's fields and the code boxes all say so with aria-invalid. */
const INVALID = '[aria-invalid="true"]';

/** How long a refusal is waited for after a submit: the server's answer, on a slow line. */
const VERDICT_WAIT_MS = 20_000;

/** A field that takes the focus itself, even out of the Tab order (zag's code boxes: only one box is a Tab stop). */
const FIELD = 'input:not([type="hidden"]), textarea, select, button';
/** What takes the focus in a group marked invalid as a whole (the rating's radio group): its one stop for Tab. */
const STOP = `[tabindex="0"], ${FIELD}`;

/**
 * Focuses the first field `root` marks invalid, in document order; false when none is, or when it cannot take the
 * focus yet (still disabled while the form is busy: a field may be marked before it is enabled again).
 */
export function focusFirstInvalid(root: ParentNode): boolean {
  const field = root.querySelector<HTMLElement>(INVALID);
  if (!field) return false;
  // The first code box is out of the Tab order (tabindex -1) once the boxes lost the focus while they were disabled.
  const stop = field.tabIndex >= 0 || field.matches(FIELD) ? field : field.querySelector<HTMLElement>(STOP);
  if (!stop || stop.matches(':disabled')) return false;
  stop.focus();
  return true;
}

/**
 * After a submit, focus goes to the first field the verdict marks invalid, whether the form's own checks refuse it at
 * once or the server does later (docs/rules/screens.md#keyboard-and-screen-readers): focus left on the button, or
 * fallen to the body while it was busy, tells a screen-reader user nothing. Stops at the first such focus, when the
 * user types, or after a while.
 * Returns the stop.
 */
export function focusFirstInvalidAfterSubmit(form: HTMLElement): () => void {
  let frame = 0;
  const observer = new MutationObserver(() => {
    if (focusFirstInvalid(form)) stop();
  });
  const timer = setTimeout(() => stop(), VERDICT_WAIT_MS);
  // Typing (a key, a paste) is the user moving on; a widget's own input events (Ark's hidden inputs) are not.
  const onInput = () => stop();
  function stop() {
    cancelAnimationFrame(frame);
    observer.disconnect();
    clearTimeout(timer);
    clearTimeout(listening);
    form.removeEventListener('keydown', onInput);
    form.removeEventListener('paste', onInput);
  }
  // Marked refused, or enabled again after being marked (the code boxes are disabled while the code is checked).
  observer.observe(form, { subtree: true, attributes: true, attributeFilter: ['aria-invalid', 'disabled'] });
  // From the next task: the key that submitted (Enter in a code box) is still on its way up through the form; Preact
  // hears it on the box itself, before it reaches the form, where React heard it at the root, after.
  const listening = setTimeout(() => {
    form.addEventListener('keydown', onInput);
    form.addEventListener('paste', onInput);
  }, 0);
  // A refusal by the form's own checks is drawn by the next frame, with nothing new to observe if the same fields
  // were already marked.
  frame = requestAnimationFrame(() => {
    if (focusFirstInvalid(form)) stop();
  });
  return stop;
}
