import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger.js';
import { poolOf } from '../auth/session.js';

/** The advisory lock key of the IMAP synchroniser (one per database). */
export const IMAP_SYNC_LOCK_KEY = 7_301_427_001;

export interface SyncLock {
  /** Takes the lock on a connection of its own; false when another instance holds it. */
  acquire(): Promise<boolean>;
  release(): Promise<void>;
  readonly held: boolean;
}

/**
 * One synchroniser at a time across instances: a PostgreSQL advisory lock held on a dedicated
 * connection. The lock goes with that connection's session, so when the holder stops or its
 * connection dies, another instance takes over; `onLost` lets the holder stop its work then.
 */
export function createSyncLock(db: DataSource, log: Logger, onLost: () => void): SyncLock {
  let holder: pg.Client | null = null;

  return {
    get held() {
      return holder !== null;
    },
    async acquire() {
      const next = new pg.Client(poolOf(db).options);
      next.on('error', (error) => {
        log.warn({ err: error }, 'sync lock connection lost');
        if (holder === next) {
          holder = null;
          onLost();
        }
      });
      try {
        await next.connect();
        const [row] = (await next.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [IMAP_SYNC_LOCK_KEY])).rows;
        if (row?.locked) {
          holder = next;
          return true;
        }
      } catch (error) {
        log.warn({ err: error }, 'cannot take the sync lock');
      }
      await next.end().catch(() => undefined);
      return false;
    },
    async release() {
      const current = holder;
      holder = null;
      if (!current) return;
      await current.query('SELECT pg_advisory_unlock($1)', [IMAP_SYNC_LOCK_KEY]).catch(() => undefined);
      await current.end().catch(() => undefined);
    },
  };
}
