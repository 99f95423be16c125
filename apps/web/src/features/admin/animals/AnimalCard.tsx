import { Link } from 'react-router-dom';
import { formatDate, type AnimalListItem } from '@pets/shared';
import { rememberSurveysQuery } from '../survey-handoff';
import { surveysSearchLink } from '../surveys/survey-url';
import { AnimalCover, StatusBadge, TmRibbon } from './AnimalBits';

export interface AnimalCardProps {
  animal: AnimalListItem;
  /** Opens the edit modal; absent for a volunteer, whose card only shows the animal. */
  onOpen?(animal: AnimalListItem): void;
  /** Highlight animals 'Za Tęczowym Mostem' (the archive). */
  highlightTm?: boolean;
}

/**
 * One animal of the browse and archive grids. The whole card opens the edit modal (its name is
 * the button, stretched over the card, so Enter on it works too); 'Pokaż ankiety' sets the surveys
 * search to the animal's name and goes to /admin/surveys.
 */
export function AnimalCard({ animal, onOpen, highlightTm = false }: AnimalCardProps) {
  const tm = highlightTm && animal.TM === 'Tak';
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
              <span className="visually-hidden"> – edytuj</span>
            </button>
          ) : (
            animal.imie
          )}
        </h2>
        <StatusBadge status={animal.status} sex={animal.plec} />
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
