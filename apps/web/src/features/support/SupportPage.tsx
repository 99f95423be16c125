import { Link } from 'react-router-dom';
import { Banner } from '../../ui/Banner';
import { usePageTitle } from '../../lib/page-title';

/** Support (/wspieram): placeholder until the support issue adds its sections. */
export function SupportPage() {
  usePageTitle('Wspieram');
  return (
    <>
      <Banner title="Wsparcie" subtitle="Jak możesz pomóc?" />
      <div className="container page-content">
        <div className="card placeholder-card">
          <p className="placeholder-card__lead">Opis wszystkich form pomocy pojawi się tutaj już wkrótce.</p>
          <div className="button-row">
            <Link className="btn btn--primary" to="/adoptuje">
              Adoptuj
            </Link>
            <Link className="btn btn--ghost" to="/kontakt">
              Napisz do nas
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
