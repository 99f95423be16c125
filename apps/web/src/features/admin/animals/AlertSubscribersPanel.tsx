import { useId, useState } from 'react';
import { ALERT_MESSAGES, formatDate } from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { viewOf } from '../query-view';
import { useAlertCounts, useAlertSubscribers } from './animal-queries';

/**
 * "Powiadomienia o nowych zwierzakach" on /admin/animals: how many people wait for each species
 * (confirmed subscriptions). The addresses are personal data: fetched from their own endpoint
 * only when staff press "Pokaż adresy".
 */
export function AlertSubscribersPanel() {
  const query = useAlertCounts();
  const state = viewOf(query);
  const reload = () => void query.refetch();
  const [showAddresses, setShowAddresses] = useState(false);
  const listId = useId();

  return (
    <section className="card alert-subscribers" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className="alert-subscribers__title">
        Powiadomienia o nowych zwierzakach
      </h2>
      {state.status === 'loading' && <Loader label="Wczytujemy subskrybentów…" />}
      {state.status === 'error' && <ErrorCard message={ALERT_MESSAGES.subscribersFailed} onRetry={reload} />}
      {state.status === 'success' && (
        <>
          <p className="alert-subscribers__summary">
            Potwierdzone zapisy: {state.data.confirmed}. Czekające na potwierdzenie: {state.data.pending}.
          </p>
          <table className="alert-subscribers__table">
            <caption className="visually-hidden">Liczba subskrybentów według gatunku</caption>
            <thead>
              <tr>
                <th scope="col">Gatunek</th>
                <th scope="col">Subskrybenci</th>
              </tr>
            </thead>
            <tbody>
              {state.data.species.map((row) => (
                <tr key={row.species}>
                  <th scope="row">{row.species}</th>
                  <td>{row.subscribers}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="btn btn--ghost alert-subscribers__toggle"
            aria-expanded={showAddresses}
            aria-controls={listId}
            onClick={() => setShowAddresses((shown) => !shown)}
          >
            {showAddresses ? 'Ukryj adresy' : 'Pokaż adresy'}
          </button>
          <div id={listId}>{showAddresses && <SubscriberAddresses />}</div>
        </>
      )}
    </section>
  );
}

function SubscriberAddresses() {
  const query = useAlertSubscribers();
  const state = viewOf(query);
  const reload = () => void query.refetch();
  if (state.status === 'loading') return <Loader label="Wczytujemy adresy…" />;
  if (state.status === 'error') return <ErrorCard message={ALERT_MESSAGES.subscribersFailed} onRetry={reload} />;
  if (state.data.length === 0) return <p>Nikt jeszcze nie potwierdził zapisu.</p>;
  return (
    <ul className="alert-subscribers__addresses" aria-label="Adresy subskrybentów">
      {state.data.map((item) => (
        <li key={item.email}>
          <span className="alert-subscribers__email">{item.email}</span> — {item.species.join(', ')} (od {formatDate(item.confirmedAt)})
        </li>
      ))}
    </ul>
  );
}
