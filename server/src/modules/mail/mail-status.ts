import type { DataSource } from 'typeorm';
import { MAIL_FAILED_WINDOW_DAYS, type MailChannelError, type MailStatus } from '@pets/shared';
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
    queryRows<{ queued: number; failed: number; oldest_queued_at: Date | null }>(
      db,
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending'))::int AS queued,
              count(*) FILTER (WHERE status = 'failed' AND created_at > now() - make_interval(days => $1))::int AS failed,
              min(created_at) FILTER (WHERE status IN ('pending', 'sending')) AS oldest_queued_at
       FROM outbox`,
      [MAIL_FAILED_WINDOW_DAYS],
    ),
  ]);
  return {
    smtp: {
      configured: mail.outbox.delivers,
      lastSuccessAt: iso(smtpState?.lastSuccessAt),
      lastError: channelError(smtpState?.lastError ?? null, smtpState?.lastErrorAt ?? null),
      queued: counts?.queued ?? 0,
      failed: counts?.failed ?? 0,
      oldestQueuedAt: iso(counts?.oldest_queued_at),
    },
    imap: {
      configured: Boolean(mail.imap),
      lastSuccessAt: iso(imapState?.lastSuccessAt),
      lastError: channelError(imapState?.lastError ?? null, imapState?.lastErrorAt ?? null),
    },
  };
}
