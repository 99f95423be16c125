import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CONTRACT_MESSAGES, formatDate, UNSIGNED_CONTRACT_DAYS } from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';
import { contractFileUrl, useUnsignedContracts } from './contract-queries';
import { adopterProfileHref } from '../adopter-link';

import './contracts.css';

/** Dashboard card: adoptions older than a week whose contract nobody marked signed, with links. */
export function UnsignedContractsCard() {
  const id = useId();
  const query = useUnsignedContracts();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader label="Wczytywanie umów…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={CONTRACT_MESSAGES.unsignedFailed} onRetry={() => void query.refetch()} />;
  else if (loaded.data.total === 0) body = <p className="contracts-muted">Wszystkie umowy starszych adopcji są podpisane.</p>;
  else
    body = (
      <>
        <p className="contracts-muted">
          Adopcje sprzed ponad {UNSIGNED_CONTRACT_DAYS} dni bez podpisanej umowy: {loaded.data.total}
          {loaded.data.total > loaded.data.items.length ? ` (pokazano najstarsze ${loaded.data.items.length})` : ''}.
        </p>
        <ul className="unsigned-list">
          {loaded.data.items.map((item) => (
            <li key={item.adoptionId} className="unsigned-item">
              <span>
                <Link to={adopterProfileHref(item.adopterId)}>
                  {item.adopterName || 'Adoptujący'}<span className="visually-hidden"> – pokaż profil</span>
                </Link>
                {' · '}
                {item.animals.join(', ')} · adopcja {formatDate(item.adoptedAt)}
              </span>
              <a className="btn btn--light btn--small" href={contractFileUrl('contractPdf', item.adoptionId)} download={`umowa-adopcyjna-${item.adoptionId}.pdf`}>
                Pobierz umowę<span className="visually-hidden">: {item.animals.join(', ')}</span>
              </a>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section className="unsigned-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Niepodpisane umowy adopcyjne</h2>
      {body}
    </section>
  );
}
