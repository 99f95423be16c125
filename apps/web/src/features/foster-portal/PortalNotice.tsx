import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api';

export type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * A form's live region: always on the page (so a screen reader hears what appears in it), a
 * success read politely, an error at once. The text says what happened; the colour only repeats it.
 */
export function PortalNotice({ notice, children }: { notice: Notice; children?: ReactNode }) {
  return (
    <div aria-live="polite" className="portal-notice-area">
      {notice && (
        <div className={`portal-notice portal-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
          {children}
        </div>
      )}
    </div>
  );
}

/** The field messages of a refused write (400 `fields`), for the fields the form has. */
export function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, string> {
  if (!isApiError(error) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).filter(([field]) => fields.includes(field)));
}

/** The first message of each field of a failed zod check, by field name. */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
