import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FIRST_ACCOUNT_HINT, MESSAGES, loginSchema, type LoginSecondStepRequired, type ResponseOf, type AUTH } from '@pets/shared';
import { errorMessage, isAbortError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { Field } from '../../../ui/form/Field';
import { PawIcon } from '../../../ui/Logo';
import { loginTarget, storeLoginFlash } from './login-flash';
import { SecondStepForm } from './SecondStepForm';
import { forgetSessionHint, hasSessionHint, rememberSessionHint } from './session-hint';
import { authSetupQuery, readSession, useSignIn } from './session-queries';
import '../layout/admin.css';
import '../admin-panel.css';

type LoginValues = { username: string; password: string };

// Both fields required (the shared schema of POST /auth/login); `raw` keeps the username as typed.
const resolver = zodResolver(loginSchema, undefined, { mode: 'sync', raw: true });

const needsSecondStep = (answer: ResponseOf<typeof AUTH.login>): answer is LoginSecondStepRequired => 'twoFactorRequired' in answer && answer.twoFactorRequired;

/**
 * /admin/login, outside the guard (SPEC "Admin sign-in"): both fields required, inputs disabled
 * while the request runs, the server's error or 'Błąd logowania. Spróbuj ponownie.'; on success
 * the message is kept once for the admin layout (2 s toast) and the visitor goes to /admin or the
 * page they came from. An account with two-step sign-in is asked for its code next
 * (SecondStepForm): the password alone opens nothing. Someone already signed in is sent straight
 * to /admin (checked only when this browser may hold a session).
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<'password' | 'code'>('password');
  usePageTitle(step === 'code' ? 'Weryfikacja dwuetapowa · Panel administratora' : 'Logowanie · Panel administratora');
  const signIn = useSignIn();
  const pending = signIn.isPending;
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<LoginValues>({ defaultValues: { username: '', password: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  // Registered in the order of the form: the first wrong field takes the focus. Typing in a field clears its error.
  const username = register('username', { onChange: () => clearErrors('username') });
  const password = register('password', { onChange: () => clearErrors('password') });
  const state = location.state as unknown;

  // A fresh install: say how the first account is made (nothing once any exists, or if asking fails).
  const noAccountsYet = useQuery(authSetupQuery).data?.hasAccounts === false;

  // Already signed in: no form, straight to the panel. Asked only when a session may exist
  // (session-hint.ts), so a signed-out visitor gets no 401s in the console.
  useEffect(() => {
    if (!hasSessionHint()) return;
    const controller = new AbortController();
    readSession(controller.signal)
      .then((me) => {
        if (me?.user) void navigate(loginTarget(state), { replace: true });
        else forgetSessionHint();
      })
      // Not signed in, the check failed or was cancelled: the form stays.
      .catch((error: unknown) => {
        if (!isAbortError(error)) forgetSessionHint();
      });
    return () => controller.abort();
  }, [navigate, state]);

  const signedIn = (message: string | undefined) => {
    storeLoginFlash(message || MESSAGES.auth.loginSuccess);
    rememberSessionHint();
    void navigate(loginTarget(state), { replace: true });
  };

  /** Back from the code to the password (asked for, or the wait for the code is over). */
  const restart = (message?: string) => {
    setStep('password');
    setError(message ?? null);
    // The password form is back after this render.
    setTimeout(() => setFocus('password'), 0);
  };

  const onSubmit = handleSubmit(
    (values) => {
      setError(null);
      signIn.mutate(
        { username: values.username.trim(), password: values.password },
        {
          onSuccess: (answer) => {
            if (!needsSecondStep(answer)) {
              signedIn(answer.message);
              return;
            }
            setValue('password', '');
            setStep('code');
          },
          onError: (caught) => {
            setError(errorMessage(caught, MESSAGES.auth.loginFailed));
            setValue('password', '');
            // The inputs are enabled again after this render; then the password can be retyped.
            setTimeout(() => setFocus('password'), 0);
          },
        },
      );
    },
    () => setError(null),
  );

  return (
    <main className="login" id="admin-main">
      <div className="login__card">
        <div className="login__brand">
          <PawIcon size={48} />
          <p className="login__eyebrow">Panel administratora</p>
        </div>
        <h1 className="login__title">{step === 'code' ? 'Weryfikacja dwuetapowa' : 'Zaloguj się'}</h1>
        {noAccountsYet && step !== 'code' && <FirstAccountHint />}
        {step === 'code' ? (
          <SecondStepForm onSignedIn={signedIn} onRestart={restart} />
        ) : (
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              if (!pending) void onSubmit(event);
              else event.preventDefault();
            }}
            aria-busy={pending}
          >
            <Field id="login-username" label="Nazwa użytkownika" error={errors.username?.message} errorClassName="login__field-error">
              {(control) => (
                <input
                  {...control}
                  {...username}
                  type="text"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  required
                  aria-required="true"
                  disabled={pending}
                />
              )}
            </Field>
            <Field id="login-password" label="Hasło" error={errors.password?.message} errorClassName="login__field-error">
              {(control) => (
                <input {...control} {...password} type="password" autoComplete="current-password" required aria-required="true" disabled={pending} />
              )}
            </Field>
            {error && (
              <p className="form__error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
              {pending ? 'Logowanie…' : 'Zaloguj się'}
            </button>
          </form>
        )}
        <Link className="login__back" to="/">
          ← Wróć na stronę fundacji
        </Link>
      </div>
    </main>
  );
}

function FirstAccountHint() {
  return (
    <section className="login__first-account" aria-labelledby="login-first-account">
      <h2 id="login-first-account" className="login__first-account-title">
        {FIRST_ACCOUNT_HINT.title}
      </h2>
      <p>
        {FIRST_ACCOUNT_HINT.text} <code>{FIRST_ACCOUNT_HINT.command}</code> {FIRST_ACCOUNT_HINT.alternative}
      </p>
    </section>
  );
}
