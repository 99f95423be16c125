import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, TIMINGS } from '@pets/shared';
import { api, errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../ui/toast-store';
import { PawIcon } from '../../../ui/Logo';
import '../../../app/layouts/admin.css';

/**
 * /admin/login, outside the guard. A minimal working form (the auth issue completes it):
 * both fields required, inputs disabled while the request runs, the server's error or
 * 'Błąd logowania. Spróbuj ponownie.', and on success the message shown for 2 s on the admin layout.
 */
export function LoginPage() {
  usePageTitle('Logowanie · Panel administratora');
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!username.trim()) return setError(MESSAGES.auth.usernameRequired);
    if (!password) return setError(MESSAGES.auth.passwordRequired);
    setError(null);
    setPending(true);
    try {
      const result = await api.post<{ message?: string } | undefined>('/auth/login', { username: username.trim(), password });
      toast.info(result?.message || MESSAGES.auth.loginSuccess, { duration: TIMINGS.toastLoginFlash });
      const from = (location.state as { from?: unknown } | null)?.from;
      const target = typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : '/admin';
      void navigate(target, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, MESSAGES.auth.loginFailed));
      setPending(false);
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
        <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="form__field">
            <label htmlFor="login-username">Nazwa użytkownika</label>
            <input
              id="login-username"
              name="username"
              autoComplete="username"
              required
              disabled={pending}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          </div>
          <div className="form__field">
            <label htmlFor="login-password">Hasło</label>
            <input
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              disabled={pending}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
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
