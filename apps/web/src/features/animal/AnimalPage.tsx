import { Link, useParams } from 'react-router-dom';
import { Banner } from '../../ui/Banner';
import { BackButton } from '../../ui/BackButton';
import { usePageTitle } from '../../lib/page-title';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Animal detail (/zwierzak/{id}): placeholder until the animal issue loads the animal. */
export function AnimalPage() {
  const { id = '' } = useParams();
  return /^[1-9]\d*$/.test(id) ? <AnimalPlaceholder id={id} /> : <NotFoundPage />;
}

function AnimalPlaceholder({ id }: { id: string }) {
  usePageTitle('Zwierzak');
  return (
    <>
      <Banner title="Zwierzak" />
      <div className="container page-content">
        <BackButton />
        <div className="card placeholder-card">
          <p className="placeholder-card__lead">Karta zwierzaka nr {id} jest w przygotowaniu.</p>
          <Link className="btn btn--primary" to={`/ankieta/${id}`}>
            Wypełnij ankietę adopcyjną
          </Link>
        </div>
      </div>
    </>
  );
}
