/** '(2) Order List · Himalayan Hearth': the tab says how many new orders wait unseen, on every admin screen. */
const COUNT = /^\(\d+\) /;

let unseen = 0;
let observer: MutationObserver | null = null;

function apply() {
  const base = document.title.replace(COUNT, '');
  const wanted = unseen > 0 ? `(${unseen}) ${base}` : base;
  if (document.title !== wanted) document.title = wanted;
}

/**
 * Shows `count` in front of the tab's title, and keeps it there when a screen sets its own title (each page names
 * itself on arrival), until the count is 0 again.
 */
export function showUnseenInTitle(count: number): void {
  unseen = count;
  apply();
  if (observer || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(apply);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
}
