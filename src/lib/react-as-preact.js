// Plain JavaScript: preact/compat's types are an `export =`, which TypeScript will not re-export with `export *`.
import { options } from 'preact';

// What the views import as 'react' (react-is-preact.ts): preact/compat, with its effects run as React runs them.
// Preact runs useEffect after the next frame is painted; React, in a task of its own soon after the commit. zag's
// widgets (Ark) count on React's: on opening, they look for their parts in the next animation frame, and a part
// drawn by an effect (the dialog's content in its portal) was not there yet under Preact, and no title named the
// dialog.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush, 0);
};

export * from 'preact/compat';
export { default } from 'preact/compat';
