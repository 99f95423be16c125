import { useState } from 'react';
import { formatDate, formatGrosze, HEALTH_ENTRY_TYPE_LABELS, type HealthEntry, type Species } from '@pets/shared';
import { todayInputValue } from '../animals/edit-form';
import { EntryAttachments } from './EntryAttachments';
import { HealthEntryForm } from './HealthEntryForm';

interface HealthEntryListProps {
  animalId: number;
  species: Species;
  entries: readonly HealthEntry[];
}

/** The card's entries, newest first; "Popraw" opens an entry's correction in its place. */
export function HealthEntryList({ animalId, species, entries }: HealthEntryListProps) {
  const [correcting, setCorrecting] = useState<number | null>(null);
  const today = todayInputValue();
  if (entries.length === 0) return <p className="animal-edit__note">Karta zdrowia jest pusta. Dodaj pierwszy wpis: szczepienie, wizytę, zabieg albo badanie.</p>;
  return (
    <ul className="health-list" aria-label="Wpisy w karcie zdrowia">
      {entries.map((entry) => (
        <li key={entry.id} className="health-list__item">
          {correcting === entry.id ? (
            <HealthEntryForm animalId={animalId} species={species} entry={entry} onDone={() => setCorrecting(null)} />
          ) : (
            <article aria-labelledby={`health-entry-${entry.id}`}>
              <h4 id={`health-entry-${entry.id}`} className="health-list__title">
                <span className="health-list__type">{HEALTH_ENTRY_TYPE_LABELS[entry.type]}</span> {entry.description}
              </h4>
              <p className="health-list__meta">
                {formatDate(entry.date)}
                {entry.clinicName && ` · ${entry.clinicName}`}
                {entry.costGrosze != null && ` · ${formatGrosze(entry.costGrosze)}`}
                {entry.createdBy && ` · zapisane przez: ${entry.createdBy}`}
              </p>
              {entry.nextDue && (
                <p className={entry.nextDue < today ? 'health-list__due health-list__due--late' : 'health-list__due'}>
                  Następny termin: {formatDate(entry.nextDue)}
                  {entry.nextDue < today && ' (po terminie)'}
                </p>
              )}
              {entry.note && <p className="health-list__note">{entry.note}</p>}
              <EntryAttachments animalId={animalId} entry={entry} />
              <button type="button" className="btn btn--light btn--small" onClick={() => setCorrecting(entry.id)} aria-label={`Popraw wpis: ${HEALTH_ENTRY_TYPE_LABELS[entry.type]} ${entry.description}, ${formatDate(entry.date)}`}>
                Popraw
              </button>
            </article>
          )}
        </li>
      ))}
    </ul>
  );
}
