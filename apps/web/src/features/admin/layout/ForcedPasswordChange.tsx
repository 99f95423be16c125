import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE_MESSAGES } from '@pets/shared';
import { api } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { forgetSessionHint } from '../login/session-hint';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Shown instead of the panel after a sign-in with a one-time password: whoever created it knows
 * it, so nothing else works (the server answers 403) until the person sets their own. Signing out
 * is the way back.
 */
export function ForcedPasswordChange({ username, onChanged }: { username: string; onChanged(): void }) {
  usePageTitle('Ustaw własne hasło · Panel administratora');
  const titleId = useId();
  const navigate = useNavigate();
  const signOut = async () => {
    await api.post('/auth/logout').catch(() => undefined);
    forgetSessionHint();
    void navigate('/admin/login', { replace: true });
  };
  return (
    <main className="admin-main admin-forced-password" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin-page__title">
        Ustaw własne hasło
      </h1>
      <p className="admin-page__note">
        Zalogowano jako {username} hasłem jednorazowym. {ROLE_MESSAGES.mustChangePassword}
      </p>
      <ChangePasswordForm onDone={onChanged} onCancel={() => void signOut()} cancelLabel="Wyloguj" currentLabel="Hasło jednorazowe" />
    </main>
  );
}
