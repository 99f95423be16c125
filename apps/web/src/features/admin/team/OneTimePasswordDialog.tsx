import { useId, useState } from 'react';
import { TEAM_MESSAGES } from '@pets/shared';
import { Dialog } from '../../../ui/Dialog';

/** Copies a text; false when the browser refuses (no permission, an old browser). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The generated password, shown this once: a warning that it cannot be seen again, the password
 * in a read-only field (selectable by hand) and a copy button that says whether it worked.
 */
export function OneTimePasswordDialog({ username, password, onClose }: { username: string; password: string; onClose(): void }) {
  const fieldId = useId();
  const warningId = useId();
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Dialog
      variant="panel"
      title={`Hasło jednorazowe konta „${username}”`}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn--primary" onClick={onClose}>
          Hasło zapisane, zamknij
        </button>
      }
    >
      <p id={warningId} className="team-warning">
        <strong>Uwaga:</strong> {TEAM_MESSAGES.oneTimePasswordWarning}
      </p>
      <div className="form__field">
        <label htmlFor={fieldId}>Hasło</label>
        <div className="team-password">
          <input
            id={fieldId}
            className="team-password__value"
            readOnly
            value={password}
            aria-describedby={warningId}
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              void copyText(password).then(setCopied);
            }}
          >
            Kopiuj hasło
          </button>
        </div>
      </div>
      <p role="status" className="team-copy-status">
        {copied === true ? TEAM_MESSAGES.copied : copied === false ? TEAM_MESSAGES.copyFailed : ''}
      </p>
    </Dialog>
  );
}
