import type pg from 'pg';
import type { MailServers, MailUser } from '../test/mail-servers.js';
import { sleep } from './http.js';

/**
 * Outgoing mail of the contact form after an SMTP/IMAP outage: the outbox drained, each contact
 * message in the foundation's real mailbox (dovecot) exactly once, and each in the admin mailbox
 * (synchronised over IMAP) exactly once.
 */
export interface MailDeliveryReport {
  contacts: number;
  outboxNotSent: number;
  /**
   * Claimed ('sending') by a server killed with SIGKILL: they wait for the outbox lease
   * (OUTBOX_LEASE_MS, 5 minutes) to pass before another worker sends them.
   */
  heldByDeadLease: string[];
  /** Copies in dovecot per contact message: missing (0) and duplicated (2+). */
  missingInMailbox: string[];
  duplicatedInMailbox: string[];
  /** Rows in mail_messages (the admin mailbox) per contact message. */
  missingInAdminMailbox: string[];
  duplicatedInAdminMailbox: string[];
}

/**
 * Waits until nothing is pending and the rows still 'sending' stay the same for a few seconds
 * (a live worker finishes a message in well under that): those are held by a dead worker's lease.
 */
export async function waitForOutboxDrained(pool: pg.Pool, timeoutMs: number): Promise<{ pending: number; sending: string[] }> {
  const deadline = Date.now() + timeoutMs;
  let previous = '';
  let stableSince = Date.now();
  for (;;) {
    const { rows } = await pool.query<{ status: string; dedupe_key: string | null }>(`SELECT status, dedupe_key FROM outbox WHERE status IN ('pending', 'sending') ORDER BY id`);
    const pending = rows.filter((row) => row.status === 'pending').length;
    const sending = rows.filter((row) => row.status === 'sending').map((row) => row.dedupe_key ?? '');
    const key = sending.join(',');
    if (key !== previous || pending > 0) {
      previous = key;
      stableSince = Date.now();
    }
    if ((pending === 0 && (sending.length === 0 || Date.now() - stableSince > 5000)) || Date.now() > deadline) return { pending, sending };
    await sleep(250);
  }
}

export async function checkMailDelivery(pool: pg.Pool, mail: MailServers, inbox: MailUser, runId: string, timeoutMs: number): Promise<MailDeliveryReport> {
  const markerPattern = new RegExp(`soak-${runId}-c\\d+`, 'g');
  const { rows: contacts } = await pool.query<{ marker: string }>(
    `SELECT split_part(email, '@', 1) AS marker FROM contact_messages WHERE email LIKE $1`,
    [`soak-${runId}-%`],
  );
  const { rows: ids } = await pool.query<{ id: number; marker: string }>(
    `SELECT id, split_part(email, '@', 1) AS marker FROM contact_messages WHERE email LIKE $1`,
    [`soak-${runId}-%`],
  );
  const markerOfKey = new Map(ids.map((row) => [`contact:${row.id}`, row.marker]));
  const drained = await waitForOutboxDrained(pool, timeoutMs);
  const held = new Set(drained.sending.map((key) => markerOfKey.get(key) ?? key));
  const countIn = (texts: string[]) => {
    const counts = new Map<string, number>();
    for (const text of texts) for (const marker of new Set(text.match(markerPattern) ?? [])) counts.set(marker, (counts.get(marker) ?? 0) + 1);
    return counts;
  };
  const messages = await mail.readMailbox(inbox);
  const inMailbox = countIn(messages.map((message) => message.parsed.text ?? ''));
  // The admin mailbox catches up by IDLE or the next pass: wait for it a little.
  let inAdmin = new Map<string, number>();
  const deadline = Date.now() + timeoutMs;
  do {
    const { rows } = await pool.query<{ text_body: string | null }>(`SELECT text_body FROM mail_messages WHERE text_body LIKE $1`, [`%soak-${runId}-c%`]);
    inAdmin = countIn(rows.map((row) => row.text_body ?? ''));
    if (contacts.every(({ marker }) => inAdmin.has(marker) || held.has(marker))) break;
    await sleep(500);
  } while (Date.now() < deadline);
  const missing = (counts: Map<string, number>) => contacts.filter(({ marker }) => !counts.has(marker) && !held.has(marker)).map(({ marker }) => marker);
  const duplicated = (counts: Map<string, number>) => [...counts].filter(([, n]) => n > 1).map(([marker, n]) => `${marker} x${n}`);
  return {
    contacts: contacts.length,
    outboxNotSent: drained.pending,
    heldByDeadLease: [...held],
    missingInMailbox: missing(inMailbox),
    duplicatedInMailbox: duplicated(inMailbox),
    missingInAdminMailbox: missing(inAdmin),
    duplicatedInAdminMailbox: duplicated(inAdmin),
  };
}
