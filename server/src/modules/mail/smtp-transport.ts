import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.js';

/**
 * Bounds on every SMTP step, so one attempt always ends well inside the outbox lease
 * (OUTBOX_LEASE_MS): connect 15 s + greeting 15 s + an idle socket 45 s at most.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000, dnsTimeout: 10_000 } as const;

export interface OutgoingEnvelope {
  from: string | { name: string; address: string };
  to: string;
  replyTo?: { name: string; address: string } | undefined;
  subject: string;
  html?: string | undefined;
  text?: string | undefined;
  messageId: string;
  headers?: Record<string, string> | undefined;
  date?: Date | undefined;
}

/** Sends one message; resolves when the SMTP server accepted it. */
export type MailSender = (mail: OutgoingEnvelope) => Promise<{ response: string }>;

/** nodemailer over SMTP_URL, or over SMTP_HOST/PORT/USER/PASSWORD/SECURE. One connection per message. */
export function createSmtpSender(smtp: SmtpConfig): MailSender {
  const transport = smtp.url
    ? nodemailer.createTransport({ url: smtp.url, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.password ?? '' } } : {}),
        ...SMTP_TIMEOUTS,
      });
  return async (mail) => {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      messageId: mail.messageId,
      headers: mail.headers,
      date: mail.date,
      // Never read files or URLs named in the message: only the given strings are sent.
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    return { response: String(info.response ?? '') };
  };
}

/** The address part of a From value such as '"Fundacja" <kontakt@example.org>'. */
export function addressOf(from: string): string {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}

/** The domain for generated Message-IDs: the From address's, else 'localhost'. */
export function messageIdDomain(from: string): string {
  const domain = addressOf(from).split('@')[1]?.toLowerCase() ?? '';
  return /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}
