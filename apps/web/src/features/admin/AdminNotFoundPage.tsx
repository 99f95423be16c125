import { Link } from 'react-router-dom';
import { MESSAGES } from '@pets/shared';
import { usePageTitle } from '../../lib/page-title';

/** Catch-all inside /admin. */
export function AdminNotFoundPage() {
  usePageTitle('Nie znaleziono strony');
  return (
    <section className="admin-page not-found">
      <h1 className="not-found__title">{MESSAGES.public.notFound}</h1>
      <div className="button-row button-row--center">
        <Link className="btn btn--primary" to="/admin">
          Panel administratora
        </Link>
        <Link className="btn btn--ghost" to="/">
          Strona główna
        </Link>
      </div>
    </section>
  );
}
