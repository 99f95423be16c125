import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { consentPolicyVersion, escapeHtmlText } from '@pets/shared';
import type { EventBus } from '../events/event-bus.js';
import { CONTACT_FORM_HEADER, CONTACT_FORM_HEADER_VALUE, oneLine } from '../mail/mail-parse.js';
import type { MailModule } from '../mail/mail.module.js';
import { insertLocalMessage } from '../mail/mailbox.store.js';
import { execute, queryOne } from '../../db/sql.js';

export interface ContactSubmission {
  fullName: string;
  email: string;
  phone: string;
  question: string;
  /** The privacy-policy version the form displayed beside the consent (default: the current one). */
  policyVersion?: string;
}

/**
 * The visitor's name as an e-mail display name, without what could pass it off as an address:
 * "Bank PKO <security@pkobp.pl>" would show in a mail client as a message from that address.
 * Angle brackets, @ and quotes go (the full name is in the body as typed).
 */
export function senderDisplayName(fullName: string): string {
  return oneLine(fullName.replace(/[<>@"'`\\]/g, ' '), 120);
}

export function contactSubject(fullName: string): string {
  return `Formularz kontaktowy: ${oneLine(fullName, 120)}`;
}

export function contactText(input: ContactSubmission): string {
  return [
    'Wiadomość wysłana przez formularz kontaktowy.',
    '',
    `Imię i nazwisko: ${oneLine(input.fullName, 120)}`,
    `E-mail: ${input.email}`,
    `Telefon: ${input.phone}`,
    '',
    input.question,
  ].join('\n');
}

function contactHtml(input: ContactSubmission): string {
  const row = (label: string, value: string) =>
    `<tr><th align="left" style="padding: 4px 12px 4px 0; color: #55605a;">${label}</th><td style="padding: 4px 0;">${escapeHtmlText(value)}</td></tr>`;
  return [
    '<div style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #26302b;">',
    '<p>Wiadomość wysłana przez formularz kontaktowy.</p>',
    '<table>',
    row('Imię i nazwisko', oneLine(input.fullName, 120)),
    row('E-mail', input.email),
    row('Telefon', input.phone),
    '</table>',
    `<p style="white-space: pre-wrap;">${escapeHtmlText(input.question)}</p>`,
    '</div>',
  ].join('\n');
}

/**
 * Stores a contact message (with the moment of consent and the privacy-policy version shown)
 * and, in the same transaction, queues its e-mail to the foundation's address (Reply-To: the
 * visitor) and, when no IMAP inbox is configured, writes its copy into the local mailbox and announces it (`mail.received`, delivered when the transaction commits).
 * While the foundation's address is not filled in (panel: Dane fundacji) no e-mail can go, so the
 * local copy is written whatever the IMAP settings: the message is never lost.
 */
export async function submitContact(
  db: DataSource,
  mail: MailModule,
  events: EventBus,
  input: ContactSubmission,
): Promise<{ contactId: number; mailMessageId: number | null }> {
  const subject = contactSubject(input.fullName);
  const text = contactText(input);
  const fullName = oneLine(input.fullName, 120);
  const displayName = senderDisplayName(input.fullName);
  const inbox = await mail.inboxAddress();
  return db.transaction(async (manager) => {
    const contact = await queryOne<{ id: number }>(
      manager,
      `INSERT INTO contact_messages (full_name, email, phone, message, consent_at, consent_policy_version)
       VALUES ($1, $2, $3, $4, now(), $5) RETURNING id`,
      [fullName, input.email, input.phone, input.question, consentPolicyVersion(input.policyVersion)],
    );
    const queued = inbox
      ? await mail.outbox.enqueue(manager, {
          to: inbox,
          subject,
          text,
          html: contactHtml(input),
          replyTo: { address: input.email, name: displayName },
          fromName: `${displayName} (formularz kontaktowy)`,
          headers: { [CONTACT_FORM_HEADER]: CONTACT_FORM_HEADER_VALUE },
          dedupeKey: `contact:${contact.id}`,
        })
      : null;
    if (mail.imap && queued) return { contactId: contact.id, mailMessageId: null };

    const local = await insertLocalMessage(manager, {
      messageId: queued?.messageId ?? `<contact-${contact.id}-${randomUUID()}@localhost>`,
      fromName: displayName,
      fromEmail: input.email.toLowerCase(),
      toAddresses: inbox,
      subject,
      text,
    });
    await execute(manager, `UPDATE contact_messages SET mail_message_id = $2 WHERE id = $1`, [contact.id, local.id]);
    await events.publish(
      {
        type: 'mail.received',
        id: randomUUID(),
        messageId: local.id,
        fromName: displayName,
        subject,
        receivedAt: new Date(local.dateReceived).toISOString(),
      },
      manager,
    );
    return { contactId: contact.id, mailMessageId: local.id };
  });
}
