import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, loginSchema, type AuthMe } from '@pets/shared';
import { api, errorMessage, isAbortError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { PawIcon } from '../../../ui/Logo';
import { loginTarget, storeLoginFlash } from './login-flash';
import { forgetSessionHint, hasSessionHint, rememberSessionHint } from './session-hint';
import '../layout/admin.css';
import '../admin-panel.css';

type LoginField = 'username' | 'password';

/** Client-side check with the shared schema: both fields required. */
export function validateLogin(values: { username: string; password: string }): Partial<Record<LoginField, string>> {
  const result = loginSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if ((key === 'username' || key === 'password') && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * /admin/login, outside the guard (SPEC "Admin sign-in"): both fields required, inputs disabled
 * while the request runs, the server's error or 'Błąd logowania. Spróbuj ponownie.'; on success
 * the message is kept once for the admin layout (2 s toast) and the visitor goes to /admin or the
 * page they came from. Someone already signed in is sent straight to /admin (checked only when this
 * browser may hold a session).
 */
export function LoginPage() {
  usePageTitle('Logowanie · Panel administratora');
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const state = location.state as unknown;

  // Already signed in: no form, straight to the panel. Asked only when a session may exist
  // (session-hint.ts), so a signed-out visitor gets no 401s in the console.
  useEffect(() => {
    if (!hasSessionHint()) return;
    const controller = new AbortController();
    api
      .get<AuthMe>('/auth/me', { signal: controller.signal })
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors = validateLogin({ username, password });
    setFieldErrors(errors);
    if (errors.username || errors.password) {
      setError(null);
      (errors.username ? usernameRef : passwordRef).current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const result = await api.post<{ message?: string } | undefined>('/auth/login', { username: username.trim(), password });
      storeLoginFlash(result?.message || MESSAGES.auth.loginSuccess);
      rememberSessionHint();
      void navigate(loginTarget(state), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, MESSAGES.auth.loginFailed));
      setPending(false);
      setPassword('');
      // The inputs are enabled again after this render; then the password can be retyped.
      setTimeout(() => passwordRef.current?.focus(), 0);
    }
  }

  return (
    <main className="login" id="admin-main">
      <div className="login__card">
        <div className="login__brand">
          <PawIcon size={48} />
          <p className="login__eyebrow">Panel administratora</p>
        </div>
        <h1 className="login__title">Zaloguj się</h1>
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
          <div className="form__field">
            <label htmlFor="login-username">Nazwa użytkownika</label>
            <input
              ref={usernameRef}
              id="login-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              aria-required="true"
              aria-invalid={fieldErrors.username ? true : undefined}
              aria-describedby={fieldErrors.username ? 'login-username-error' : undefined}
              disabled={pending}
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                if (fieldErrors.username) setFieldErrors((current) => ({ ...current, username: undefined }));
              }}
            />
            {fieldErrors.username && (
              <p id="login-username-error" className="login__field-error">
                {fieldErrors.username}
              </p>
            )}
          </div>
          <div className="form__field">
            <label htmlFor="login-password">Hasło</label>
            <input
              ref={passwordRef}
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-required="true"
              aria-invalid={fieldErrors.password ? true : undefined}
              aria-describedby={fieldErrors.password ? 'login-password-error' : undefined}
              disabled={pending}
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (fieldErrors.password) setFieldErrors((current) => ({ ...current, password: undefined }));
              }}
            />
            {fieldErrors.password && (
              <p id="login-password-error" className="login__field-error">
                {fieldErrors.password}
              </p>
            )}
          </div>
          {error && (
            <p className="form__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
            {pending ? 'Logowanie…' : 'Zaloguj się'}
          </button>
        </form>
        <Link className="login__back" to="/">
          ← Wróć na stronę fundacji
        </Link>
      </div>
    </main>
  );
}
