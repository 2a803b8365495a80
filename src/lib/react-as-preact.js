// Plain JavaScript: preact/compat's types are an `export =`, which TypeScript will not re-export with `export *`.
import { options } from 'preact';

// What the views import as 'react' (react-is-preact.ts): preact/compat, with its effects run as React runs those of
// an update a click or a key made: before the browser's next task. Preact runs useEffect after the next frame is
// painted. zag's widgets (Ark) count on React's order: a controlled `open` reaches the machine by an effect, the
// machine's presence by another, and only then are the parts drawn, while the machine looks for them (to focus the
// menu, to name the dialog by its title) in the next animation frame. With a task between each effect, a busy
// machine painted a frame in between: the menu was never focused, the dialog kept no name; and a menu closed by Tab
// gave the focus back to its button after the next tab stop had taken it (link-menu.ts).
options.requestAnimationFrame = (flush) => {
  queueMicrotask(flush);
};

export * from 'preact/compat';
export { default } from 'preact/compat';
