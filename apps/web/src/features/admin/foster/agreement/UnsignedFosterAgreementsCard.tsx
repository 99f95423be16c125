import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FOSTER_AGREEMENT_MESSAGES, formatDate, UNSIGNED_FOSTER_AGREEMENT_DAYS } from '@pets/shared';
import { ErrorCard } from '../../../../ui/ErrorCard';
import { Loader } from '../../../../ui/Loader';
import { viewOf } from '../../query-view';
import { useUnsignedFosterAgreements } from './agreement-queries';

import '../../contracts/contracts.css';

/** Dashboard card: foster agreements issued a week ago or earlier still without their signed scan, each linking to its home. */
export function UnsignedFosterAgreementsCard() {
  const id = useId();
  const query = useUnsignedFosterAgreements();
  const loaded = viewOf(query);
  let body;
  if (loaded.status === 'loading') body = <Loader label="Wczytywanie umów…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={FOSTER_AGREEMENT_MESSAGES.unsignedFailed} onRetry={() => void query.refetch()} />;
  else if (loaded.data.total === 0) body = <p className="contracts-muted">Wszystkie starsze umowy z domami tymczasowymi mają podpisany skan.</p>;
  else
    body = (
      <>
        <p className="contracts-muted">
          Umowy przygotowane co najmniej {UNSIGNED_FOSTER_AGREEMENT_DAYS} dni temu bez skanu podpisanej umowy: {loaded.data.total}
          {loaded.data.total > loaded.data.items.length ? ` (pokazano najstarsze ${loaded.data.items.length})` : ''}.
        </p>
        <ul className="unsigned-list">
          {loaded.data.items.map((item) => (
            <li key={item.fosterHomeId} className="unsigned-item">
              <span>
                <Link to={`/admin/domy-tymczasowe/${item.fosterHomeId}`}>{item.homeName}</Link>
                {' · '}
                {item.animals.join(', ')} · umowa z {formatDate(item.issuedAt)}
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  return (
    <section className="unsigned-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Umowy z DT bez podpisu</h2>
      {body}
    </section>
  );
}
