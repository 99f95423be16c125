import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime, isValidEmail, MESSAGES, type MailMessage } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { Loader } from '../../../ui/Loader';
import { Modal } from '../../../ui/Modal';
import { ComposeForm } from '../ui/compose/ComposeForm';
import { viewOf } from '../query-view';
import { attachmentUrl, formatSize, mailHtmlDocument } from './mail-api';
import { useMailMessage, useMarkMailSeen } from './mail-queries';
import { PaperclipIcon } from './mail-icons';
import { quotedReply, replySubject } from './reply-quote';

export interface MailMessageModalProps {
  messageId: number;
  /** The row of the list, shown while the whole message loads. */
  listItem: MailMessage | null;
  onClose(): void;
}

/**
 * One message (SPEC "Mailbox"): subject, sender, date, attachments with download links and the
 * body — plain text when there is one, else the sanitised HTML isolated in a sandboxed iframe
 * (no scripts, no same-origin access, nothing loaded from outside), else 'Brak treści'.
 * Opening an unread message marks it read (here and on the IMAP server). 'Odpowiedz' opens a reply
 * to the sender below it: subject 'Re: …', the original quoted, sent threaded (In-Reply-To).
 */
export function MailMessageModal({ messageId, listItem, onClose }: MailMessageModalProps) {
  const query = useMailMessage(messageId);
  const view = viewOf(query);
  const state = view.status === 'success' ? { status: 'ready' as const, message: view.data } : view;
  const [showHtml, setShowHtml] = useState(false);

  // An unread message becomes read once it has been shown (once per message, whatever renders again).
  const { mutate: markSeen } = useMarkMailSeen();
  const markedRef = useRef<number | null>(null);
  const unread = query.data?.seen === 0;
  useEffect(() => {
    if (!unread || markedRef.current === messageId) return;
    markedRef.current = messageId;
    markSeen(messageId);
  }, [unread, messageId, markSeen]);

  const message = state.status === 'ready' ? state.message : listItem;
  const subject = message?.subject || '(bez tematu)';

  return (
    <Modal title={subject} onClose={onClose} className="mail-modal">
      {message && (
        <dl className="mail-meta">
          <div>
            <dt>Od</dt>
            <dd>
              {message.from_name && <span className="mail-meta__name">{message.from_name}</span>}
              {message.from_email && (
                <a className="mail-meta__address" href={`mailto:${message.from_email}`}>
                  {message.from_email}
                </a>
              )}
              {!message.from_name && !message.from_email && '—'}
            </dd>
          </div>
          <div>
            <dt>Data</dt>
            <dd>
              <time dateTime={message.date_received}>{formatDateTime(message.date_received)}</time>
            </dd>
          </div>
        </dl>
      )}

      {state.status === 'loading' && <Loader label="Wczytywanie wiadomości…" />}
      {state.status === 'error' && (
        <p className="mail-modal__error" role="alert">
          {errorMessage(state.error, MESSAGES.admin.mailFailed)}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          {state.message.attachments && state.message.attachments.length > 0 && (
            <section className="mail-attachments" aria-label="Załączniki">
              <h3 className="mail-attachments__title">
                <PaperclipIcon /> Załączniki
              </h3>
              <ul>
                {state.message.attachments.map((attachment) => (
                  <li key={attachment.id}>
                    <a href={attachmentUrl(state.message.id, attachment.id)} download={attachment.filename}>
                      {attachment.filename}
                    </a>{' '}
                    <span className="mail-attachments__size">({formatSize(attachment.size)})</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <MailBody message={state.message} showHtml={showHtml} onToggle={() => setShowHtml((value) => !value)} />
          <MailReply message={state.message} />
        </>
      )}
    </Modal>
  );
}

function MailBody({ message, showHtml, onToggle }: { message: MailMessage; showHtml: boolean; onToggle(): void }) {
  const text = message.body?.text?.trim() ? message.body.text : null;
  const html = message.body?.html?.trim() ? message.body.html : null;
  if (!text && !html) return <p className="mail-body mail-body--empty">{MESSAGES.admin.mailNoBody}</p>;
  const asHtml = html !== null && (text === null || showHtml);
  return (
    <div className="mail-body">
      {text && html && (
        <button type="button" className="btn btn--light btn--small mail-body__toggle" onClick={onToggle}>
          {showHtml ? 'Pokaż tekst' : 'Pokaż wersję HTML'}
        </button>
      )}
      {asHtml ? (
        <iframe className="mail-body__html" title="Treść wiadomości (HTML)" sandbox="allow-popups allow-popups-to-escape-sandbox" srcDoc={mailHtmlDocument(html)} />
      ) : (
        <pre className="mail-body__text">{text}</pre>
      )}
    </div>
  );
}

/** 'Odpowiedz' and, once pressed, the reply form (sender, "Re: …", the original quoted). */
function MailReply({ message }: { message: MailMessage }) {
  const [open, setOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  if (!isValidEmail(message.from_email)) return null;
  const close = () => {
    setOpen(false);
    // The button comes back: the focus returns to it.
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  if (!open) {
    return (
      <div className="mail-reply__start">
        <button ref={openerRef} type="button" className="btn btn--primary" onClick={() => setOpen(true)}>
          Odpowiedz
        </button>
      </div>
    );
  }
  return (
    <section className="mail-reply" aria-labelledby={headingId}>
      <h3 id={headingId} className="mail-reply__title">
        Odpowiedź
      </h3>
      <ComposeForm
        defaultTo={message.from_email}
        defaultSubject={replySubject(message.subject)}
        defaultBody={quotedReply(message)}
        context={{ replyToMessageId: message.id }}
        withTemplates={false}
        label="Odpowiedź na wiadomość"
        focusBody
        onSent={close}
        onCancel={close}
      />
    </section>
  );
}
