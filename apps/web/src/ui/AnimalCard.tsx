import { Link } from 'react-router-dom';
import { formatAge, type AnimalListItem } from '@pets/shared';
import { AnimalImage } from './AnimalImage';
import { StatusBadge } from './StatusBadge';
import './animal-card.css';

export interface AnimalCardProps {
  animal: AnimalListItem;
  /** Heading level of the name inside the page outline. Default 3. */
  headingLevel?: 2 | 3;
  /** Called before the link navigates (the list remembers its scroll position). */
  onOpen?: () => void;
  /** The `sizes` of the photo. */
  sizes?: string;
  /** Shows the status badge. Default true. */
  showStatus?: boolean;
  /** Loads the photo eagerly (cards in the first screen). */
  priority?: boolean;
}

export const CARD_SIZES = '(min-width: 1160px) 360px, (min-width: 960px) 30vw, (min-width: 600px) 46vw, 92vw';

/**
 * An animal card: photo (card variant), name (the link to /zwierzak/{id}, stretched over the whole
 * card), species, sex, age and status. The photo is decorative here: the name next to it says it.
 */
export function AnimalCard({ animal, headingLevel = 3, onOpen, sizes = CARD_SIZES, showStatus = true, priority = false }: AnimalCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="animal-card">
      <div className="animal-card__media">
        <AnimalImage path={animal.cover} alt="" sizes={sizes} priority={priority} />
        {showStatus && <StatusBadge status={animal.status} tm={animal.TM} sex={animal.plec} className="animal-card__status" />}
      </div>
      <div className="animal-card__body">
        <Heading className="animal-card__name">
          <Link className="animal-card__link" to={`/zwierzak/${animal.id_zwierzaka}`} onClick={onOpen}>
            {animal.imie}
          </Link>
        </Heading>
        <p className="animal-card__species">{animal.gatunek}</p>
        <dl className="animal-card__facts">
          <div>
            <dt>Płeć</dt>
            <dd>{animal.plec}</dd>
          </div>
          <div>
            <dt>Wiek</dt>
            <dd>{formatAge(animal.data_urodzenia, undefined, animal.data_urodzenia_przyblizona)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
