import { Link } from 'react-router-dom';
import { formatDate, type AdminAnimalListItem, type AnimalListItem } from '@pets/shared';
import { fosterHomeLabel, OVERDUE_VACCINATION } from './animal-list';
import { rememberSurveysQuery } from '../survey-handoff';
import { surveysSearchLink } from '../surveys/survey-url';
import { AnimalCover, StatusBadge, TmRibbon } from './AnimalBits';

export interface AnimalCardProps {
  animal: AnimalListItem;
  /** Opens the edit modal (a volunteer's: the health card and weights only). */
  onOpen?(animal: AnimalListItem): void;
  /** What opening does, for screen readers after the name ("edytuj"). */
  openLabel?: string;
  /** Highlight animals 'Za Tęczowym Mostem' (the archive). */
  highlightTm?: boolean;
}

/**
 * One animal of the browse and archive grids. The whole card opens the edit modal (its name is
 * the button, stretched over the card, so Enter on it works too); 'Pokaż ankiety' sets the surveys
 * search to the animal's name and goes to /admin/surveys.
 */
export function AnimalCard({ animal, onOpen, openLabel = 'edytuj', highlightTm = false }: AnimalCardProps) {
  const tm = highlightTm && animal.TM === 'Tak';
  const care = animal as Partial<AdminAnimalListItem>;
  const fosterHome = fosterHomeLabel(care);
  return (
    <article className={tm ? 'animal-card animal-card--tm' : 'animal-card'} data-animal-id={animal.id_zwierzaka}>
      <div className="animal-card__media">
        <AnimalCover path={animal.cover} />
        {tm && <TmRibbon />}
      </div>
      <div className="animal-card__body">
        <h2 className="animal-card__name">
          {onOpen ? (
            <button type="button" className="animal-card__open" aria-haspopup="dialog" onClick={() => onOpen(animal)}>
              {animal.imie}
              <span className="visually-hidden"> – {openLabel}</span>
            </button>
          ) : (
            animal.imie
          )}
        </h2>
        <StatusBadge status={animal.status} sex={animal.plec} />
        {fosterHome && <p className="animal-card__foster">{fosterHome}</p>}
        {(care.szczepienie_po_terminie || care.spadek_wagi) && (
          <ul className="animal-card__warnings" aria-label="Uwagi o zdrowiu">
            {care.szczepienie_po_terminie && <li>{OVERDUE_VACCINATION}</li>}
            {care.spadek_wagi && <li>{`Spadek wagi o ${care.spadek_wagi.percent}%`}</li>}
          </ul>
        )}
        <dl className="animal-card__facts">
          <div>
            <dt>Gatunek</dt>
            <dd>{animal.gatunek}</dd>
          </div>
          <div>
            <dt>Płeć</dt>
            <dd>{animal.plec}</dd>
          </div>
          <div>
            <dt>Zdrowie</dt>
            <dd className="animal-card__health">{animal.stan_zdrowia || '—'}</dd>
          </div>
          <div>
            <dt>Dodano</dt>
            <dd>{formatDate(animal.data_dodania)}</dd>
          </div>
        </dl>
        <Link
          className="animal-card__surveys"
          to={surveysSearchLink(animal.imie)}
          onClick={() => rememberSurveysQuery(animal.imie)}
        >
          Pokaż ankiety<span className="visually-hidden"> dla: {animal.imie}</span>
        </Link>
      </div>
    </article>
  );
}
