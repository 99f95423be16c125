import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/page-title';
import { useCanCoordinate } from '../admin-session';
import { ClinicsPanel } from '../care-record/ClinicsPanel';
import { AlertSubscribersPanel } from './AlertSubscribersPanel';
import './animals.css';

/** /admin/animals: two tiles, Przeglądaj and Dodaj (SPEC "Admin animals menu"), the alert subscribers per species and the clinics list. */
export function AnimalsMenuPage() {
  usePageTitle('Zwierzaki · Panel administratora');
  const canCoordinate = useCanCoordinate();
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">Zwierzaki</h1>
      <ul className="admin-tiles admin-tiles--two">
        <li>
          <Link className="admin-tile admin-tile--big" to="/admin/animals/browse">
            <span className="admin-tile__title">Przeglądaj</span>
            <span className="admin-tile__text">Lista zwierzaków, edycja i archiwum.</span>
          </Link>
        </li>
        {canCoordinate && (
          <li>
            <Link className="admin-tile admin-tile--big" to="/admin/animals/add">
              <span className="admin-tile__title">Dodaj</span>
              <span className="admin-tile__text">Nowy zwierzak ze zdjęciami.</span>
            </Link>
          </li>
        )}
      </ul>
      {canCoordinate && <AlertSubscribersPanel />}
      {canCoordinate && <ClinicsPanel />}
    </section>
  );
}
