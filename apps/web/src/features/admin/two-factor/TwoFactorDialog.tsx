import { useId, useRef, useState, type FormEvent } from 'react';
import { TEAM_MESSAGES, totpCodeSchema, TWO_FACTOR_MESSAGES, type RecoveryCodesResult, type TwoFactorStatus } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Field } from '../../../ui/form/Field';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { useAdminUser } from '../admin-session';
import { viewOf } from '../query-view';
import { Dialog } from '../../../ui/Dialog';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpCodeField } from './TotpCodeField';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useTwoFactorStatus } from './two-factor-queries';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import './two-factor.css';

type View = { kind: 'status' } | { kind: 'enrol' } | { kind: 'regenerate' } | { kind: 'disable' } | { kind: 'codes'; result: RecoveryCodesResult };

/**
 * "Weryfikacja dwuetapowa" from the account menu: whether it is on and how many recovery codes are
 * left; turning it on (QR code, a code, the recovery codes shown once), making new recovery codes
 * with a current code, and turning it off with the password (not while the foundation requires it).
 */
export default function TwoFactorDialog({ onClose }: { onClose(): void }) {
  const user = useAdminUser();
  const status = useTwoFactorStatus();
  const [view, setView] = useState<View>({ kind: 'status' });
  const showCodes = (result: RecoveryCodesResult) => setView({ kind: 'codes', result });

  const loaded = viewOf(status);
  let body;
  if (view.kind === 'codes') {
    body = (
      <>
        <p className="two-factor__done" role="status">
          {view.result.message}
        </p>
        <RecoveryCodes username={user?.username ?? 'konto'} codes={view.result.recoveryCodes} onDone={onClose} />
      </>
    );
  } else if (view.kind === 'enrol') {
    body = <TwoFactorEnrolment onEnabled={showCodes} onCancel={() => setView({ kind: 'status' })} />;
  } else if (loaded.status === 'loading') {
    body = <Loader block label="Sprawdzanie weryfikacji dwuetapowej…" />;
  } else if (loaded.status === 'error') {
    body = <ErrorCard message={errorMessage(loaded.error, TWO_FACTOR_MESSAGES.statusFailed)} onRetry={() => void status.refetch()} />;
  } else if (view.kind === 'regenerate') {
    body = <RegenerateCodesForm onDone={showCodes} onCancel={() => setView({ kind: 'status' })} />;
  } else if (view.kind === 'disable') {
    body = (
      <DisableForm
        onDone={(message) => {
          toast.info(message);
          setView({ kind: 'status' });
        }}
        onCancel={() => setView({ kind: 'status' })}
      />
    );
  } else {
    body = <StatusView status={loaded.data} onChoose={(kind) => setView({ kind })} />;
  }

  return (
    // The recovery codes close only through their own button, once they are marked as saved.
    <Dialog variant="panel" title="Weryfikacja dwuetapowa" onClose={onClose} busy={view.kind === 'codes'}>
      {body}
    </Dialog>
  );
}

function StatusView({ status, onChoose }: { status: TwoFactorStatus; onChoose(kind: 'enrol' | 'regenerate' | 'disable'): void }) {
  if (!status.enabled) {
    return (
      <div className="two-factor-status">
        <p>
          <strong>Weryfikacja dwuetapowa jest wyłączona.</strong> Po jej włączeniu do logowania potrzebne będzie hasło i kod z aplikacji uwierzytelniającej w
          telefonie, więc samo hasło nie wystarczy nikomu, kto je pozna.
        </p>
        {status.required && <p className="team-warning">{TWO_FACTOR_MESSAGES.setupRequired}</p>}
        <div className="button-row">
          <button type="button" className="btn btn--primary" onClick={() => onChoose('enrol')}>
            Włącz weryfikację dwuetapową
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="two-factor-status">
      <p>
        <strong>Weryfikacja dwuetapowa jest włączona.</strong> {TWO_FACTOR_MESSAGES.recoveryCodesLeft(status.recoveryCodesLeft)}
      </p>
      {!status.usable && (
        <p className="team-warning">
          Kodów z aplikacji nie da się teraz sprawdzić, bo zmienił się klucz serwera. Skonfiguruj aplikację ponownie: zeskanuj nowy kod QR.
        </p>
      )}
      {status.usable && status.recoveryCodesLeft <= 3 && <p className="team-warning">Zostało mało kodów odzyskiwania: utwórz nowe.</p>}
      <div className="button-row">
        {status.usable ? (
          <button type="button" className="btn btn--ghost" onClick={() => onChoose('regenerate')}>
            Utwórz nowe kody odzyskiwania
          </button>
        ) : (
          <button type="button" className="btn btn--primary" onClick={() => onChoose('enrol')}>
            Skonfiguruj aplikację ponownie
          </button>
        )}
        {!status.required && (
          <button type="button" className="btn btn--light" onClick={() => onChoose('disable')}>
            Wyłącz weryfikację dwuetapową
          </button>
        )}
      </div>
      {status.required && <p className="two-factor__note">Fundacja wymaga weryfikacji dwuetapowej od wszystkich kont, więc nie można jej wyłączyć.</p>}
    </div>
  );
}

/** A current code from the app buys ten new recovery codes; the earlier ones stop working. */
function RegenerateCodesForm({ onDone, onCancel }: { onDone(result: RecoveryCodesResult): void; onCancel(): void }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const regenerate = useRegenerateRecoveryCodes(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (regenerate.isPending) return;
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    regenerate.mutate(parsed.data, {
      onError: () => {
        setCode('');
        setTimeout(() => input.current?.focus(), 0);
      },
    });
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={regenerate.isPending}>
      <p className="two-factor__note">Nowe kody zastąpią wszystkie dotychczasowe: stare przestaną działać. Potwierdź kodem z aplikacji.</p>
      <TotpCodeField id={id} value={code} onChange={setCode} error={fieldError} disabled={regenerate.isPending} inputRef={input} errorClassName="admin-user__field-error" />
      {regenerate.isError && (
        <p className="form__error" role="alert">
          {errorMessage(regenerate.error, TWO_FACTOR_MESSAGES.regenerateFailed)}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={regenerate.isPending}>
          {regenerate.isPending ? 'Tworzenie…' : 'Utwórz nowe kody'}
        </button>
        <button type="button" className="btn btn--light" disabled={regenerate.isPending} onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}

/** Turning two-step sign-in off takes the current password. */
function DisableForm({ onDone, onCancel }: { onDone(message: string): void; onCancel(): void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const disable = useDisableTwoFactor(onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disable.isPending) return;
    if (password === '') {
      setFieldError(TEAM_MESSAGES.currentPasswordRequired);
      input.current?.focus();
      return;
    }
    setFieldError(undefined);
    disable.mutate(password, {
      onError: () => {
        setPassword('');
        setTimeout(() => input.current?.focus(), 0);
      },
    });
  };
  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={disable.isPending}>
      <p className="two-factor__note">
        Po wyłączeniu do logowania wystarczy samo hasło, a kody odzyskiwania przestaną działać. Weryfikację możesz później włączyć ponownie (z nowym kodem QR).
      </p>
      <Field id={id} label="Obecne hasło" error={fieldError} errorClassName="admin-user__field-error">
        {(control) => (
          <input
            {...control}
            ref={input}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            required
            aria-required="true"
            disabled={disable.isPending}
          />
        )}
      </Field>
      {disable.isError && (
        <p className="form__error" role="alert">
          {errorMessage(disable.error, TWO_FACTOR_MESSAGES.disableFailed)}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={disable.isPending}>
          {disable.isPending ? 'Wyłączanie…' : 'Wyłącz weryfikację dwuetapową'}
        </button>
        <button type="button" className="btn btn--light" disabled={disable.isPending} onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
