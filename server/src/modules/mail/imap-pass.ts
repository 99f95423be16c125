import { randomUUID } from 'node:crypto';
import type { ImapFlow } from 'imapflow';
import type { DataSource, EntityManager } from 'typeorm';
import type { Logger } from '../../logger.js';
import type { EventBus } from '../events/event-bus.js';
import { parseMessage, type ParsedMessage } from './mail-parse.js';
import { readSyncState, recordSyncSuccess, upsertImapMessage } from './mailbox.store.js';
import { isDatabaseUnavailable } from '../../http/db-errors.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Columns } from '../../db/rows.js';

/**
 * One synchronisation pass of the IMAP mailbox into the mailbox cache: it lists UID and FLAGS of
 * the whole mailbox, deletes cached messages that are gone, reconciles \Seen both ways (seen
 * anywhere means seen), then fetches, parses and stores the newest messages it does not have yet,
 * and announces new unseen ones (imap-sync.ts decides when passes run).
 */

const FETCH_BATCH = 50;
const EVENTS_PER_PASS = 10;

export interface SyncResult {
  inserted: number;
  deleted: number;
  flagsPulled: number;
  flagsPushed: number;
  durationMs: number;
}

/** What a pass works with; `memory` lives as long as the synchroniser. */
export interface PassContext {
  db: DataSource;
  mailbox: string;
  /** Only the newest this many messages are fetched. */
  syncLimit: number;
  log: Logger;
  events: EventBus;
  memory: PassMemory;
}

export interface PassMemory {
  uidValidity: number | null;
  /** `validity:uid` not to fetch again on every pass: a second copy of a stored Message-ID, or unreadable. */
  skippedUids: Set<string>;
}

type KnownRow = Columns<'mail_messages', 'id' | 'seen'> & {
  /** imap_uid::text */
  uid: string;
};

interface FetchedMessage {
  uid: number;
  source: Buffer;
  seen: boolean;
  internalDate: Date | null;
}

interface ParsedEntry {
  item: FetchedMessage;
  message: ParsedMessage;
}

interface FreshMessage {
  id: number;
  fromName: string;
  subject: string;
  receivedAt: Date;
}

export async function runPass(imap: ImapFlow, context: PassContext): Promise<SyncResult> {
  const { db, mailbox, memory } = context;
  const started = performance.now();
  const lock = await imap.getMailboxLock(mailbox);
  try {
    const box = imap.mailbox;
    if (!box) throw new Error(`mailbox ${mailbox} is not open`);
    const validity = Number(box.uidValidity);
    if (memory.uidValidity !== validity) memory.skippedUids.clear();
    memory.uidValidity = validity;

    const onServer = await listFlags(imap, box.exists);
    const known = await queryRows<KnownRow>(
      db,
      `SELECT id, imap_uid::text AS uid, seen FROM mail_messages WHERE source = 'imap' AND mailbox = $1 AND imap_uid_validity = $2`,
      [mailbox, validity],
    );
    // The very first pass for this mailbox imports what is there silently (no event storm).
    const initial = !(await readSyncState(db, mailbox))?.lastSuccessAt;

    const gone = known.filter((row) => !onServer.has(Number(row.uid))).map((row) => row.id);
    if (gone.length > 0) await execute(db, `DELETE FROM mail_messages WHERE id = ANY($1::int[])`, [gone]);
    const { pulled, pushed } = await reconcileSeen(imap, db, known, onServer);

    const knownUids = new Set(known.map((row) => Number(row.uid)));
    const wanted = [...onServer.keys()]
      .sort((a, b) => a - b)
      .slice(-context.syncLimit)
      .filter((uid) => !knownUids.has(uid) && !memory.skippedUids.has(`${validity}:${uid}`));
    const fresh: FreshMessage[] = [];
    for (let start = 0; start < wanted.length; start += FETCH_BATCH) {
      const fetched = await fetchMessages(imap, wanted.slice(start, start + FETCH_BATCH));
      fresh.push(...(await storeBatch(context, validity, await parseAll(context, validity, fetched))));
    }
    // Rows of an older UIDVALIDITY that no Message-ID moved to the new one are gone for good.
    const staleCount = await execute(db, `DELETE FROM mail_messages WHERE source = 'imap' AND mailbox = $1 AND imap_uid_validity <> $2`, [
      mailbox,
      validity,
    ]);

    if (!initial) await announce(context, fresh.slice(-EVENTS_PER_PASS));
    await recordSyncSuccess(db, mailbox);
    const result = {
      inserted: fresh.length,
      deleted: gone.length + (staleCount ?? 0),
      flagsPulled: pulled,
      flagsPushed: pushed,
      durationMs: Math.round(performance.now() - started),
    };
    if (result.inserted || result.deleted || result.flagsPulled || result.flagsPushed) context.log.info(result, 'mailbox synchronised');
    return result;
  } finally {
    lock.release();
  }
}

/** UID -> \Seen of every message in the open mailbox. */
async function listFlags(imap: ImapFlow, exists: number): Promise<Map<number, boolean>> {
  const onServer = new Map<number, boolean>();
  if (exists === 0) return onServer;
  for await (const message of imap.fetch('1:*', { uid: true, flags: true })) {
    onServer.set(message.uid, message.flags?.has('\\Seen') ?? false);
  }
  return onServer;
}

/** Seen anywhere means seen: pulls \Seen from the server, pushes what was opened in the panel. */
async function reconcileSeen(imap: ImapFlow, db: DataSource, known: KnownRow[], onServer: Map<number, boolean>) {
  const pull = known.filter((row) => !row.seen && onServer.get(Number(row.uid)) === true).map((row) => row.id);
  if (pull.length > 0) await execute(db, `UPDATE mail_messages SET seen = true WHERE id = ANY($1::int[])`, [pull]);
  const push = known.filter((row) => row.seen && onServer.get(Number(row.uid)) === false).map((row) => row.uid);
  if (push.length > 0) await imap.messageFlagsAdd(push.join(','), ['\\Seen'], { uid: true });
  return { pulled: pull.length, pushed: push.length };
}

async function fetchMessages(imap: ImapFlow, uids: number[]): Promise<FetchedMessage[]> {
  const fetched: FetchedMessage[] = [];
  for await (const message of imap.fetch(uids.join(','), { uid: true, flags: true, source: true, internalDate: true }, { uid: true })) {
    if (!message.source) continue;
    const internal = message.internalDate ? new Date(message.internalDate) : null;
    fetched.push({
      uid: message.uid,
      source: message.source,
      seen: message.flags?.has('\\Seen') ?? false,
      internalDate: internal && !Number.isNaN(internal.getTime()) ? internal : null,
    });
  }
  return fetched;
}

async function parseAll(context: PassContext, validity: number, fetched: FetchedMessage[]): Promise<ParsedEntry[]> {
  const parsed: ParsedEntry[] = [];
  for (const item of fetched) {
    try {
      parsed.push({ item, message: await parseMessage(item.source) });
    } catch (error) {
      // A message the parser cannot read must not stop the whole mailbox.
      context.log.warn({ err: error, uid: item.uid }, 'skipped a message that cannot be parsed');
      context.memory.skippedUids.add(`${validity}:${item.uid}`);
    }
  }
  return parsed;
}

/** Stores a batch in one transaction; if the database refuses it, message by message. Returns the new unseen ones. */
async function storeBatch(context: PassContext, validity: number, parsed: ParsedEntry[]): Promise<FreshMessage[]> {
  const { db, mailbox, memory, log } = context;
  const fresh: FreshMessage[] = [];
  const store = async (manager: EntityManager, { item, message }: ParsedEntry) => {
    const result = await upsertImapMessage(manager, { mailbox, uidValidity: validity, uid: item.uid }, message, {
      seen: item.seen,
      internalDate: item.internalDate,
    });
    if (result.duplicate) memory.skippedUids.add(`${validity}:${item.uid}`);
    if (result.inserted && !item.seen) {
      fresh.push({ id: result.id, fromName: message.fromName || message.fromEmail, subject: message.subject, receivedAt: item.internalDate ?? new Date() });
    }
  };
  try {
    // One transaction per batch: a thousand messages do not cost a thousand commits.
    await db.transaction(async (manager) => {
      for (const entry of parsed) await store(manager, entry);
    });
    return fresh;
  } catch (error) {
    // Find the message the database refuses; store the others one by one.
    fresh.length = 0;
    log.warn({ err: error }, 'batch not stored; storing its messages one by one');
    for (const entry of parsed) {
      try {
        await db.transaction((manager) => store(manager, entry));
      } catch (single) {
        // The database being away (a restart) is no reason to give up on a message: the pass
        // fails and a later one stores it. Skipping it here lost it from the mailbox for good.
        if (isDatabaseUnavailable(single)) throw single;
        log.warn({ err: single, uid: entry.item.uid }, 'skipped a message the database refused');
        memory.skippedUids.add(`${validity}:${entry.item.uid}`);
      }
    }
    return fresh;
  }
}

async function announce(context: PassContext, fresh: FreshMessage[]): Promise<void> {
  for (const message of fresh) {
    await context.events
      .publish({
        type: 'mail.received',
        id: randomUUID(),
        messageId: message.id,
        fromName: message.fromName,
        subject: message.subject,
        receivedAt: message.receivedAt.toISOString(),
      })
      .catch((error: unknown) => context.log.warn({ err: error }, 'mail.received not published'));
  }
}
