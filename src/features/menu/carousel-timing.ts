/**
 * How long the home carousel's hand-over to Ark may take to show the slide the plain carousel showed: zag measures
 * later on a busy phone. Its own module so the browser journey waits exactly as long, without loading the widget.
 */
export const HAND_OVER_MS = 5_000;
