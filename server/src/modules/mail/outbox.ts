import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { MailConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { recordSmtpError, recordSmtpSuccess } from './smtp-state.js';
import { addressOf, messageIdDomain, type MailSender } from './smtp-transport.js';
import { execute, queryRows } from '../../db/sql.js';
import { scheduleJob } from '../../jobs/scheduled-job.js';
import type { Columns } from '../../db/rows.js';

/**
 * The outbox (ARCHITECTURE decision 7): every outgoing e-mail is first a row, written in the same
 * transaction as whatever caused it (a contact message, an admin reply), then sent by a worker.
 * An SMTP outage loses nothing: the row waits and is retried with exponential backoff.
 *
 * Delivery and "never twice":
 * - A worker claims due rows with `FOR UPDATE SKIP LOCKED` (so several server instances never
 *   claim the same row), sets them to 'sending', increments `attempts` and leases them until
 *   `locked_until` (= `next_attempt_at`) for OUTBOX_LEASE_MS, longer than one SMTP attempt can
 *   take (smtp-transport.ts bounds every step).
 * - After the SMTP server accepted the message the row becomes 'sent'; after an error it goes
 *   back to 'pending' with the next attempt scheduled (or to 'failed' after the last attempt or a
 *   permanent refusal of the recipient or the content). Both updates are fenced by `attempts`, so a
 *   worker that lost its lease cannot overwrite the newer attempt's result.
 * - The one window left: the process dies (or loses the database) after the SMTP server accepted
 *   the message and before the 'sent' update commits. The lease then expires and the message is
 *   sent again. SMTP offers no way to close this window (there is no two-phase commit with the
 *   relay); it is kept small (one UPDATE) and harmless: every attempt carries the same
 *   Message-ID, fixed when the row was queued, so mail clients and this app's mailbox
 *   (unique per Message-ID) show the duplicate once.
 *
 * Without SMTP configured nothing leaves the machine: rows are written as 'sent' at once
 * ("delivered locally"), and the contact form keeps its own copy in the local mailbox.
 */

/**
 * Once a message has left (or will never leave), its stored copy keeps no usable link: the value
 * of every `token=` parameter (set-password, alert confirmation and unsubscribe links, any later
 * one) in the text, the HTML and the headers is replaced. A copy of the database, or a backup,
 * then sets nobody's password. The recipient's copy is the only one that works.
 */
// The personal links' pages carry theirs in the path (/dt/<token>): redacted the same way.
const TOKEN_PATTERN = `([?&](?:amp;)?token=|/dt/)[^&\\s"'<>/?#]+`;
const SPENT_TOKEN = '\\1wykorzystany';
/** The SET list of that replacement, with the pattern and replacement as parameters $3 and $4. */
const REDACT_TOKENS = `text = regexp_replace(text, $3, $4, 'g'), html = regexp_replace(html, $3, $4, 'g'),
           headers = CASE WHEN headers IS NULL THEN NULL ELSE regexp_replace(headers::text, $3, $4, 'g')::jsonb END`;

/** How long a claimed row stays with its worker before another may take it over. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 10;
const MAX_ERROR_LENGTH = 1000;

export interface OutgoingMail {
  to: string;
  subject: string;
  html?: string | null;
  text?: string | null;
  replyTo?: { address: string; name?: string | null } | null;
  /** Display name of From; the address is always the From header's (MAIL_FROM or the foundation's). */
  fromName?: string | null;
  headers?: Record<string, string>;
  /** Makes the request idempotent: a second enqueue with the same key queues nothing. */
  dedupeKey?: string | null;
}

export interface QueuedMail {
  id: number;
  messageId: string;
  /** 'pending' when it waits for SMTP; 'sent' when recorded locally (no SMTP configured). */
  status: 'pending' | 'sent';
}

type OutboxRow = Columns<'outbox', 'id' | 'to_address' | 'reply_to' | 'reply_to_name' | 'from_name' | 'subject' | 'html' | 'text' | 'attempts' | 'message_id' | 'created_at'> & {
  /**
   * jsonb, any JSON to the schema; enqueue, the only writer, stores `MailMessage.headers`, an
   * object of strings (anonymisation rewrites its text, not its shape).
   */
  headers: Record<string, string> | null;
};

export interface Outbox {
  /** True when an SMTP server is configured (mail really leaves the machine). */
  readonly delivers: boolean;
  /** Queues a message in the caller's transaction. Call kick() after the transaction commits. */
  enqueue(manager: EntityManager | DataSource, mail: OutgoingMail): Promise<QueuedMail>;
  /** Asks the worker of this process to look for due mail now. */
  kick(): void;
  /** Sends what is due now (the worker's tick); resolves with how many were sent. */
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

/** Exponential backoff: base, 2·base, 4·base … capped at max, with up to 10 % jitter. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(Math.min(maxMs, exponential * (1 + 0.1 * random())));
}

interface SmtpError extends Error {
  code?: string;
  command?: string;
  responseCode?: number;
  permanent?: boolean;
}

/** A refusal that retrying the same message cannot change: the recipient or the content itself. */
function isPermanent(error: SmtpError): boolean {
  if (error.code === 'EENVELOPE' && error.permanent !== false && (error.responseCode ?? 0) >= 500) return true;
  return error.permanent === true && /^(RCPT|DATA)/i.test(error.command ?? '');
}

function describe(error: unknown): string {
  const smtp = error as SmtpError;
  const parts = [smtp.code, smtp.responseCode, smtp.command, smtp.message].filter((part) => part !== undefined && part !== '');
  return parts.join(' ').slice(0, MAX_ERROR_LENGTH) || 'unknown error';
}

/** From when neither MAIL_FROM nor the foundation's address is known: an address no one reads. */
export const FALLBACK_FROM = 'noreply@localhost';

export function createOutbox(options: {
  db: DataSource;
  config: MailConfig;
  logger: Logger;
  /** The SMTP sender; absent when SMTP is not configured. */
  send: MailSender | undefined;
  /**
   * The From header when MAIL_FROM is unset: the foundation's name and address as saved in the
   * panel, asked at each delivery, so a change there applies to mail still waiting.
   */
  defaultFrom?: () => Promise<string>;
}): Outbox {
  const { db, config, logger, send, defaultFrom } = options;
  const { pollMs, maxAttempts, retryBaseMs, retryMaxMs } = config.outbox;
  const fromHeader = async (): Promise<string> => config.from ?? (defaultFrom ? await defaultFrom() : FALLBACK_FROM);
  /** The domain of generated Message-IDs: the From address's. */
  const messageDomain = async () => messageIdDomain(await fromHeader());
  const log = logger.child({ module: 'outbox' });

  async function claim(): Promise<OutboxRow[]> {
    const rows = await queryRows<OutboxRow>(
      db,
      `UPDATE outbox o
         SET status = 'sending', attempts = o.attempts + 1,
             locked_until = now() + make_interval(secs => $2::double precision / 1000),
             next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
       FROM (SELECT id FROM outbox
             WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
             ORDER BY next_attempt_at, id
             LIMIT $1
             FOR UPDATE SKIP LOCKED) due
       WHERE o.id = due.id
       RETURNING o.id, o.to_address, o.reply_to, o.reply_to_name, o.from_name, o.subject, o.html, o.text,
                 o.attempts, o.message_id, o.headers, o.created_at`,
      [BATCH_SIZE, OUTBOX_LEASE_MS],
    );
    return rows;
  }

  /** The status screen's record of the attempt (GET /mail/status); never a reason to fail the delivery. */
  async function noteOutcome(record: () => Promise<void>): Promise<void> {
    await record().catch((error: unknown) => log.warn({ err: error }, 'mail status not recorded'));
  }

  async function deliver(row: OutboxRow, sender: MailSender): Promise<boolean> {
    try {
      const fromAddress = await fromHeader();
      const fromName = row.from_name?.trim();
      const result = await sender({
        from: fromName ? { name: fromName, address: addressOf(fromAddress) } : fromAddress,
        to: row.to_address,
        replyTo: row.reply_to ? { name: row.reply_to_name ?? '', address: row.reply_to } : undefined,
        subject: row.subject,
        html: row.html ?? undefined,
        text: row.text ?? undefined,
        messageId: row.message_id ?? `<outbox-${row.id}@${messageIdDomain(fromAddress)}>`,
        headers: row.headers ?? undefined,
        date: row.created_at,
      });
      const updated = await execute(
        db,
        `UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL, ${REDACT_TOKENS}
         WHERE id = $1 AND status = 'sending' AND attempts = $2`,
        [row.id, row.attempts, TOKEN_PATTERN, SPENT_TOKEN],
      );
      if (updated === 0) log.warn({ id: row.id }, 'outbox row was taken over while sending (lease expired)');
      await noteOutcome(() => recordSmtpSuccess(db));
      log.info({ id: row.id, attempts: row.attempts, response: result.response }, 'mail sent');
      return true;
    } catch (error) {
      const permanent = isPermanent(error as SmtpError);
      const giveUp = permanent || row.attempts >= maxAttempts;
      const delay = retryDelayMs(row.attempts, retryBaseMs, retryMaxMs);
      await execute(
        db,
        `UPDATE outbox SET status = $3, last_error = $4, locked_until = NULL,
           next_attempt_at = now() + make_interval(secs => $5::double precision / 1000),
           text = CASE WHEN $8::boolean THEN regexp_replace(text, $6, $7, 'g') ELSE text END,
           html = CASE WHEN $8::boolean THEN regexp_replace(html, $6, $7, 'g') ELSE html END
         WHERE id = $1 AND status = 'sending' AND attempts = $2`,
        // A message given up on will never be delivered: its links are of no use to anyone either.
        [row.id, row.attempts, giveUp ? 'failed' : 'pending', describe(error), delay, TOKEN_PATTERN, SPENT_TOKEN, giveUp],
      );
      await noteOutcome(() => recordSmtpError(db, describe(error)));
      (giveUp ? log.error : log.warn).call(
        log,
        { id: row.id, attempts: row.attempts, err: error, retryInMs: giveUp ? undefined : delay },
        giveUp ? 'mail failed for good' : 'mail not sent yet, will retry',
      );
      return false;
    }
  }

  /** Sends every due message, batch after batch, until none is due or the job is stopped. */
  async function tick(signal: AbortSignal): Promise<{ sent: number }> {
    let sent = 0;
    if (!send) return { sent };
    while (!signal.aborted) {
      const rows = await claim();
      if (rows.length === 0) break;
      for (const row of rows) {
        if (await deliver(row, send)) sent += 1;
      }
    }
    return { sent };
  }

  // Not exclusive: each message is claimed FOR UPDATE SKIP LOCKED, so several servers share a
  // long queue and none sends a message twice. A failed tick (the database away) is tried again
  // at the poll interval, not later: every message already backs off on its own (next_attempt_at),
  // and mail must not wait a growing while after a short database hiccup.
  const job = scheduleJob(
    {
      name: 'outbox',
      exclusive: false,
      interval: () => pollMs,
      firstDelayMs: 0,
      retry: { baseMs: pollMs, maxMs: pollMs },
      run: ({ signal }) => tick(signal),
    },
    { db, logger: log },
  );

  return {
    delivers: Boolean(send),
    async enqueue(manager, mail) {
      const messageId = `<${randomUUID()}@${await messageDomain()}>`;
      const status = send ? 'pending' : 'sent';
      type Enqueued = { id: number; message_id: string; status: 'pending' | 'sent' };
      const rows = await queryRows<Enqueued>(
        manager,
        `INSERT INTO outbox (to_address, reply_to, reply_to_name, from_name, subject, html, text, status, sent_at,
                             message_id, headers, dedupe_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::varchar, CASE WHEN $8::varchar = 'sent' THEN now() END, $9, $10, $11)
         ON CONFLICT (dedupe_key) DO NOTHING
         RETURNING id, message_id, status`,
        [
          mail.to,
          mail.replyTo?.address ?? null,
          mail.replyTo?.name ?? null,
          mail.fromName ?? null,
          mail.subject,
          mail.html ?? null,
          mail.text ?? null,
          status,
          messageId,
          mail.headers ? JSON.stringify(mail.headers) : null,
          mail.dedupeKey ?? null,
        ],
      );
      let row = rows[0];
      if (!row) {
        [row] = await queryRows<Enqueued>(manager, `SELECT id, message_id, status FROM outbox WHERE dedupe_key = $1`, [mail.dedupeKey]);
      }
      if (!row) throw new Error('outbox insert returned no row');
      return { id: row.id, messageId: row.message_id, status: row.status === 'sent' ? 'sent' : 'pending' };
    },
    kick() {
      job.kick();
    },
    async runOnce() {
      if (!send) return 0;
      const run = await job.runNow();
      return run.ran ? run.summary.sent : 0;
    },
    start() {
      if (send) job.start();
    },
    stop: () => job.stop(),
  };
}
