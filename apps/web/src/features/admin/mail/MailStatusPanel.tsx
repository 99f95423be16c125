import { formatDateTime, mailTrouble, MAIL_FAILED_WINDOW_DAYS, MAIL_QUEUE_STALE_MINUTES, type MailChannelError } from '@pets/shared';
import { MAIL_MODE_TEXTS } from '../ui/mail-status/mail-mode-texts';
import { useMailStatus } from '../ui/mail-status/use-mail-status';
import '../ui/mail-status/mail-mode.css';

/** The panel's id: the dashboard's mail warning links to /admin/mail#stan-poczty. */
export const MAIL_STATUS_ANCHOR = 'stan-poczty';

const lastError = (error: MailChannelError | null) => (error ? `${formatDateTime(error.at)}: ${error.message}` : 'brak');
const lastSuccess = (at: string | null) => (at ? formatDateTime(at) : 'brak');

const TROUBLE_SUMMARY = {
  failing: 'Stan poczty: problem z wysyłką',
  stuck: `Stan poczty: wiadomości czekają na wysłanie dłużej niż ${MAIL_QUEUE_STALE_MINUTES} minut`,
} as const;

/**
 * The top of the mailbox screen: a plain notice when outgoing mail is not configured (nothing
 * leaves the server), and the state of sending (SMTP) and receiving (IMAP), opened by itself when
 * sending has trouble. Shows nothing until the status has loaded. The screen's "Odśwież" and new
 * mail refetch it (mail-queries.ts), the shown one staying meanwhile.
 */
export function MailStatusPanel() {
  const status = useMailStatus().data;
  if (!status) return null;
  const { smtp, imap } = status;
  const trouble = mailTrouble(smtp);

  return (
    <div className="mail-status">
      {!smtp.configured && (
        <p className="mail-mode-notice">{MAIL_MODE_TEXTS.localOnly}</p>
      )}
      <details id={MAIL_STATUS_ANCHOR} className="mail-status__details" open={trouble !== null}>
        <summary>{trouble ? TROUBLE_SUMMARY[trouble] : 'Stan poczty'}</summary>
        <dl className="mail-status__list" aria-label="Stan poczty">
          <dt>Wysyłka (SMTP)</dt>
          <dd>{smtp.configured ? 'skonfigurowana' : 'nieskonfigurowana: wiadomości zostają na serwerze'}</dd>
          {smtp.configured && (
            <>
              <dt>Ostatnia udana wysyłka</dt>
              <dd>{lastSuccess(smtp.lastSuccessAt)}</dd>
              <dt>Ostatni błąd wysyłki</dt>
              <dd>{lastError(smtp.lastError)}</dd>
            </>
          )}
          <dt>W kolejce do wysłania</dt>
          <dd>{smtp.queued}</dd>
          {smtp.oldestQueuedAt && (
            <>
              <dt>Najdłużej czekająca wiadomość</dt>
              <dd>w kolejce od {formatDateTime(smtp.oldestQueuedAt)}</dd>
            </>
          )}
          <dt>Niewysłane po wszystkich próbach (ostatnie {MAIL_FAILED_WINDOW_DAYS} dni)</dt>
          <dd>{smtp.failed}</dd>
          <dt>Odbiór (IMAP)</dt>
          <dd>{imap.configured ? 'skonfigurowany' : MAIL_MODE_TEXTS.localMailbox}</dd>
          {imap.configured && (
            <>
              <dt>Ostatnia synchronizacja</dt>
              <dd>{lastSuccess(imap.lastSuccessAt)}</dd>
              <dt>Ostatni błąd odbioru</dt>
              <dd>{lastError(imap.lastError)}</dd>
            </>
          )}
        </dl>
      </details>
    </div>
  );
}
