import type { ChangeBus } from './change-bus';

/**
 * Live order streams one user may hold at once on one server (docs/rules/robustness.md#limits: 1,000 used to be
 * accepted).
 */
export const MAX_STREAMS_PER_USER = 4;

interface Stream {
  userId: number;
  sessionId: number;
  end: () => void;
  /** Checks the stream's session now rather than at its next ping. */
  recheck: () => void;
}

/**
 * The open live order streams of this server, so a session's end closes them at once (not at the next 25-second
 * check) and a user opening more than MAX_STREAMS_PER_USER ends their oldest: a new tab always gets its stream.
 *
 * A session ended through another instance sharing the database closes this server's streams too: the end travels
 * over the change bus, and every instance closes the matching streams when it hears of it. The one that ended the
 * session closes its own at once, without waiting for the bus to bring the news back.
 */
export interface LiveStreams {
  /** Registers an open stream; answers how to take it off when it ends by itself. */
  open(stream: Stream): () => void;
  /** A logout: the streams opened with that session end, on every instance. */
  endSession(sessionId: number): void;
  /** A password change or reset, or the account's deletion: every stream of the user ends, on every instance. */
  endUser(userId: number): void;
}

export function createLiveStreams(bus: ChangeBus, max = MAX_STREAMS_PER_USER): LiveStreams {
  // Insertion order is opening order: the first of a user's streams is their oldest.
  const streams = new Set<Stream>();
  const end = (which: (stream: Stream) => boolean) => {
    for (const stream of [...streams]) {
      if (!which(stream)) continue;
      streams.delete(stream);
      stream.end();
    }
  };
  const endSession = (sessionId: number) => end((stream) => stream.sessionId === sessionId);
  const endUser = (userId: number) => end((stream) => stream.userId === userId);

  bus.subscribe((change) => {
    if (change.topic === 'session-ended') endSession(change.sessionId);
    else if (change.topic === 'user-sessions-ended') endUser(change.userId);
    else if (change.topic === 'recheck') for (const stream of streams) stream.recheck();
  });

  return {
    open(stream) {
      const own = [...streams].filter((each) => each.userId === stream.userId);
      const excess = own.length + 1 - max;
      if (excess > 0) {
        const oldest = new Set(own.slice(0, excess));
        end((each) => oldest.has(each));
      }
      streams.add(stream);
      return () => void streams.delete(stream);
    },
    endSession(sessionId) {
      endSession(sessionId);
      bus.publish({ topic: 'session-ended', sessionId });
    },
    endUser(userId) {
      endUser(userId);
      bus.publish({ topic: 'user-sessions-ended', userId });
    },
  };
}
