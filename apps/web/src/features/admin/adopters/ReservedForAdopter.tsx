import { formatDate, type AdopterReservedAnimal } from '@pets/shared';
import { SmallCover } from '../surveys/SmallCover';

export interface ReservedForAdopterProps {
  reserved: readonly AdopterReservedAnimal[];
  disabled: boolean;
  onAdopt(animalId: number): void;
  onUnreserve(animalId: number, animalName: string): void;
}

/**
 * Animals reserved for this adopter without a survey (added as "Zarezerwowany" for them): each can
 * be adopted here ("adopcja bez ankiety") or released. Nothing is shown when there are none.
 */
export function ReservedForAdopter({ reserved, disabled, onAdopt, onUnreserve }: ReservedForAdopterProps) {
  if (reserved.length === 0) return null;
  return (
    <div className="adopter-reserved">
      <p className="adopter-new__label">Zarezerwowane dla tej osoby</p>
      <ul className="adopted-list" aria-label="Zarezerwowane dla tej osoby">
        {reserved.map((item) => (
          <li key={item.animalId} className="adopted-item">
            <SmallCover path={item.animal.cover} size={56} />
            <div className="adopted-item__info">
              <span className="adopted-item__name">{item.animal.name}</span>
              <span className="adopters-muted">
                {item.animal.species} · zarezerwowany od {formatDate(item.since)}
              </span>
            </div>
            <button type="button" className="btn btn--ghost btn--small" disabled={disabled} onClick={() => onAdopt(item.animalId)}>
              Adoptuj<span className="visually-hidden">: {item.animal.name}</span>
            </button>
            <button type="button" className="btn btn--light btn--small" disabled={disabled} onClick={() => onUnreserve(item.animalId, item.animal.name)}>
              Cofnij rezerwację<span className="visually-hidden">: {item.animal.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
