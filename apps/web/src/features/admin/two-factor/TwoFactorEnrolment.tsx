import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { totpCodeSchema, TWO_FACTOR_MESSAGES, type RecoveryCodesResult } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { TotpCodeField } from './TotpCodeField';
import { useEnableTwoFactor, useStartTwoFactorSetup } from './two-factor-queries';

/** The secret in groups of four, as apps print it and people type it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: a new secret from the server (nothing changes on the account
 * yet), its QR code and the secret written out for typing by hand, then a code from the app that
 * turns two-step sign-in on and brings the recovery codes (`onEnabled`).
 */
export function TwoFactorEnrolment({ onEnabled, onCancel, cancelLabel = 'Anuluj' }: { onEnabled(result: RecoveryCodesResult): void; onCancel(): void; cancelLabel?: string }) {
  const ids = { secret: useId(), code: useId(), steps: useId() };
  const setup = useStartTwoFactorSetup();
  const { mutate: startSetup } = setup;
  const enable = useEnableTwoFactor(onEnabled);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const codeInput = useRef<HTMLInputElement>(null);
  const started = useRef(false);

  // One secret per enrolment: started once, also when React runs effects twice in development.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  if (setup.isPending || setup.isIdle) return <Loader block label="Przygotowywanie kodu QR…" />;
  if (setup.isError) return <ErrorCard message={errorMessage(setup.error, TWO_FACTOR_MESSAGES.setupFailed)} onRetry={() => startSetup()} />;
  const { secret, qrCode, issuer, label } = setup.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enable.isPending) return;
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      codeInput.current?.focus();
      return;
    }
    setFieldError(undefined);
    enable.mutate(parsed.data, {
      onError: () => {
        // The field is enabled again after this render: ready for the next code.
        setCode('');
        setTimeout(() => codeInput.current?.focus(), 0);
      },
    });
  };
  const failure = enable.isError ? errorMessage(enable.error, TWO_FACTOR_MESSAGES.enableFailed) : null;
  // The started enrolment is gone (its 30 minutes passed, or another one replaced it): a new secret is needed.
  const expired = isApiError(enable.error) && enable.error.code === 'two_factor_setup_missing';

  return (
    <div className="two-factor-setup">
      <ol id={ids.steps} className="two-factor-setup__steps">
        <li>
          Zainstaluj w telefonie aplikację uwierzytelniającą, jeśli jeszcze jej nie masz (np. Aegis, 2FAS, Google Authenticator albo Microsoft
          Authenticator).
        </li>
        <li>
          W aplikacji dodaj konto, skanując ten kod QR:
          <img className="two-factor-setup__qr" src={qrCode} alt={`Kod QR do dodania konta „${label}” (${issuer}) w aplikacji uwierzytelniającej`} width={200} height={200} />
          <div className="form__field">
            <label htmlFor={ids.secret}>Nie możesz zeskanować? Wpisz ten klucz ręcznie</label>
            <input
              id={ids.secret}
              className="team-password__value"
              readOnly
              value={grouped(secret)}
              spellCheck={false}
              aria-describedby={`${ids.secret}-hint`}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p id={`${ids.secret}-hint`} className="form__hint">
              Konto: {label}, wydawca: {issuer}. Typ: oparty na czasie (TOTP), 6 cyfr, co 30 sekund.
            </p>
          </div>
        </li>
        <li>Wpisz kod, który aplikacja pokazuje teraz, i potwierdź.</li>
      </ol>
      <form className="form" noValidate onSubmit={submit} aria-busy={enable.isPending}>
        <TotpCodeField id={ids.code} value={code} onChange={setCode} error={fieldError} disabled={enable.isPending} inputRef={codeInput} errorClassName="admin-user__field-error" />
        {failure && (
          <p className="form__error" role="alert">
            {failure}
          </p>
        )}
        {expired && (
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => {
              enable.reset();
              startSetup();
            }}
          >
            Pokaż nowy kod QR
          </button>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={enable.isPending}>
            {enable.isPending ? 'Włączanie…' : 'Włącz weryfikację dwuetapową'}
          </button>
          <button type="button" className="btn btn--light" disabled={enable.isPending} onClick={onCancel}>
            {cancelLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
