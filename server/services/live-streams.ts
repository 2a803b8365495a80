/** Live order streams one user may hold at once on one server (issue 14: 1,000 used to be accepted). */
export const MAX_STREAMS_PER_USER = 4;

interface Stream {
  userId: number;
  sessionId: number;
  end: () => void;
}

/**
 * The open live order streams of this server, so a session's end closes them at once (not at the next 25-second
 * check) and a user opening more than MAX_STREAMS_PER_USER ends their oldest: a new tab always gets its stream.
 */
export interface LiveStreams {
  /** Registers an open stream; answers how to take it off when it ends by itself. */
  open(stream: Stream): () => void;
  endSession(sessionId: number): void;
  endUser(userId: number): void;
}

export function createLiveStreams(max = MAX_STREAMS_PER_USER): LiveStreams {
  // Insertion order is opening order: the first of a user's streams is their oldest.
  const streams = new Set<Stream>();
  const end = (which: (stream: Stream) => boolean) => {
    for (const stream of [...streams]) {
      if (!which(stream)) continue;
      streams.delete(stream);
      stream.end();
    }
  };
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
    endSession: (sessionId) => end((stream) => stream.sessionId === sessionId),
    endUser: (userId) => end((stream) => stream.userId === userId),
  };
}
