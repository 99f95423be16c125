/** Open event streams one session may hold: a few panel tabs, not a thousand connections. */
export const MAX_STREAMS_PER_SESSION = 5;

interface OpenStream {
  userId: number;
  end: () => void;
}

/**
 * The admin event streams open in THIS process, by session id, so a logout (or another end of a
 * session here) closes its streams at once. Other instances find out at their next heartbeat,
 * which re-checks the session in PostgreSQL.
 */
export interface AdminStreams {
  /**
   * Registers a stream unless its session already holds MAX_STREAMS_PER_SESSION (checked and
   * added in one synchronous step, so parallel openings cannot pass the cap). Answers the
   * function that unregisters it, or null when refused.
   */
  add(sessionId: string, userId: number, end: () => void): (() => void) | null;
  /** Ends every stream of a session (logout, expiry). */
  endSession(sessionId: string): void;
  /** Ends every stream of an administrator, whatever the session (the account was disabled). */
  endUser(userId: number): void;
  count(sessionId: string): number;
}

export function createAdminStreams(maxPerSession = MAX_STREAMS_PER_SESSION): AdminStreams {
  const bySession = new Map<string, Set<OpenStream>>();

  const endAll = (streams: Iterable<OpenStream>) => {
    // Copied first: each end() unregisters its stream from the set being read.
    for (const stream of [...streams]) stream.end();
  };

  return {
    add(sessionId, userId, end) {
      const streams = bySession.get(sessionId) ?? new Set<OpenStream>();
      if (streams.size >= maxPerSession) return null;
      const stream: OpenStream = { userId, end };
      streams.add(stream);
      bySession.set(sessionId, streams);
      return () => {
        streams.delete(stream);
        if (streams.size === 0 && bySession.get(sessionId) === streams) bySession.delete(sessionId);
      };
    },
    endSession(sessionId) {
      endAll(bySession.get(sessionId) ?? []);
    },
    endUser(userId) {
      endAll([...bySession.values()].flatMap((streams) => [...streams].filter((stream) => stream.userId === userId)));
    },
    count(sessionId) {
      return bySession.get(sessionId)?.size ?? 0;
    },
  };
}
