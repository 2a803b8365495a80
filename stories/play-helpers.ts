import { expect, userEvent, waitFor, within } from './story-test';
import { findPath, findToast } from './account-story';

export type Canvas = ReturnType<typeof within>;
type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A play function written against the canvas's queries, which nearly every story starts by asking for. */
export const inCanvas =
  (check: (canvas: Canvas, canvasElement: HTMLElement) => Promise<void>): Play =>
  ({ canvasElement }) =>
    check(within(canvasElement), canvasElement);

/**
 * The page as a user sees it once something appeared: after the next frame is painted. A component subscribes to the
 * app's machines in an effect, after the render that drew it, and draws again if they moved meanwhile; a play that
 * reads in the same task as its `findBy` may see the page between the two, which no one sees.
 */
export const afterPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/** Waits for each of `texts` on the canvas, in turn: what a screen says while loading, empty or refused. */
export async function findTexts(canvas: Canvas, texts: readonly (string | RegExp)[]) {
  for (const text of texts) await expect(await canvas.findByText(text)).toBeInTheDocument();
}

/** A story that only has to say something: each of `texts` shows. */
export const showsTexts = (...texts: (string | RegExp)[]): Play => inCanvas((canvas) => findTexts(canvas, texts));

/** A read that failed: the screen says so and offers to try again. */
export const offersRetry = (text: string): Play =>
  inCanvas(async (canvas) => {
    await findTexts(canvas, [text]);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

/** A screen that is not for this visitor: a toast says why, and the router goes on to `path`. */
export const sendsAway =
  (toast: string, path = '/'): Play =>
  async ({ canvasElement }) => {
    await expect(await findToast(toast)).toBeInTheDocument();
    await expect(await findPath(canvasElement, path)).toBeInTheDocument();
  };

/** Presses a button on the canvas and waits for the toast it brings. */
export async function pressForToast(canvas: Canvas, button: string, toast: string) {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  await expect(await findToast(toast)).toBeInTheDocument();
}

/**
 * Scrolls to the end of the page, as a reader does: the parts below the first screen (the home page's About and Find
 * Us, the footer) load as they are neared.
 */
export async function scrollToEnd(canvasElement: HTMLElement) {
  canvasElement.scrollIntoView({ block: 'end' });
  window.scrollTo(0, document.documentElement.scrollHeight);
}

/** An admin dropdown's button in the navbar, once its menu has arrived (until then a look-alike stands in). */
export async function findMenuButton(nav: Canvas, name: string) {
  await waitFor(() => expect(nav.getByRole('button', { name })).toHaveAttribute('data-scope', 'menu'));
  return nav.getByRole('button', { name });
}
