import { EntitySchema } from 'typeorm';
import { int, serialId, text, timestamptz, varchar } from '../../db/entity-columns.js';

/** A contact-form submission (SPEC section 3, Contact form). */
export interface ContactMessageRecord {
  id: number;
  fullName: string;
  email: string;
  phone: string;
  message: string;
  /** Its copy in the local mailbox, if one was written. */
  mailMessageId: number | null;
  createdAt: Date;
  /** When the privacy consent was given (the form cannot be sent without it). */
  consentAt: Date | null;
  /** The privacy-policy version shown beside the consent (NULL for messages stored before it was recorded). */
  consentPolicyVersion: string | null;
  /** Set when an erase or the retention rules replaced the sender's data and the message. */
  anonymizedAt: Date | null;
}

export const ContactMessageEntity = new EntitySchema<ContactMessageRecord>({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  columns: {
    id: serialId,
    fullName: varchar('full_name', 120),
    email: varchar('email', 254),
    phone: varchar('phone', 20),
    message: text('message'),
    mailMessageId: int('mail_message_id', { nullable: true }),
    createdAt: timestamptz('created_at', { defaultNow: true }),
    consentAt: timestamptz('consent_at', { nullable: true }),
    consentPolicyVersion: varchar('consent_policy_version', 20, { nullable: true }),
    anonymizedAt: timestamptz('anonymized_at', { nullable: true }),
  },
  indices: [{ name: 'idx_contact_messages_created_at', columns: ['createdAt'] }],
  foreignKeys: [
    { name: 'fk_contact_messages_mail_message', target: 'MailMessage', columnNames: ['mailMessageId'], referencedColumnNames: ['id'], onDelete: 'SET NULL' },
  ],
});
