import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime, newAdminPasswordSchema, TEAM_MESSAGES, type SetPasswordLinkInfo } from '@pets/shared';
import { errorMessage, isAbortError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { Loader } from '../../../ui/Loader';
import { PawIcon } from '../../../ui/Logo';
import { teamApi } from './team-api';
import '../layout/admin.css';
import '../admin-panel.css';
import './team.css';

type LinkState = { status: 'checking' } | { status: 'valid'; info: SetPasswordLinkInfo } | { status: 'refused'; message: string } | { status: 'done'; message: string };

/**
 * /admin/ustaw-haslo?token=…, outside the guard: the page of the set-password e-mail. It checks the
 * link first (unknown, used and expired links each say so), then takes the new password twice.
 */
export function SetPasswordPage() {
  usePageTitle('Ustaw hasło · Panel administratora');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [link, setLink] = useState<LinkState>({ status: 'checking' });

  useEffect(() => {
    if (!token) {
      setLink({ status: 'refused', message: TEAM_MESSAGES.linkInvalid });
      return;
    }
    const controller = new AbortController();
    teamApi
      .checkLink(token, controller.signal)
      .then((info) => setLink({ status: 'valid', info }))
      .catch((error: unknown) => {
        if (!isAbortError(error)) setLink({ status: 'refused', message: errorMessage(error, TEAM_MESSAGES.linkCheckFailed) });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <main className="login" id="admin-main">
      <div className="login__card">
        <div className="login__brand">
          <PawIcon size={48} />
          <p className="login__eyebrow">Panel administratora</p>
        </div>
        <h1 className="login__title">Ustaw hasło</h1>
        {link.status === 'checking' && <Loader block label="Sprawdzanie linku…" />}
        {link.status === 'refused' && (
          <p className="form__error" role="alert">
            {link.message}
          </p>
        )}
        {link.status === 'valid' && <SetPasswordForm token={token} info={link.info} onDone={(message) => setLink({ status: 'done', message })} />}
        {link.status === 'done' && (
          <>
            <p role="status" className="set-password__done">
              {link.message}
            </p>
            <Link className="btn btn--primary btn--block" to="/admin/login">
              Przejdź do logowania
            </Link>
          </>
        )}
        {link.status !== 'done' && (
          <Link className="login__back" to="/admin/login">
            ← Logowanie do panelu
          </Link>
        )}
      </div>
    </main>
  );
}

function SetPasswordForm({ token, info, onDone }: { token: string; info: SetPasswordLinkInfo; onDone(message: string): void }) {
  const passwordId = useId();
  const repeatId = useId();
  const hintId = useId();
  const passwordErrorId = useId();
  const repeatErrorId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string | undefined; repeat?: string | undefined }>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = newAdminPasswordSchema.safeParse(password);
    const next = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      repeat: checked.success && repeat !== password ? TEAM_MESSAGES.passwordsDiffer : undefined,
    };
    setErrors(next);
    if (next.password || next.repeat) {
      (next.password ? passwordRef : repeatRef).current?.focus();
      return;
    }
    setError(null);
    setPending(true);
    try {
      const result = await teamApi.setPassword(token, password);
      onDone(result.message);
    } catch (caught) {
      setError(errorMessage(caught, TEAM_MESSAGES.passwordSetFailed));
      setPending(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <p>
        Konto: <strong>{info.username}</strong>. Link jest ważny do {formatDateTime(info.expiresAt)}.
      </p>
      {/* Lets password managers store the new password under the right login. */}
      <input type="text" name="username" autoComplete="username" value={info.username} readOnly hidden />
      <div className="form__field">
        <label htmlFor={passwordId}>Nowe hasło</label>
        <input
          ref={passwordRef}
          id={passwordId}
          type="password"
          autoComplete="new-password"
          required
          aria-required="true"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${hintId} ${passwordErrorId}` : hintId}
          disabled={pending}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <p id={hintId} className="set-password__hint">
          Co najmniej 12 znaków. Najłatwiej zapamiętać kilka słów, np. „zielony kubek na parapecie”.
        </p>
        {errors.password && (
          <p id={passwordErrorId} className="team-field-error">
            {errors.password}
          </p>
        )}
      </div>
      <div className="form__field">
        <label htmlFor={repeatId}>Powtórz nowe hasło</label>
        <input
          ref={repeatRef}
          id={repeatId}
          type="password"
          autoComplete="new-password"
          required
          aria-required="true"
          aria-invalid={errors.repeat ? true : undefined}
          aria-describedby={errors.repeat ? repeatErrorId : undefined}
          disabled={pending}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        {errors.repeat && (
          <p id={repeatErrorId} className="team-field-error">
            {errors.repeat}
          </p>
        )}
      </div>
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--primary btn--block" disabled={pending}>
        {pending ? 'Zapisywanie…' : 'Ustaw hasło'}
      </button>
    </form>
  );
}
