import { useId, useRef, useState } from 'react';
import { TWO_FACTOR_MESSAGES } from '@pets/shared';

/** Copies a text; false when the browser refuses (no permission, an old browser). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The text file the codes are downloaded as: what they are for, and the codes one a line. */
export function recoveryCodesFile(username: string, codes: readonly string[]): string {
  return [`Kody odzyskiwania do panelu fundacji, konto „${username}”.`, 'Każdy kod działa jeden raz, zamiast kodu z aplikacji uwierzytelniającej.', '', ...codes, ''].join('\n');
}

/**
 * The recovery codes, shown this once (after enrolling or making new ones): a warning, the list,
 * copying and a .txt download, and a checkbox that they are saved before `onDone` closes them.
 */
export function RecoveryCodes({ username, codes, onDone, doneLabel = 'Gotowe' }: { username: string; codes: readonly string[]; onDone(): void; doneLabel?: string }) {
  const ids = { warning: useId(), list: useId(), saved: useId(), error: useId() };
  const [copied, setCopied] = useState<boolean | null>(null);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkbox = useRef<HTMLInputElement>(null);
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesFile(username, codes))}`;

  const done = () => {
    if (saved) {
      onDone();
      return;
    }
    setError('Najpierw zaznacz, że kody są zapisane: po zamknięciu nie będzie można ich zobaczyć ponownie.');
    checkbox.current?.focus();
  };

  return (
    <div className="two-factor-codes">
      <p id={ids.warning} className="team-warning">
        <strong>Zapisz te kody teraz</strong> (wydrukuj albo zapisz w menedżerze haseł). Każdy działa jeden raz i zastępuje kod z aplikacji, gdy nie masz
        telefonu pod ręką. Po zamknięciu nie będzie można ich zobaczyć ponownie.
      </p>
      <h3 id={ids.list} className="two-factor__subtitle">
        Kody odzyskiwania
      </h3>
      <ol className="two-factor-codes__list" aria-labelledby={ids.list} aria-describedby={ids.warning}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void copyText(codes.join('\n')).then(setCopied)}>
          Kopiuj kody
        </button>
        <a className="btn btn--ghost btn--small" href={file} download={`kody-odzyskiwania-${username}.txt`}>
          Pobierz plik .txt
        </a>
      </div>
      <p role="status" className="team-copy-status">
        {copied === true ? TWO_FACTOR_MESSAGES.codesCopied : copied === false ? TWO_FACTOR_MESSAGES.codesCopyFailed : ''}
      </p>
      <div className="two-factor-codes__saved">
        <input
          ref={checkbox}
          id={ids.saved}
          type="checkbox"
          checked={saved}
          aria-describedby={error ? ids.error : undefined}
          onChange={(event) => {
            setSaved(event.target.checked);
            if (event.target.checked) setError(null);
          }}
        />
        <label htmlFor={ids.saved}>Mam zapisane kody odzyskiwania</label>
      </div>
      {error && (
        <p id={ids.error} className="form__error" role="alert">
          {error}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="btn btn--primary" onClick={done}>
          {doneLabel}
        </button>
      </div>
    </div>
  );
}
