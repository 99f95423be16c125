import { useState } from 'react';
import type { Species } from '@pets/shared';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { useHealthEntries, useWeights } from './care-record-queries';
import { HealthEntryForm } from './HealthEntryForm';
import { HealthEntryList } from './HealthEntryList';
import { WeightsPanel } from './WeightsPanel';
import './care-record.css';

/**
 * "Zdrowie i waga" of the animal's edit view (issue 32): the health card (vaccinations,
 * treatments, visits… with costs for coordinators and next-due dates that become tasks) and the
 * weights with their chart. Each saves on its own, apart from the "Dane" tab's form.
 */
export function HealthTab({ animalId, species }: { animalId: number; species: Species }) {
  const health = useHealthEntries(animalId);
  const weights = useWeights(animalId);
  const [adding, setAdding] = useState(false);
  return (
    <div className="care-record">
      <section className="animal-edit__section" aria-labelledby={`health-card-${animalId}`}>
        <div className="care-record__head">
          <h3 id={`health-card-${animalId}`} className="animal-edit__section-title">
            Karta zdrowia
          </h3>
          {!adding && (
            <button type="button" className="btn btn--primary btn--small" onClick={() => setAdding(true)}>
              Dodaj wpis
            </button>
          )}
        </div>
        {adding && <HealthEntryForm animalId={animalId} species={species} onDone={() => setAdding(false)} />}
        {health.isPending && <Loader label="Wczytywanie karty zdrowia…" />}
        {health.isError && <ErrorCard title="Błąd wczytywania" message="Nie udało się wczytać karty zdrowia." onRetry={() => void health.refetch()} />}
        {health.data && <HealthEntryList animalId={animalId} species={species} entries={health.data} />}
      </section>
      {weights.isPending && <Loader label="Wczytywanie ważeń…" />}
      {weights.isError && <ErrorCard title="Błąd wczytywania" message="Nie udało się wczytać ważeń." onRetry={() => void weights.refetch()} />}
      {weights.data && <WeightsPanel animalId={animalId} data={weights.data} />}
    </div>
  );
}
