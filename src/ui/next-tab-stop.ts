const CANDIDATES = 'a[href], button, input, select, textarea, summary, [tabindex]';

/** Whether the keyboard's Tab stops at the element: focusable, not disabled, not taken out of the order, shown. */
function isTabStop(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled) return false;
  if (element.closest('[inert], [hidden]')) return false;
  return element.getClientRects().length > 0;
}

/**
 * The element Tab reaches after `from` in document order, passing over what is inside `skip` (a popup that is
 * closing); null at the end of the page.
 */
export function nextTabStop(from: Element, skip?: Element | null): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>(CANDIDATES)) {
    if (!(from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
    if (from.contains(element) || skip?.contains(element)) continue;
    if (isTabStop(element)) return element;
  }
  return null;
}
