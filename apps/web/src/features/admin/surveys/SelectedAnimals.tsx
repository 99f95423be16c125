import { formatDate, type SurveyAdminAnimal } from '@pets/shared';
import { HeldElsewhere } from './HeldElsewhere';
import { OtherApplicants } from './OtherApplicants';
import { SmallCover } from './SmallCover';
import { animalStateLabel, canAdopt, canReserve } from './survey-rules';

export interface SelectedAnimalsProps {
  rows: SurveyAdminAnimal[];
  picked: ReadonlySet<number>;
  /** An action runs: every button waits. */
  working: boolean;
  /** A closed survey, or a volunteer looking: its animals are only shown. */
  readOnly: boolean;
  /** Other applicants for each animal (coordination: not shown to volunteers). */
  showOtherApplicants: boolean;
  headingId: string;
  onPick(id: number, on: boolean): void;
  onReserve(animal: SurveyAdminAnimal): void;
  onUnreserve(animal: SurveyAdminAnimal): void;
  onCancelAdoption(animal: SurveyAdminAnimal): void;
  onRemove(animal: SurveyAdminAnimal): void;
  onAdoptPicked(): void;
  onOpenSurvey(id: number): void;
}

function stateClass(animal: SurveyAdminAnimal): string {
  if (animal.adoptedByMe) return ' selected-animal__state--adopted';
  if (animal.reservedByMe) return ' selected-animal__state--reserved';
  return '';
}

/**
 * 'Wybrane zwierzęta' of the survey modal: each animal with its state (or the survey holding it),
 * and reserve / unreserve / pick for adoption / cancel adoption / remove, then 'Adoptuj zaznaczone'.
 */
export function SelectedAnimals(props: SelectedAnimalsProps) {
  const { rows, picked, working, readOnly, headingId } = props;
  const adoptable = rows.filter((animal) => picked.has(animal.id) && canAdopt(animal));
  if (rows.length === 0) return <p className="survey-modal__muted">Brak wybranych zwierząt.</p>;
  return (
    <>
      <ul className="selected-animals" aria-labelledby={headingId}>
        {rows.map((animal) => (
          <li key={animal.id} className="selected-animal" data-animal-id={animal.id}>
            <SmallCover path={animal.cover} size={56} />
            <div className="selected-animal__info">
              <span className="selected-animal__name">{animal.name}</span>
              {animal.elsewhere ? (
                <HeldElsewhere elsewhere={animal.elsewhere} sex={animal.sex} onOpenSurvey={props.onOpenSurvey} />
              ) : (
                <span className={`selected-animal__state${stateClass(animal)}`}>
                  {animalStateLabel(animal)}
                  {animal.reservedByMe && animal.reservedSince ? ` od ${formatDate(animal.reservedSince)}` : ''}
                  {animal.adoptedByMe && animal.adoptedAt ? ` ${formatDate(animal.adoptedAt)}` : ''}
                </span>
              )}
              {props.showOtherApplicants && <OtherApplicants animal={animal} />}
            </div>
            {!readOnly && <AnimalActions {...props} animal={animal} />}
          </li>
        ))}
      </ul>
      {!readOnly && rows.some(canAdopt) && (
        <div className="survey-modal__adopt">
          <button type="button" className="btn btn--primary" disabled={working || adoptable.length === 0} onClick={props.onAdoptPicked}>
            Adoptuj zaznaczone ({adoptable.length})
          </button>
        </div>
      )}
    </>
  );
}

function AnimalActions({ animal, picked, working, onPick, onReserve, onUnreserve, onCancelAdoption, onRemove }: SelectedAnimalsProps & { animal: SurveyAdminAnimal }) {
  return (
    <div className="selected-animal__actions">
      {canAdopt(animal) && (
        <label className="selected-animal__pick">
          <input type="checkbox" checked={picked.has(animal.id)} disabled={working} onChange={(event) => onPick(animal.id, event.target.checked)} />
          Do adopcji<span className="visually-hidden">: {animal.name}</span>
        </label>
      )}
      {animal.reservedByMe && (
        <button type="button" className="btn btn--light btn--small" disabled={working} onClick={() => onUnreserve(animal)}>
          Cofnij rezerwację<span className="visually-hidden">: {animal.name}</span>
        </button>
      )}
      {canReserve(animal) && (
        <button type="button" className="btn btn--ghost btn--small" disabled={working} onClick={() => onReserve(animal)}>
          Zarezerwuj<span className="visually-hidden">: {animal.name}</span>
        </button>
      )}
      {animal.adoptedByMe ? (
        <button type="button" className="btn btn--danger-outline btn--small" disabled={working} onClick={() => onCancelAdoption(animal)}>
          Anuluj adopcję<span className="visually-hidden">: {animal.name}</span>
        </button>
      ) : (
        <button type="button" className="btn btn--light btn--small" disabled={working} onClick={() => onRemove(animal)}>
          Usuń<span className="visually-hidden">: {animal.name}</span>
        </button>
      )}
    </div>
  );
}
