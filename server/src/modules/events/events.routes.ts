import type { DataSource } from 'typeorm';
import { MESSAGES } from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import type { Logger } from '../../logger.js';
import type { AdminStreams } from './admin-streams.js';
import type { EventBus } from './event-bus.js';
import { queryRows } from '../../db/sql.js';

export const HEARTBEAT_MS = 25_000;

export interface AdminEventsOptions {
  db: DataSource;
  events: EventBus;
  streams: AdminStreams;
  logger: Logger;
  /** SESSION_ABSOLUTE_HOURS: a stream ends with its session however active it is. */
  absoluteHours: number;
  /** The keep-alive comment, and the moment the session is checked again. */
  heartbeatMs?: number;
}

/**
 * Whether the stream's session may still receive events: its row exists and has not expired (a
 * logout or expiry on any instance removes or ages it), it is within the absolute lifetime, and
 * its administrator exists and is not disabled. `to_jsonb(u)` reads disabled_at only where the
 * column exists, so the check does not depend on the migration that adds it.
 */
async function sessionStillValid(db: DataSource, sessionId: string, absoluteHours: number): Promise<boolean> {
  const rows = await queryRows<unknown>(
    db,
    `SELECT 1 FROM sessions s
       JOIN admin_users u ON s.sess #>> '{passport,user}' = u.id::text
      WHERE s.sid = $1 AND s.expire > now()
        AND (s.sess ->> 'signedInAt' IS NULL OR (s.sess ->> 'signedInAt')::bigint > $2)
        AND to_jsonb(u) ->> 'disabled_at' IS NULL`,
    [sessionId, Date.now() - absoluteHours * 3_600_000],
  );
  return rows.length > 0;
}

/**
 * GET /admin/events: Server-Sent Events of new surveys and mail for signed-in administrators.
 * A stream lives only as long as its session: a logout in this process ends it at once (the
 * streams registry), anything else (a logout on another instance, expiry, a disabled account) at
 * the next heartbeat. A session holds at most MAX_STREAMS_PER_SESSION streams.
 */
export function mountAdminEvents(routes: AdminRoutes, options: AdminEventsOptions): void {
  const { db, events, streams, logger, absoluteHours, heartbeatMs = HEARTBEAT_MS } = options;
  routes.get('/admin/events', (req, res) => {
    const sessionId = req.sessionID;
    let ended = false;
    let unsubscribe = () => {};
    let unregister: (() => void) | null = null;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      unregister?.();
      res.end();
    };
    unregister = streams.add(sessionId, (req.user as Express.User).id, end);
    if (!unregister) throw new HttpError(429, 'too_many_streams', MESSAGES.auth.tooManyStreams);

    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from buffering the stream.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // Tells proxies such as nginx not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    unsubscribe = events.subscribe((event) => {
      if (!ended) res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => {
      sessionStillValid(db, sessionId, absoluteHours)
        .then((valid) => {
          if (!valid) end();
          else if (!ended) res.write(': ping\n\n');
        })
        // Without the database no event arrives either (they come through LISTEN): keep the stream.
        .catch((error: unknown) => logger.warn({ err: error }, 'event stream session check failed'));
    }, heartbeatMs);
    res.on('close', end);
  });
}
