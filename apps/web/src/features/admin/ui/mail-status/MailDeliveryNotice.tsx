import { MAIL_MODE_TEXTS } from './mail-mode-texts';
import { useMailStatus } from './use-mail-status';
import './mail-mode.css';

/** Said beside every compose form while outgoing mail is not configured: the recipient gets nothing. */
export function MailDeliveryNotice() {
  const status = useMailStatus();
  if (status.data?.smtp.configured !== false) return null;
  return <p className="mail-mode-notice mail-mode-notice--compose">{MAIL_MODE_TEXTS.localOnlyCompose}</p>;
}
