import type { DataSource } from 'typeorm';
import type { MailChannelError, MailStatus } from '@pets/shared';
import type { MailModule } from './mail.module.js';
import { readSyncState } from './mailbox.store.js';
import { redactMailError, SMTP_STATE_KEY } from './smtp-state.js';
import { queryRows } from '../../db/sql.js';

const iso = (value: Date | string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

function channelError(message: string | null, at: Date | string | null): MailChannelError | null {
  const time = iso(at);
  return time ? { at: time, message: redactMailError(message ?? '') } : null;
}

export async function readMailStatus(db: DataSource, mail: MailModule): Promise<MailStatus> {
  const [smtpState, imapState, [counts]] = await Promise.all([
    readSyncState(db, SMTP_STATE_KEY),
    mail.imapMailbox ? readSyncState(db, mail.imapMailbox) : null,
    queryRows<{ queued: number; failed: number }>(
      db,
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS queued,
              count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM outbox`,
    ),
  ]);
  return {
    smtp: {
      configured: mail.outbox.delivers,
      lastSuccessAt: iso(smtpState?.lastSuccessAt),
      lastError: channelError(smtpState?.lastError ?? null, smtpState?.lastErrorAt ?? null),
      queued: counts?.queued ?? 0,
      failed: counts?.failed ?? 0,
    },
    imap: {
      configured: Boolean(mail.imap),
      lastSuccessAt: iso(imapState?.lastSuccessAt),
      lastError: channelError(imapState?.lastError ?? null, imapState?.lastErrorAt ?? null),
    },
  };
}
