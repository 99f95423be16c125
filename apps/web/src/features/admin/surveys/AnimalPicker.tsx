import { useId, useState } from 'react';
import { speciesGroupOf, type AnimalListItem, type Species } from '@pets/shared';
import { Loader } from '../../../ui/Loader';
import { useAvailableAnimals } from '../animals/animal-queries';
import { availableAnimalsFor } from './survey-queries';

export interface AnimalPickerProps {
  species: Species;
  /** Animals already in the survey: not offered. */
  excludeIds: readonly number[];
  disabled: boolean;
  onAdd(animal: AnimalListItem): void;
}

/** 'Dodaj zwierzaka': the animals available now of the survey's species group. */
export function AnimalPicker({ species, excludeIds, disabled, onAdd }: AnimalPickerProps) {
  const [choice, setChoice] = useState('');
  const pickerId = useId();
  // Kept current by the actions: a reserved or adopted animal leaves it, a freed one brings a refetch.
  const available = useAvailableAnimals(speciesGroupOf(species).join(','), (signal) => availableAnimalsFor(species, signal));
  const options = (available.data ?? []).filter((animal) => !excludeIds.includes(animal.id_zwierzaka));

  const add = () => {
    const animal = options.find((option) => String(option.id_zwierzaka) === choice);
    if (!animal) return;
    onAdd(animal);
    setChoice('');
  };

  return (
    <div className="survey-picker">
      <div className="form__field survey-picker__field">
        <label htmlFor={pickerId}>Dodaj zwierzaka ({species})</label>
        {available.isPending ? (
          <Loader label="Wczytywanie dostępnych zwierząt…" />
        ) : available.isError && !available.data ? (
          <p className="survey-modal__muted">Nie udało się pobrać dostępnych zwierząt.</p>
        ) : options.length === 0 ? (
          <p className="survey-modal__muted">Brak innych dostępnych zwierząt tego gatunku.</p>
        ) : (
          <div className="survey-picker__row">
            <select id={pickerId} value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value="">Wybierz zwierzaka…</option>
              {options.map((animal) => (
                <option key={animal.id_zwierzaka} value={animal.id_zwierzaka}>
                  {animal.imie} ({animal.gatunek})
                </option>
              ))}
            </select>
            <button type="button" className="btn btn--ghost btn--small" disabled={choice === '' || disabled} onClick={add}>
              Dodaj
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
