import { useId } from 'react';
import { TWO_FACTOR_MESSAGES, type SecuritySettings } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { JobsStatus } from '../jobs/JobsStatus';
import { useSaveSecuritySettings, useSecuritySettings } from './two-factor-queries';
import './two-factor.css';

/**
 * /admin/settings/security ("Bezpieczeństwo", administrators): whether two-step sign-in is
 * required of every account (the server refuses to switch it on for an administrator without a
 * second factor of their own, and says so under the switch), and the background jobs' health.
 */
export function SecuritySettingsPage() {
  usePageTitle('Bezpieczeństwo · Panel administratora');
  const titleId = useId();
  const query = useSecuritySettings();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie ustawień bezpieczeństwa…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={errorMessage(loaded.error, TWO_FACTOR_MESSAGES.settingsFailed)} onRetry={() => void query.refetch()} />;
  else body = <RequireTwoFactor settings={loaded.data} />;
  return (
    <section className="admin-page" aria-labelledby={titleId}>
      <h1 id={titleId} className="admin-page__title">
        Bezpieczeństwo
      </h1>
      <p className="admin-page__note">
        Panel pokazuje dane osobowe adoptujących, w tym adresy i numery telefonów. Weryfikacja dwuetapowa sprawia, że do logowania, oprócz hasła, potrzebny
        jest kod z aplikacji w telefonie: samo hasło, zgadnięte albo podejrzane, nie wystarczy.
      </p>
      {body}
      <JobsStatus />
    </section>
  );
}

function RequireTwoFactor({ settings }: { settings: SecuritySettings }) {
  const ids = { title: useId(), hint: useId(), error: useId() };
  const save = useSaveSecuritySettings((message) => toast.info(message));

  const change = async (requireTwoFactor: boolean) => {
    const confirmed = await confirm(
      requireTwoFactor
        ? {
            message:
              'Wymagać weryfikacji dwuetapowej od wszystkich kont? Konta bez niej przed dalszą pracą w panelu skonfigurują aplikację uwierzytelniającą, także w już otwartych sesjach.',
            confirmLabel: 'Wymagaj',
          }
        : { message: 'Przestać wymagać weryfikacji dwuetapowej? Konta bez niej będą mogły logować się samym hasłem.', confirmLabel: 'Nie wymagaj' },
    );
    if (confirmed) save.mutate({ requireTwoFactor });
  };

  return (
    <section className="security-settings card" aria-labelledby={ids.title} aria-busy={save.isPending}>
      <h2 id={ids.title} className="team-section-title">
        Weryfikacja dwuetapowa
      </h2>
      <Switch
        checked={save.isPending && save.variables ? save.variables.requireTwoFactor : settings.requireTwoFactor}
        onChange={(next) => void change(next)}
        label="Wymagaj weryfikacji dwuetapowej od wszystkich kont"
        disabled={save.isPending}
        describedBy={save.isError ? `${ids.hint} ${ids.error}` : ids.hint}
      />
      <p id={ids.hint} className="two-factor__note">
        {settings.requireTwoFactor
          ? 'Wymagana: każde konto loguje się hasłem i kodem z aplikacji. Konto bez niej najpierw ją konfiguruje. Zgubiony telefon: administrator wyłącza weryfikację tej osoby na ekranie „Zespół”.'
          : 'Niewymagana: każdy może ją włączyć u siebie w menu „Weryfikacja dwuetapowa”. Aby wymagać jej od wszystkich, włącz ją najpierw na własnym koncie.'}
      </p>
      {save.isError && (
        <p id={ids.error} className="form__error" role="alert">
          {errorMessage(save.error, TWO_FACTOR_MESSAGES.settingsSaveFailed)}
        </p>
      )}
    </section>
  );
}
