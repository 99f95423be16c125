import { speciesGroupOf, speciesInSentence, type AnimalListItem, type Species } from '@pets/shared';
import { AnimalImage } from '../../ui/AnimalImage';
import { Loader } from '../../ui/Loader';
import type { ResourceState } from '../../ui/useQueryState';

export interface AnimalChoiceProps {
  species: Species;
  animals: ResourceState<AnimalListItem[]>;
  selected: number[];
  onToggle(id: number, checked: boolean): void;
  onRetry(): void;
}

const CARD_SIZES = '(min-width: 768px) 160px, 45vw';

/**
 * The animals to adopt (may stay empty): those of the survey's species group that are publicly
 * listed, without animals 'Za Tęczowym Mostem'. Each animal is a card (the checkbox's label)
 * highlighted while chosen; data-state says so too.
 */
export function AnimalChoice({ species, animals, selected, onToggle, onRetry }: AnimalChoiceProps) {
  const group = speciesGroupOf(species);
  const list = animals.data ?? [];
  return (
    <fieldset className="survey-animals" aria-describedby="survey-animals-hint">
      <legend className="survey-question__label">Zwierzaki, które chcesz adoptować</legend>
      <p id="survey-animals-hint" className="survey-question__hint">
        {group.length > 1
          ? `Możesz wybrać zwierzaki z grupy: ${group.map(speciesInSentence).join(', ')}. `
          : ''}
        Wybór nie jest obowiązkowy – jeśli nie wiesz, którego zwierzaka wybrać, pomożemy dobrać podopiecznego do Twoich warunków.
      </p>
      {animals.status === 'loading' && list.length === 0 && <Loader label="Wczytujemy zwierzaki…" />}
      {animals.status === 'error' && (
        <div className="survey-animals__error" role="alert">
          <p>Nie udało się pobrać listy zwierząt.</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={onRetry}>
            Spróbuj ponownie
          </button>
        </div>
      )}
      {animals.status === 'success' && list.length === 0 && (
        <p className="survey-animals__empty">Obecnie nie ma dostępnych zwierząt tego gatunku. Nowych podopiecznych znajdziesz na liście „Adoptuję”.</p>
      )}
      {list.length > 0 && (
        <ul className="survey-animals__list">
          {list.map((animal) => {
            const inputId = `zwierzak-${animal.id_zwierzaka}`;
            const checked = selected.includes(animal.id_zwierzaka);
            return (
              <li key={animal.id_zwierzaka}>
                <label
                  className={checked ? 'survey-animal survey-animal--checked' : 'survey-animal'}
                  htmlFor={inputId}
                  data-state={checked ? 'checked' : 'unchecked'}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    name="zwierzaki"
                    value={animal.id_zwierzaka}
                    className="survey-animal__input"
                    checked={checked}
                    onChange={(event) => onToggle(animal.id_zwierzaka, event.target.checked)}
                  />
                  <AnimalImage path={animal.cover} alt="" sizes={CARD_SIZES} className="survey-animal__photo" />
                  <span className="survey-animal__name">{animal.imie}</span>
                  <span className="survey-animal__meta">{group.length > 1 ? animal.gatunek : animal.plec}</span>
                  {animal.status !== 'Dostępny' && <span className="survey-animal__status">{animal.status}</span>}
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
