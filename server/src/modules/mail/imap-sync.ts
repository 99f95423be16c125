import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ImapFlow } from 'imapflow';
import pg from 'pg';
import type { DataSource, EntityManager } from 'typeorm';
import type { ImapConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { poolOf } from '../auth/session.js';
import type { EventBus } from '../events/event-bus.js';
import { parseMessage, type ParsedMessage } from './mail-parse.js';
import { readSyncState, recordSyncError, recordSyncSuccess, upsertImapMessage, type ImapLocation } from './mailbox.store.js';
import { isDatabaseUnavailable } from '../../http/db-errors.js';
import { execute, queryRows } from '../../db/sql.js';

/**
 * Keeps the foundation's IMAP inbox in the mailbox cache (ARCHITECTURE decision 7).
 *
 * - One instance at a time: the synchroniser first takes a PostgreSQL advisory lock on a
 *   dedicated connection; the other instances wait in standby and retry, and take over when the
 *   holder stops or its connection dies (the lock goes with the session).
 * - A pass lists UID and FLAGS of the whole mailbox, deletes cached messages that are gone,
 *   reconciles the \Seen flag both ways (seen anywhere means seen: a message opened in the
 *   admin while IMAP was down gets \Seen on the server at the next pass) and fetches, parses
 *   (mailparser), sanitises and stores the newest IMAP_SYNC_LIMIT messages it does not have yet,
 *   attachments included (large ones are fetched from IMAP on download).
 * - After the first pass the connection stays open in IDLE: new mail (EXISTS), expunges and
 *   flag changes start a pass at once; a full pass also runs every IMAP_RESYNC_SECONDS as a
 *   safety net. A lost connection is retried with backoff (1 s … 60 s) and resumes where it was.
 * - New unseen messages are announced as `mail.received` (at most EVENTS_PER_PASS per pass; the
 *   very first pass for a mailbox imports silently, so connecting a full inbox floods nobody).
 */

/** The advisory lock key of the synchroniser (one per database). */
export const IMAP_SYNC_LOCK_KEY = 7_301_427_001;
const DEFAULT_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];
const DEFAULT_STANDBY_RETRY_MS = 15_000;
const FETCH_BATCH = 50;
const EVENTS_PER_PASS = 10;
const IMAP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 5 * 60_000 } as const;

export interface SyncResult {
  inserted: number;
  deleted: number;
  flagsPulled: number;
  flagsPushed: number;
  durationMs: number;
}

export interface ImapSync {
  start(): void;
  stop(): Promise<void>;
  /** Resolves when this instance holds the lock and has finished a pass (tests, measurements). */
  whenSynced(timeoutMs?: number): Promise<void>;
  /** Runs a pass now on the open connection; rejects when not connected. */
  syncNow(): Promise<SyncResult>;
  /** Sets \Seen on the server; false when the server cannot be reached (a later pass retries). */
  markSeenOnServer(location: ImapLocation): Promise<boolean>;
  /** One body part of a message (an attachment), or null when it is no longer there. */
  downloadPart(location: ImapLocation, part: string): Promise<Buffer | null>;
  readonly connected: boolean;
}

export interface ImapSyncOptions {
  db: DataSource;
  config: ImapConfig;
  logger: Logger;
  events: EventBus;
  reconnectDelaysMs?: number[];
  standbyRetryMs?: number;
}

function clientOptions(config: ImapConfig) {
  return {
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: { user: config.user, pass: config.password },
    tls: { rejectUnauthorized: config.rejectUnauthorized },
    logger: false as const,
    disableAutoIdle: false,
    // IDLE (push of new mail) starts this soon after the last command; the default is 15 s.
    autoIdleDelay: 300,
    // Some servers end an IDLE after ~30 min; restart it earlier.
    maxIdleTime: 5 * 60_000,
    ...IMAP_TIMEOUTS,
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

function errorText(error: unknown): string {
  const record = error as { code?: string; message?: string; responseText?: string };
  return [record.code, record.responseText ?? record.message].filter(Boolean).join(': ') || String(error);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function createImapSync(options: ImapSyncOptions): ImapSync {
  const { db, config, events } = options;
  const log = options.logger.child({ module: 'imap-sync' });
  const reconnectDelays = options.reconnectDelaysMs ?? DEFAULT_RECONNECT_DELAYS_MS;
  const standbyRetryMs = options.standbyRetryMs ?? DEFAULT_STANDBY_RETRY_MS;
  const mailbox = config.mailbox;

  const abort = new AbortController();
  let loop: Promise<void> | null = null;
  let lockClient: pg.Client | null = null;
  let client: ImapFlow | null = null;
  let uidValidity: number | null = null;
  /** UIDs not to fetch again on every pass: a second copy of a stored Message-ID, or unreadable. */
  const skippedUids = new Set<string>();
  let passChain: Promise<unknown> = Promise.resolve();
  let passQueued = false;
  let syncedWaiters: (() => void)[] = [];
  let syncedOnce = false;

  async function acquireLock(): Promise<boolean> {
    const next = new pg.Client(poolOf(db).options);
    next.on('error', (error) => {
      log.warn({ err: error }, 'sync lock connection lost');
      if (lockClient === next) {
        lockClient = null;
        client?.close();
      }
    });
    try {
      await next.connect();
      const [row] = (await next.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [IMAP_SYNC_LOCK_KEY])).rows;
      if (row?.locked) {
        lockClient = next;
        return true;
      }
    } catch (error) {
      log.warn({ err: error }, 'cannot take the sync lock');
    }
    await next.end().catch(() => undefined);
    return false;
  }

  async function releaseLock(): Promise<void> {
    const holder = lockClient;
    lockClient = null;
    if (!holder) return;
    await holder.query('SELECT pg_advisory_unlock($1)', [IMAP_SYNC_LOCK_KEY]).catch(() => undefined);
    await holder.end().catch(() => undefined);
  }

  async function pass(imap: ImapFlow): Promise<SyncResult> {
    const started = performance.now();
    const lock = await imap.getMailboxLock(mailbox);
    try {
      const box = imap.mailbox;
      if (!box) throw new Error(`mailbox ${mailbox} is not open`);
      const validity = Number(box.uidValidity);
      if (uidValidity !== validity) skippedUids.clear();
      uidValidity = validity;

      const onServer = new Map<number, boolean>();
      if (box.exists > 0) {
        for await (const message of imap.fetch('1:*', { uid: true, flags: true })) {
          onServer.set(message.uid, message.flags?.has('\\Seen') ?? false);
        }
      }
      const known = await queryRows<{ id: number; uid: string; seen: boolean }>(
        db,
        `SELECT id, imap_uid::text AS uid, seen FROM mail_messages WHERE source = 'imap' AND mailbox = $1 AND imap_uid_validity = $2`,
        [mailbox, validity],
      );
      // The very first pass for this mailbox imports what is there silently (no event storm).
      const initial = !(await readSyncState(db, mailbox))?.lastSuccessAt;

      const gone = known.filter((row) => !onServer.has(Number(row.uid))).map((row) => row.id);
      if (gone.length > 0) await execute(db, `DELETE FROM mail_messages WHERE id = ANY($1::int[])`, [gone]);

      const pull = known.filter((row) => !row.seen && onServer.get(Number(row.uid)) === true).map((row) => row.id);
      if (pull.length > 0) await execute(db, `UPDATE mail_messages SET seen = true WHERE id = ANY($1::int[])`, [pull]);
      const push = known.filter((row) => row.seen && onServer.get(Number(row.uid)) === false).map((row) => row.uid);
      if (push.length > 0) await imap.messageFlagsAdd(push.join(','), ['\\Seen'], { uid: true });

      const knownUids = new Set(known.map((row) => Number(row.uid)));
      const wanted = [...onServer.keys()]
        .sort((a, b) => a - b)
        .slice(-config.syncLimit)
        .filter((uid) => !knownUids.has(uid) && !skippedUids.has(`${validity}:${uid}`));
      const fresh: { id: number; fromName: string; subject: string; receivedAt: Date }[] = [];
      for (let start = 0; start < wanted.length; start += FETCH_BATCH) {
        const batch = wanted.slice(start, start + FETCH_BATCH);
        const fetched: { uid: number; source: Buffer; seen: boolean; internalDate: Date | null }[] = [];
        for await (const message of imap.fetch(batch.join(','), { uid: true, flags: true, source: true, internalDate: true }, { uid: true })) {
          if (!message.source) continue;
          const internal = message.internalDate ? new Date(message.internalDate) : null;
          fetched.push({
            uid: message.uid,
            source: message.source,
            seen: message.flags?.has('\\Seen') ?? false,
            internalDate: internal && !Number.isNaN(internal.getTime()) ? internal : null,
          });
        }
        const parsed: { item: (typeof fetched)[number]; message: ParsedMessage }[] = [];
        for (const item of fetched) {
          try {
            parsed.push({ item, message: await parseMessage(item.source) });
          } catch (error) {
            // A message the parser cannot read must not stop the whole mailbox.
            log.warn({ err: error, uid: item.uid }, 'skipped a message that cannot be parsed');
            skippedUids.add(`${validity}:${item.uid}`);
          }
        }
        const store = async (manager: EntityManager, entry: (typeof parsed)[number]) => {
          const { item, message } = entry;
          const result = await upsertImapMessage(manager, { mailbox, uidValidity: validity, uid: item.uid }, message, {
            seen: item.seen,
            internalDate: item.internalDate,
          });
          if (result.duplicate) skippedUids.add(`${validity}:${item.uid}`);
          if (result.inserted && !item.seen) {
            fresh.push({ id: result.id, fromName: message.fromName || message.fromEmail, subject: message.subject, receivedAt: item.internalDate ?? new Date() });
          }
        };
        const freshBefore = fresh.length;
        try {
          // One transaction per batch: a thousand messages do not cost a thousand commits.
          await db.transaction(async (manager) => {
            for (const entry of parsed) await store(manager, entry);
          });
        } catch (error) {
          // Find the message the database refuses; store the others one by one.
          fresh.length = freshBefore;
          log.warn({ err: error }, 'batch not stored; storing its messages one by one');
          for (const entry of parsed) {
            try {
              await db.transaction((manager) => store(manager, entry));
            } catch (single) {
              // The database being away (a restart) is no reason to give up on a message: the pass
              // fails and a later one stores it. Skipping it here lost it from the mailbox for good.
              if (isDatabaseUnavailable(single)) throw single;
              log.warn({ err: single, uid: entry.item.uid }, 'skipped a message the database refused');
              skippedUids.add(`${validity}:${entry.item.uid}`);
            }
          }
        }
      }
      // Rows of an older UIDVALIDITY that no Message-ID moved to the new one are gone for good.
      // TypeORM answers DELETE with [rows, affected].
      const staleCount = await execute(
        db,
        `DELETE FROM mail_messages WHERE source = 'imap' AND mailbox = $1 AND imap_uid_validity <> $2`,
        [mailbox, validity],
      );

      if (!initial) {
        for (const message of fresh.slice(-EVENTS_PER_PASS)) {
          await events
            .publish({
              type: 'mail.received',
              id: randomUUID(),
              messageId: message.id,
              fromName: message.fromName,
              subject: message.subject,
              receivedAt: message.receivedAt.toISOString(),
            })
            .catch((error: unknown) => log.warn({ err: error }, 'mail.received not published'));
        }
      }
      await recordSyncSuccess(db, mailbox);
      const result = {
        inserted: fresh.length,
        deleted: gone.length + (staleCount ?? 0),
        flagsPulled: pull.length,
        flagsPushed: push.length,
        durationMs: Math.round(performance.now() - started),
      };
      if (result.inserted || result.deleted || result.flagsPulled || result.flagsPushed) log.info(result, 'mailbox synchronised');
      return result;
    } finally {
      lock.release();
    }
  }

  /** Passes never overlap; requests that arrive during a pass are merged into one more pass. */
  function requestPass(imap: ImapFlow): Promise<SyncResult> {
    const run = passChain.then(() => {
      passQueued = false;
      return pass(imap);
    });
    passChain = run.catch(() => undefined);
    return run;
  }

  function queuePass(imap: ImapFlow): void {
    if (passQueued) return;
    passQueued = true;
    requestPass(imap).catch((error: unknown) => {
      log.warn({ err: error }, 'synchronisation pass failed');
      void recordSyncError(db, mailbox, errorText(error)).catch(() => undefined);
      imap.close();
    });
  }

  function notifySynced(): void {
    syncedOnce = true;
    const waiters = syncedWaiters;
    syncedWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function session(): Promise<void> {
    const imap = new ImapFlow(clientOptions(config));
    const closed = new Promise<void>((resolve) => imap.once('close', () => resolve()));
    imap.on('error', (error: unknown) => log.warn({ err: error }, 'imap connection error'));
    await imap.connect();
    client = imap;
    try {
      await requestPass(imap);
      notifySynced();
      imap.on('exists', () => queuePass(imap));
      imap.on('expunge', () => queuePass(imap));
      imap.on('flags', () => queuePass(imap));
      const resync = setInterval(() => queuePass(imap), config.resyncSeconds * 1000);
      resync.unref();
      const stop = () => imap.close();
      abort.signal.addEventListener('abort', stop, { once: true });
      try {
        await closed;
      } finally {
        clearInterval(resync);
        abort.signal.removeEventListener('abort', stop);
      }
    } finally {
      client = null;
      imap.close();
    }
  }

  async function run(): Promise<void> {
    let attempt = 0;
    while (!abort.signal.aborted) {
      if (!lockClient && !(await acquireLock())) {
        await sleep(standbyRetryMs, abort.signal);
        continue;
      }
      let failure: unknown = null;
      try {
        await session();
        attempt = 0;
      } catch (error) {
        failure = error;
      }
      if (abort.signal.aborted) break;
      const reason = failure ? errorText(failure) : 'connection closed';
      log.warn({ reason }, 'imap connection ended; reconnecting');
      await recordSyncError(db, mailbox, reason).catch(() => undefined);
      const delay = reconnectDelays[Math.min(attempt, reconnectDelays.length - 1)] ?? 60_000;
      attempt += 1;
      await sleep(delay, abort.signal);
    }
    await releaseLock();
  }

  async function withConnection<T>(location: ImapLocation, action: (imap: ImapFlow) => Promise<T>): Promise<T | null> {
    if (location.mailbox !== mailbox) return null;
    const live = client;
    if (live?.usable && uidValidity === location.uidValidity) {
      const lock = await live.getMailboxLock(mailbox);
      try {
        return await action(live);
      } finally {
        lock.release();
      }
    }
    const imap = new ImapFlow({ ...clientOptions(config), disableAutoIdle: true, socketTimeout: 60_000 });
    imap.on('error', (error: unknown) => log.debug({ err: error }, 'short imap connection error'));
    await imap.connect();
    try {
      const lock = await imap.getMailboxLock(mailbox);
      try {
        if (imap.mailbox && Number(imap.mailbox.uidValidity) !== location.uidValidity) return null;
        return await action(imap);
      } finally {
        lock.release();
      }
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  }

  return {
    get connected() {
      return Boolean(client?.usable);
    },
    start() {
      loop ??= run().catch((error: unknown) => log.error({ err: error }, 'imap sync stopped unexpectedly'));
    },
    async stop() {
      abort.abort();
      client?.close();
      await loop;
      await releaseLock();
    },
    whenSynced(timeoutMs = 30_000) {
      if (syncedOnce) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('imap sync did not finish a pass in time')), timeoutMs);
        syncedWaiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
    syncNow() {
      const live = client;
      if (!live) return Promise.reject(new Error('imap is not connected'));
      return requestPass(live);
    },
    async markSeenOnServer(location) {
      try {
        const done = await withConnection(location, (imap) => imap.messageFlagsAdd(String(location.uid), ['\\Seen'], { uid: true }));
        return done === true;
      } catch (error) {
        log.warn({ err: error, uid: location.uid }, 'cannot set \\Seen on the server now; the next pass will');
        return false;
      }
    },
    async downloadPart(location, part) {
      return withConnection(location, async (imap) => {
        const download = await imap.download(String(location.uid), part, { uid: true });
        return download.content ? readAll(download.content) : null;
      });
    },
  };
}
