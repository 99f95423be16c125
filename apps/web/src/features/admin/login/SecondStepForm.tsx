import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { recoveryCodeSchema, totpCodeSchema, TWO_FACTOR_MESSAGES } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Field } from '../../../ui/form/Field';
import { TotpCodeField } from '../two-factor/TotpCodeField';
import { useSecondStep } from './session-queries';

type Mode = 'code' | 'recovery';

const ask = {
  code: 'Otwórz aplikację uwierzytelniającą w telefonie i wpisz kod, który pokazuje teraz dla panelu fundacji.',
  recovery: 'Wpisz jeden z kodów odzyskiwania zapisanych przy włączaniu weryfikacji dwuetapowej. Każdy kod działa tylko raz.',
} as const;

/**
 * The second step of signing in to an account with two-step sign-in (POST /api/auth/login/totp):
 * the code from the app, or a recovery code instead. A wrong code is said in an alert and the
 * field is cleared for the next one; when the wait for the code is over, `onRestart` goes back to
 * the password with the server's message.
 */
export function SecondStepForm({ onSignedIn, onRestart }: { onSignedIn(message: string | undefined): void; onRestart(message?: string): void }) {
  const ids = { code: useId(), recovery: useId() };
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const secondStep = useSecondStep();
  const pending = secondStep.isPending;
  // A refusal is said until the next try or a switch of the kind of code.
  const error = secondStep.error ? errorMessage(secondStep.error, TWO_FACTOR_MESSAGES.loginFailed) : null;
  const input = useRef<HTMLInputElement>(null);

  // The field takes the focus when the step opens, when the kind of code changes, and after a refusal.
  const focusField = () => setTimeout(() => input.current?.focus(), 0);
  useEffect(() => {
    input.current?.focus();
  }, [mode]);

  const switchMode = () => {
    setMode((current) => (current === 'code' ? 'recovery' : 'code'));
    setValue('');
    setFieldError(undefined);
    secondStep.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    secondStep.reset();
    const parsed = mode === 'code' ? totpCodeSchema.safeParse(value) : recoveryCodeSchema.safeParse(value);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      focusField();
      return;
    }
    setFieldError(undefined);
    secondStep.mutate(mode === 'code' ? { code: parsed.data } : { recoveryCode: parsed.data }, {
      onSuccess: (answer) => onSignedIn(answer.message),
      onError: (caught) => {
        // The wait for the code is over: back to the password, with the server's message.
        if (isApiError(caught) && caught.code === 'two_factor_expired') {
          onRestart(caught.message);
          return;
        }
        setValue('');
        focusField();
      },
    });
  };

  const field =
    mode === 'code' ? (
      <TotpCodeField id={ids.code} value={value} onChange={setValue} error={fieldError} disabled={pending} inputRef={input} errorClassName="login__field-error" />
    ) : (
      <Field id={ids.recovery} label="Kod odzyskiwania" error={fieldError} hint="Na przykład abcd-efgh-jkmn-pqrs." errorClassName="login__field-error">
        {(control) => (
          <input
            {...control}
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-required="true"
            disabled={pending}
          />
        )}
      </Field>
    );

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={pending}>
      <p className="login__step-note">{ask[mode]}</p>
      {field}
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        {pending ? 'Sprawdzanie…' : 'Potwierdź'}
      </button>
      <div className="login__step-links">
        <button type="button" className="login__link-button" onClick={switchMode} disabled={pending}>
          {mode === 'code' ? 'Nie masz telefonu? Użyj kodu odzyskiwania' : 'Użyj kodu z aplikacji'}
        </button>
        <button type="button" className="login__link-button" onClick={() => onRestart()} disabled={pending}>
          Zaloguj się od nowa
        </button>
      </div>
    </form>
  );
}
