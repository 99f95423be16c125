import type { Readable } from 'node:stream';
import { ImapFlow } from 'imapflow';
import type { DataSource } from 'typeorm';
import type { ImapConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { EventBus } from '../events/event-bus.js';
import { recordSyncError, type ImapLocation } from './mailbox.store.js';
import { runPass, type PassMemory, type SyncResult } from './imap-pass.js';
import { createSyncLock } from './sync-lock.js';

/**
 * Keeps the foundation's IMAP inbox in the mailbox cache (ARCHITECTURE decision 7).
 *
 * - One instance at a time: the synchroniser first takes a PostgreSQL advisory lock on a
 *   dedicated connection (sync-lock.ts); the other instances wait in standby and retry, and take
 *   over when the holder stops or its connection dies (the lock goes with the session).
 * - A pass (imap-pass.ts) lists UID and FLAGS of the whole mailbox, deletes cached messages that are gone,
 *   reconciles the \Seen flag both ways (seen anywhere means seen: a message opened in the
 *   admin while IMAP was down gets \Seen on the server at the next pass) and fetches, parses
 *   (mailparser), sanitises and stores the newest IMAP_SYNC_LIMIT messages it does not have yet,
 *   attachments included (large ones are fetched from IMAP on download).
 * - After the first pass the connection stays open in IDLE: new mail (EXISTS), expunges and
 *   flag changes start a pass at once; a full pass also runs every IMAP_RESYNC_SECONDS as a
 *   safety net. A lost connection is retried with backoff (1 s … 60 s) and resumes where it was.
 * - New unseen messages are announced as `mail.received` (at most 10 per pass; the
 *   very first pass for a mailbox imports silently, so connecting a full inbox floods nobody).
 */

const DEFAULT_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];
const DEFAULT_STANDBY_RETRY_MS = 15_000;
const IMAP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 5 * 60_000 } as const;

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
  let client: ImapFlow | null = null;
  const memory: PassMemory = { uidValidity: null, skippedUids: new Set() };
  const passContext = { db, mailbox, syncLimit: config.syncLimit, log, events, memory };
  // Losing the lock's connection ends the IMAP session too: another instance may take over now.
  const lock = createSyncLock(db, log, () => client?.close());
  let passChain: Promise<unknown> = Promise.resolve();
  let passQueued = false;
  let syncedWaiters: (() => void)[] = [];
  let syncedOnce = false;

  /** Passes never overlap; requests that arrive during a pass are merged into one more pass. */
  function requestPass(imap: ImapFlow): Promise<SyncResult> {
    const run = passChain.then(() => {
      passQueued = false;
      return runPass(imap, passContext);
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
      if (!lock.held && !(await lock.acquire())) {
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
    await lock.release();
  }

  async function withConnection<T>(location: ImapLocation, action: (imap: ImapFlow) => Promise<T>): Promise<T | null> {
    if (location.mailbox !== mailbox) return null;
    const live = client;
    if (live?.usable && memory.uidValidity === location.uidValidity) {
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
      await lock.release();
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
