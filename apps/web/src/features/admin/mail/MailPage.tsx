import { AdminPlaceholder } from '../AdminPlaceholder';

/** /admin/mail: placeholder until the mailbox issue. */
export function MailPage() {
  return <AdminPlaceholder title="Skrzynka" />;
}
