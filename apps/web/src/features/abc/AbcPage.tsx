import { Link } from 'react-router-dom';
import { Banner } from '../../ui/Banner';
import { usePageTitle } from '../../lib/page-title';

/** Adoption ABC (/abc-adopcji): placeholder until the ABC issue adds the six steps. */
export function AbcPage() {
  usePageTitle('ABC adopcji');
  return (
    <>
      <Banner title="Abc adopcji" subtitle="Sześć kroków do adopcji" />
      <div className="container page-content">
        <div className="card placeholder-card">
          <p className="placeholder-card__lead">Przewodnik po adopcji krok po kroku pojawi się tutaj już wkrótce.</p>
          <Link className="btn btn--primary" to="/adoptuje">
            Zobacz zwierzaki
          </Link>
        </div>
      </div>
    </>
  );
}
