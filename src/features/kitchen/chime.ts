/** One short two-note ding, made with an oscillator: no sound file to download, nothing to cache. */
const NOTES = [
  { hz: 880, at: 0 },
  { hz: 1320, at: 0.12 },
] as const;
const NOTE_SECONDS = 0.18;

let context: AudioContext | null = null;

/**
 * Plays the new-order chime. Browsers refuse audio until the page has had a click or key press, and some have no
 * Web Audio at all: then there is no sound, and nothing else changes (the new order is highlighted anyway).
 */
export function playChime(): void {
  try {
    context ??= new AudioContext();
    // A context made before any user gesture starts suspended; resuming works once the admin has clicked anything.
    void context.resume().catch(() => {});
    const start = context.currentTime;
    for (const { hz, at } of NOTES) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = hz;
      // A quick rise and an exponential fall: a bell, not a click.
      gain.gain.setValueAtTime(0.0001, start + at);
      gain.gain.exponentialRampToValueAtTime(0.3, start + at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + at + NOTE_SECONDS);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + at);
      oscillator.stop(start + at + NOTE_SECONDS);
    }
  } catch {
    // No Web Audio, or the browser said no: the list shows the order all the same.
  }
}
