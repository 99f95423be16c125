import { useId } from 'react';
import { ROLE_MESSAGES } from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { useSignOut } from '../login/session-queries';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Shown instead of the panel after a sign-in with a one-time password: whoever created it knows
 * it, so nothing else works (the server answers 403) until the person sets their own. Signing out
 * is the way back.
 */
export function ForcedPasswordChange({ username, onChanged }: { username: string; onChanged(): void }) {
  usePageTitle('Ustaw własne hasło · Panel administratora');
  const titleId = useId();
  const signOut = useSignOut();
  return (
    <main className="admin-main admin-forced-password" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin-page__title">
        Ustaw własne hasło
      </h1>
      <p className="admin-page__note">
        Zalogowano jako {username} hasłem jednorazowym. {ROLE_MESSAGES.mustChangePassword}
      </p>
      <ChangePasswordForm onDone={onChanged} onCancel={() => signOut.mutate()} cancelLabel="Wyloguj" currentLabel="Hasło jednorazowe" />
    </main>
  );
}
