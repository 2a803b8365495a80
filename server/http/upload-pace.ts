import { BodyStalled } from './body-stalled';

export interface UploadPace {
  minBytesPerSecond: number;
  /** The floor is measured over this much time spent waiting for the client, once that much has passed. */
  paceWindowMs: number;
  /** From the moment the upload was let in to the body's last byte. */
  maxBodyMs: number;
}

export type PaceCut = 'too-slow' | 'too-long';

/**
 * Thrown into the reader of an upload cut for its pace. A BodyStalled, so errorHandler answers it 408 (the gate then
 * says which bound it crossed) rather than taking it for a server fault.
 */
export class UploadTooSlow extends BodyStalled {
  constructor(readonly why: PaceCut) {
    super();
  }
}

interface Mark {
  waited: number;
  received: number;
}

/**
 * The upload's body as it arrives, cut when it falls below the floor or takes too long: the reader's pending read
 * fails with UploadTooSlow, the client's stream is let go and `onCut` is called once, at the moment of the cut (the
 * gate gives the place back there, before the route has even seen the failure).
 *
 * The floor is measured on the time spent waiting for the client: the clock runs only while a read is pending, so a
 * route busy with its own work between reads (or not reading at all) never makes a client look slow. A trickler
 * keeps a read pending forever; it is cut one window after the first read. `stop` ends the watch (the request is
 * over); the watch also ends with the body.
 */
export function pacedBody(
  body: ReadableStream<Uint8Array>,
  pace: UploadPace,
  onCut: (why: PaceCut) => void,
) {
  const now = () => performance.now();
  const reader = body.getReader();
  const floorBytes = (pace.minBytesPerSecond * pace.paceWindowMs) / 1000;
  let waitedBefore = 0;
  let waitingSince: number | null = null;
  let received = 0;
  // marks[0] is the last mark at or before the window's start; the rest are inside the window.
  const marks: Mark[] = [{ waited: 0, received: 0 }];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let interrupt: ((error: Error) => void) | undefined;
  let over = false;

  const waited = (at: number) => waitedBefore + (waitingSince === null ? 0 : at - waitingSince);
  const stop = () => {
    over = true;
    clearInterval(check);
    clearTimeout(deadline);
  };
  const cut = (why: PaceCut) => {
    if (over) return;
    stop();
    const error = new UploadTooSlow(why);
    onCut(why);
    if (interrupt) interrupt(error);
    else controller?.error(error);
    void reader.cancel(error).catch(() => {});
  };
  const check = setInterval(
    () => {
      if (waitingSince === null) return;
      const inWindow = waited(now()) - pace.paceWindowMs;
      if (inWindow < 0) return;
      while (marks.length > 1 && (marks[1] as Mark).waited <= inWindow) marks.shift();
      if (received - (marks[0] as Mark).received < floorBytes) cut('too-slow');
    },
    Math.max(10, Math.floor(pace.paceWindowMs / 5)),
  );
  const deadline = setTimeout(() => cut('too-long'), pace.maxBodyMs);

  const stream = new ReadableStream<Uint8Array>(
    {
      start(given) {
        controller = given;
      },
      async pull(given) {
        const interrupted = new Promise<never>((_, reject) => {
          interrupt = reject;
        });
        waitingSince = now();
        try {
          const { value, done } = await Promise.race([reader.read(), interrupted]);
          if (done) {
            stop();
            given.close();
            return;
          }
          received += value.byteLength;
          marks.push({ waited: waited(now()), received });
          given.enqueue(value);
        } catch (error) {
          stop();
          given.error(error);
        } finally {
          waitedBefore = waited(now());
          waitingSince = null;
          interrupt = undefined;
        }
      },
      cancel(reason) {
        stop();
        return reader.cancel(reason);
      },
    },
    // Read only when the route asks, as bodyTimeout does: the clock must see the route's reads, not a read-ahead.
    { highWaterMark: 0 },
  );
  return { stream, stop };
}
