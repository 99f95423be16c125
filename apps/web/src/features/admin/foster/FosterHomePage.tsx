import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDate, FOSTER_MESSAGES, type FosterHomeDetail } from '@pets/shared';
import { usePageTitle } from '../../../lib/page-title';
import { FosterAgreementPanel } from './agreement/FosterAgreementPanel';
import { FOSTER_HOMES_PATH, personName, telHref } from './foster-format';
import { useFosterHome } from './foster-queries';
import { FosterHomeForm } from './FosterHomeForm';
import { FosterRodoActions } from './FosterRodoActions';
import { useAdminUser } from '../admin-session';
import { HomeAnimals, HomeReminders, HomeReports } from './HomeActivity';
import { HomeLinkSection } from './HomeLinkSection';
import { QueryBlock } from './QueryBlock';
import './foster.css';

function HomeContact({ home }: { home: FosterHomeDetail }) {
  return (
    <dl className="foster-facts foster-facts--inline foster-home__contact">
      <div className="foster-facts__row">
        <dt>E-mail</dt>
        <dd>{home.email ? <a href={`mailto:${home.email}`}>{home.email}</a> : 'brak'}</dd>
      </div>
      <div className="foster-facts__row">
        <dt>Telefon</dt>
        <dd>{home.phone ? <a href={telHref(home.phone)}>{home.phone}</a> : 'brak'}</dd>
      </div>
      <div className="foster-facts__row">
        <dt>Adres</dt>
        <dd>
          {home.postcode} {home.city}
        </dd>
      </div>
      <div className="foster-facts__row">
        <dt>Dom tymczasowy od</dt>
        <dd>
          {formatDate(home.createdAt)}
          {home.endedAt && `, nieaktywny od ${formatDate(home.endedAt)}`}
        </dd>
      </div>
    </dl>
  );
}

/** Administrators: the carer's export and erase; after the erase the home is gone from the lists. */
function HomeRodo({ home }: { home: FosterHomeDetail }) {
  const navigate = useNavigate();
  const headingId = useId();
  if (useAdminUser()?.role !== 'administrator') return null;
  return (
    <section aria-labelledby={headingId} className="foster-section">
      <h2 id={headingId} className="foster-section__title">
        Dane osobowe (RODO)
      </h2>
      <FosterRodoActions subject={{ kind: 'home', id: home.id }} name={personName(home)} onErased={() => void navigate(`${FOSTER_HOMES_PATH}?widok=domy`)} />
    </section>
  );
}

function HomeView({ home }: { home: FosterHomeDetail }) {
  return (
    <>
      <HomeContact home={home} />
      <div className="foster-home__columns">
        <div className="foster-home__main">
          <HomeAnimals home={home} />
          <HomeLinkSection home={home} />
          <HomeReports home={home} />
          <HomeReminders home={home} />
          <FosterAgreementPanel homeId={home.id} />
          <HomeRodo home={home} />
        </div>
        <div className="foster-home__side">
          {/* A save answers the stored home: the form starts afresh from it. */}
          <FosterHomeForm key={home.id} home={home} />
        </div>
      </div>
    </>
  );
}

/**
 * /admin/domy-tymczasowe/:id (issue 33, coordination): one foster home, its contact, the animals
 * living there, the carer's link, reports and reminders, the foster agreement, and the form that
 * keeps its data (species, capacity, notes, active, unavailable periods).
 */
export function FosterHomePage() {
  const titleId = useId();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = useFosterHome(valid ? id : 0, { enabled: valid });
  const home = query.data;
  usePageTitle(`${home ? personName(home) : 'Dom tymczasowy'} · Domy tymczasowe · Panel administratora`);
  return (
    <section className="admin-page foster-home" aria-labelledby={titleId}>
      <nav className="admin-crumbs" aria-label="Ścieżka nawigacji">
        <Link to={`${FOSTER_HOMES_PATH}?widok=domy`}>← Domy tymczasowe</Link>
      </nav>
      <h1 id={titleId} className="admin-page__title foster-home__title">
        {home ? personName(home) : 'Dom tymczasowy'}
        {home && !home.active && <span className="foster-status foster-status--odrzucone">Nieaktywny</span>}
      </h1>
      {valid ? (
        <QueryBlock query={query} loading="Wczytywanie domu tymczasowego…" failed="Nie udało się wczytać domu tymczasowego.">
          {(data) => <HomeView home={data} />}
        </QueryBlock>
      ) : (
        <p role="alert">{FOSTER_MESSAGES.homeNotFound}</p>
      )}
    </section>
  );
}
