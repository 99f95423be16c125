import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/page-title';
import { useAdminUser } from '../admin-session';
import { UnsignedContractsCard } from '../contracts/UnsignedContractsCard';
import { UnsignedFosterAgreementsCard } from '../foster/agreement/UnsignedFosterAgreementsCard';
import { TodayCard } from './TodayCard';

const TABS = [
  { to: '/admin/animals', title: 'Zwierzaki', text: 'Dodawaj, edytuj i przeglądaj zwierzaki.' },
  { to: '/admin/zadania', title: 'Zadania', text: 'Dodawaj zadania zespołu i odhaczaj zrobione; terminy z kart zdrowia trafiają tu same.' },
  {
    to: '/admin/adopters',
    title: 'Adoptujący',
    text: 'Edytuj dane adoptujących, przeglądaj ich ankiety i zwierzaki, utwórz adopcję bez ankiety.',
  },
  { to: '/admin/surveys', title: 'Ankiety', text: 'Przeglądaj ankiety, odpowiadaj na nie, rezerwuj i adoptuj.' },
  { to: '/admin/mail', title: 'Skrzynka', text: 'Czytaj wiadomości wysłane do fundacji.' },
  { to: '/admin/stats', title: 'Statystyki', text: 'Sprawdzaj adopcje, ankiety i rezerwacje w wybranym okresie, pobieraj dane do Excela.' },
  { to: '/admin/settings/contract', title: 'Umowa adopcyjna', text: 'Edytuj punkty umowy adopcyjnej, które trafiają do każdej umowy w PDF.' },
  {
    to: '/admin/settings/foster-agreement',
    title: 'Umowa z domem tymczasowym',
    text: 'Edytuj punkty umowy z domem tymczasowym: koszty, obowiązki opiekuna, rozwiązanie umowy.',
    administratorsOnly: true,
  },
  { to: '/admin/settings/templates', title: 'Szablony e-maili', text: 'Edytuj gotowe wiadomości do ankiet, adoptujących i pozostałych chętnych.' },
  {
    to: '/admin/settings/foundation',
    title: 'Dane fundacji',
    text: 'Nazwa, adres, e-mail, KRS, NIP, REGON, numer konta i profile: to, co pokazuje strona publiczna.',
    administratorsOnly: true,
  },
] as const satisfies readonly { to: string; title: string; text: string; administratorsOnly?: boolean }[];

/** /admin index: what needs attention today ("Na dziś"), then the tabs explained (SPEC "Admin layout"). */
export function DashboardPage() {
  usePageTitle('Panel administratora');
  const user = useAdminUser();
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{user ? `Witaj, ${user.username}!` : 'Witaj!'}</h1>
      <p className="admin-page__note">Wybierz zakładkę, aby rozpocząć pracę.</p>
      <TodayCard />
      <ul className="admin-tiles">
        {TABS.filter((tab) => !('administratorsOnly' in tab) || user?.role === 'administrator').map((tab) => (
          <li key={tab.to}>
            <Link className="admin-tile" to={tab.to}>
              <span className="admin-tile__title">{tab.title}</span>
              <span className="admin-tile__text">{tab.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <UnsignedContractsCard />
      {/* Foster homes are coordination's work (access.ts): volunteers are not asked for the list. */}
      {user && user.role !== 'wolontariusz' && <UnsignedFosterAgreementsCard />}
    </section>
  );
}
