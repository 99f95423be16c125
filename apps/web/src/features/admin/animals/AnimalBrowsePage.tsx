import { Link } from 'react-router-dom';
import { AdminPlaceholder } from '../AdminPlaceholder';

/** /admin/animals/browse: placeholder until the browse issue. */
export function AnimalBrowsePage() {
  return (
    <AdminPlaceholder title="Zwierzaki">
      <p className="admin-page__note">Ta sekcja jest w przygotowaniu.</p>
      <Link className="btn btn--ghost" to="/admin/animals/archives">
        Archiwum
      </Link>
    </AdminPlaceholder>
  );
}
