import { useId, useState } from 'react';
import { TWO_FACTOR_MESSAGES, type RecoveryCodesResult } from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { useSignOut } from '../login/session-queries';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import './two-factor.css';

/**
 * Shown instead of the panel when the foundation requires two-step sign-in and this account has
 * none yet: the server answers everything else with 403 until it is on (like a one-time password,
 * ForcedPasswordChange). Enrol, save the recovery codes, then the panel opens. Signing out is the
 * way back.
 */
export default function ForcedTwoFactorSetup({ username, onDone }: { username: string; onDone(): void }) {
  usePageTitle('Włącz weryfikację dwuetapową · Panel administratora');
  const titleId = useId();
  const [enabled, setEnabled] = useState<RecoveryCodesResult | null>(null);
  const signOut = useSignOut();
  return (
    <main className="admin-main two-factor-forced" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin-page__title">
        Włącz weryfikację dwuetapową
      </h1>
      <p className="admin-page__note">
        Zalogowano jako {username}. {TWO_FACTOR_MESSAGES.setupRequired} Przy każdym logowaniu, oprócz hasła, podasz kod z aplikacji w telefonie.
      </p>
      {enabled ? (
        <>
          <p className="two-factor__done" role="status">
            {enabled.message}
          </p>
          <RecoveryCodes username={username} codes={enabled.recoveryCodes} doneLabel="Przejdź do panelu" onDone={onDone} />
        </>
      ) : (
        <TwoFactorEnrolment onEnabled={setEnabled} onCancel={() => signOut.mutate()} cancelLabel="Wyloguj" />
      )}
    </main>
  );
}
