import { useId, useState } from 'react';
import { IN_FOUNDATION_LABEL as IN_FOUNDATION, type AnimalPlacements, type Placement } from '@pets/shared';
import { Link } from 'react-router-dom';
import { useCanCoordinate } from '../admin-session';
import { dayMonth, fosterHomeHref } from '../foster/foster-format';
import { usePlacements } from '../foster/foster-queries';
import { QueryBlock } from '../foster/QueryBlock';
import { PlacementForm } from './PlacementForm';

/** Where a placement put the animal, as a place: "u Anna Kowalska (Kraków)" or "w fundacji". */
const placeOf = (placement: Placement | null) => (placement?.fosterHomeId ? placement.fosterHomeName ?? 'domu tymczasowym' : IN_FOUNDATION);

/** "Teraz: w fundacji" or "Teraz: dom tymczasowy – Anna Kowalska (Kraków), od 3 grudnia" with the link to the home (for coordination); a name after "u" would need its genitive, which the code cannot make. */
function Now({ current, linkHome }: { current: Placement | null; linkHome: boolean }) {
  if (!current?.fosterHomeId) return <p className="placement__now">Teraz: {IN_FOUNDATION}</p>;
  const name = current.fosterHomeName ?? 'dom tymczasowy';
  return (
    <p className="placement__now">
      Teraz: dom tymczasowy – {linkHome ? <Link to={fosterHomeHref(current.fosterHomeId)}>{name}</Link> : name}, od {dayMonth(current.date)}
    </p>
  );
}

/** The moves, newest first, each with where it came from (the move before it; the first came from the foundation). */
export function movesOf(history: readonly Placement[]): { placement: Placement; from: string; to: string }[] {
  const chronological = [...history].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  return chronological.map((placement, index) => ({ placement, from: placeOf(chronological[index - 1] ?? null), to: placeOf(placement) })).reverse();
}

function History({ data }: { data: AnimalPlacements }) {
  const headingId = useId();
  const moves = movesOf(data.history);
  return (
    <section className="animal-edit__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="animal-edit__section-title">
        Historia przeniesień
      </h3>
      {moves.length === 0 ? (
        <p className="placement__empty">Zwierzak nie był jeszcze przenoszony: od przyjęcia mieszka w fundacji.</p>
      ) : (
        <ol className="placement__history" aria-label="Przeniesienia, najnowsze na górze">
          {moves.map(({ placement, from, to }) => (
            <li key={placement.id}>
              <p>
                <strong>{dayMonth(placement.date)}</strong>: {from} → {to}
              </p>
              {placement.note && <p className="placement__note">{placement.note}</p>}
              {placement.createdBy && <p className="placement__who">zapisał(a): {placement.createdBy}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * "Gdzie mieszka" of the animal's edit view (issue 33): where it lives now, the dated moves, and
 * for coordination "Przenieś zwierzaka" (to a foster home or back to the foundation).
 */
export function PlacementTab({ animalId, animalName }: { animalId: number; animalName: string }) {
  const query = usePlacements(animalId);
  const canCoordinate = useCanCoordinate();
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="placement">
      <QueryBlock query={query} loading="Wczytywanie, gdzie mieszka zwierzak…" failed="Nie udało się wczytać, gdzie mieszka zwierzak.">
        {(data) => (
          <>
            <Now current={data.current} linkHome={canCoordinate} />
            {canCoordinate && (
              <PlacementForm
                key={formKey}
                animalId={animalId}
                animalName={animalName}
                currentHomeId={data.current?.fosterHomeId ?? null}
                onMoved={() => setFormKey((key) => key + 1)}
              />
            )}
            <History data={data} />
          </>
        )}
      </QueryBlock>
    </div>
  );
}
