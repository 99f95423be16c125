import type { EntityManager } from 'typeorm';
import { composeReplyHtml } from '@pets/shared';
import { recordHistory, type HistoryActor } from '../history/history.js';
import type { MailModule } from './mail.module.js';
import type { QueuedMail } from './outbox.js';

/** Whose timeline an e-mail written in the panel belongs to. */
export interface MailSubject {
  type: 'survey' | 'adopter' | 'mail_message' | 'outbox';
  id: number;
}

export interface PanelMail {
  to: string;
  subject: string;
  /** Plain text as staff wrote it; the HTML is built from it (escaped, line breaks kept). */
  text: string;
  /** The template it started from, if any. */
  template?: string | null;
  headers?: Record<string, string>;
  dedupeKey?: string;
  /** More facts for the history rows (ids only, e.g. { animalId }). */
  details?: Record<string, unknown>;
}

/**
 * Queues an e-mail written in the panel (a reply to a survey, to an adopter, to a mailbox message,
 * the other applicants' notice) through the outbox and records it, in the caller's transaction,
 * as 'mail.sent' in the history of every subject: { to, subject, body, template }. Without any
 * subject the outbox row itself is the subject, so no e-mail goes unrecorded. The RODO erase
 * replaces these details (they carry the address); call outbox.kick() after the commit.
 */
export async function queuePanelMail(
  manager: EntityManager,
  mail: MailModule,
  actor: HistoryActor,
  message: PanelMail,
  subjects: readonly MailSubject[],
): Promise<QueuedMail> {
  const text = message.text.replace(/\r\n?/g, '\n');
  const queued = await mail.outbox.enqueue(manager, {
    to: message.to,
    subject: message.subject,
    html: composeReplyHtml(text),
    text,
    fromName: await mail.foundationName(),
    headers: message.headers,
    dedupeKey: message.dedupeKey ?? null,
  });
  const details = { to: message.to, subject: message.subject, body: text, template: message.template ?? null, outboxId: queued.id, ...message.details };
  const targets = subjects.length > 0 ? subjects : [{ type: 'outbox' as const, id: queued.id }];
  for (const subject of targets) {
    await recordHistory(manager, { actor, action: 'mail.sent', subjectType: subject.type, subjectId: subject.id, details });
  }
  return queued;
}
