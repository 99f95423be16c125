import { Link } from 'react-router-dom';
import { AdminPlaceholder } from '../AdminPlaceholder';

/** /admin/animals/archives: placeholder until the archive issue. */
export function AnimalArchivePage() {
  return (
    <AdminPlaceholder title="Archiwum zwierząt">
      <p className="admin-page__note">Ta sekcja jest w przygotowaniu.</p>
      <Link className="btn btn--ghost" to="/admin/animals/browse">
        Wszystkie zwierzęta (bez TM i bez adoptowanych)
      </Link>
    </AdminPlaceholder>
  );
}
