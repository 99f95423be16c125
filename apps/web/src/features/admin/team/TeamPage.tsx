import { useId, useState } from 'react';
import { formatDate, formatDateTime, TEAM_MESSAGES, TWO_FACTOR_MESSAGES, type TeamAccount, type TeamPasswordResult } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { useAdminUser } from '../admin-session';
import { AddAccountForm } from './AddAccountForm';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { RoleCell } from './RoleCell';
import { useResetTeamTwoFactor, useTeamAccounts, useToggleTeamAccount } from './team-queries';
import './team.css';

type Dialog = { kind: 'reset'; account: TeamAccount } | { kind: 'password'; result: TeamPasswordResult } | null;

/** The account's state in words: disabled, waiting for its set-password link, or active. */
function accountState(account: TeamAccount): string {
  if (account.disabledAt) return `Wyłączone od ${formatDate(account.disabledAt)}`;
  if (account.linkExpiresAt) return `Czeka na ustawienie hasła (link ważny do ${formatDateTime(account.linkExpiresAt)})`;
  return 'Aktywne';
}

/**
 * /admin/team ("Zespół", administrators only): every account of the panel with its role and
 * whether it uses two-step sign-in, adding one, changing a colleague's role, disabling and
 * enabling, resetting a colleague's password, removing a colleague's second factor (a lost phone).
 * Nobody changes, disables or resets their own account here (their own password is changed from
 * the account menu).
 */
export function TeamPage() {
  usePageTitle('Zespół · Panel administratora');
  const titleId = useId();
  const me = useAdminUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const accounts = useTeamAccounts();
  const toggle = useToggleTeamAccount({
    onSuccess: (result) => toast.info(result.message),
    onError: (error) => toast.error(errorMessage(error, TEAM_MESSAGES.toggleFailed)),
  });

  const resetTwoFactor = useResetTeamTwoFactor({
    onSuccess: (result) => toast.info(result.message),
    onError: (error) => toast.error(errorMessage(error, TWO_FACTOR_MESSAGES.resetFailed)),
  });

  const removeTwoFactor = async (account: TeamAccount) => {
    const confirmed = await confirm({
      message: `Wyłączyć weryfikację dwuetapową konta „${account.username}”? Ta osoba będzie mogła zalogować się samym hasłem, a jej kody odzyskiwania przestaną działać. Dostanie o tym e-mail. Zrób to, gdy zgubiła telefon albo nie może użyć aplikacji.`,
      confirmLabel: 'Wyłącz weryfikację',
    });
    if (confirmed) resetTwoFactor.mutate(account);
  };

  const disable = async (account: TeamAccount) => {
    const confirmed = await confirm({
      message: `Wyłączyć konto „${account.username}”? Ta osoba nie będzie mogła się zalogować, a jej otwarte sesje zostaną od razu zakończone. Konto można później włączyć ponownie.`,
      confirmLabel: 'Wyłącz konto',
    });
    if (confirmed) toggle.mutate({ account, enable: false });
  };

  const showPassword = (result: TeamPasswordResult) => setDialog({ kind: 'password', result });

  return (
    <section className="admin-page team" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin-page__title">
        Zespół
      </h1>
      <p className="admin-page__note">
        Konta osób, które logują się do panelu, i ich role: administrator może wszystko, koordynator prowadzi zwierzęta, ankiety i adopcje, wolontariusz przegląda
        zwierzęta i ankiety (bez danych kontaktowych) i dodaje notatki. Osoba, której konto zmienisz, dostaje o tym e-mail. Każda zmiana trafia do historii.
      </p>

      <section className="team-accounts" aria-labelledby={`${titleId}-list`} aria-busy={accounts.isPending || toggle.isPending || resetTwoFactor.isPending}>
        <h2 id={`${titleId}-list`} className="team-section-title">
          Konta
        </h2>
        {accounts.isPending && <Loader block label="Wczytywanie kont…" />}
        {accounts.isError && <ErrorCard message={errorMessage(accounts.error, TEAM_MESSAGES.listFailed)} onRetry={() => void accounts.refetch()} />}
        {accounts.isSuccess && accounts.data.length === 0 && <p>{TEAM_MESSAGES.empty}</p>}
        {accounts.isSuccess && accounts.data.length > 0 && (
          <table className="team-table">
            <thead>
              <tr>
                <th scope="col">Login</th>
                <th scope="col">Rola</th>
                <th scope="col">Utworzono</th>
                <th scope="col">Ostatnie logowanie</th>
                <th scope="col">Stan</th>
                <th scope="col">Weryfikacja dwuetapowa</th>
                <th scope="col">Działania</th>
              </tr>
            </thead>
            <tbody>
              {accounts.data.map((account) => {
                const own = account.id === me?.id;
                return (
                  <tr key={account.id} className={account.disabledAt ? 'team-table__row--disabled' : undefined}>
                    <th scope="row" data-label="Login">
                      {account.username}
                      {own && <span className="team-table__you"> (Ty)</span>}
                    </th>
                    <td data-label="Rola">
                      <RoleCell account={account} own={own} />
                    </td>
                    <td data-label="Utworzono">{formatDate(account.createdAt)}</td>
                    <td data-label="Ostatnie logowanie">{account.lastLoginAt ? formatDateTime(account.lastLoginAt) : 'Jeszcze się nie logowało'}</td>
                    <td data-label="Stan">{accountState(account)}</td>
                    <td data-label="Weryfikacja dwuetapowa">{account.twoFactor ? 'Włączona' : 'Wyłączona'}</td>
                    <td data-label="Działania">
                      {own ? (
                        <span className="team-table__hint">Własne hasło i weryfikację dwuetapową zmienisz w menu u góry.</span>
                      ) : (
                        <div className="team-table__actions">
                          {!account.disabledAt && (
                            <button type="button" className="btn btn--light btn--small" onClick={() => setDialog({ kind: 'reset', account })}>
                              Zresetuj hasło<span className="visually-hidden"> konta „{account.username}”</span>
                            </button>
                          )}
                          {account.twoFactor && (
                            <button type="button" className="btn btn--light btn--small" disabled={resetTwoFactor.isPending} onClick={() => void removeTwoFactor(account)}>
                              Wyłącz weryfikację dwuetapową<span className="visually-hidden"> konta „{account.username}”</span>
                            </button>
                          )}
                          {account.disabledAt ? (
                            <button type="button" className="btn btn--ghost btn--small" disabled={toggle.isPending} onClick={() => toggle.mutate({ account, enable: true })}>
                              Włącz<span className="visually-hidden"> konto „{account.username}”</span>
                            </button>
                          ) : (
                            <button type="button" className="btn btn--ghost btn--small team-table__disable" disabled={toggle.isPending} onClick={() => void disable(account)}>
                              Wyłącz<span className="visually-hidden"> konto „{account.username}”</span>
                            </button>
                          )}
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <AddAccountForm onPassword={showPassword} />

      {dialog?.kind === 'reset' && <ResetPasswordDialog account={dialog.account} onClose={() => setDialog(null)} onPassword={showPassword} />}
      {dialog?.kind === 'password' && dialog.result.password && (
        <OneTimePasswordDialog username={dialog.result.account.username} password={dialog.result.password} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
