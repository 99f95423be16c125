import { useId } from 'react';
import { formatDate, type FosterPortalAnimal } from '@pets/shared';
import { NoteForm } from './NoteForm';
import { PhotoForm } from './PhotoForm';
import type { FoundationContact } from './UrgentContact';
import { WeightForm } from './WeightForm';

const day = (value: string) => formatDate(`${value}T12:00:00`);

/** One animal in the carer's care: what is coming up, the last weighing, and the three forms. */
export function PortalAnimalCard({ token, animal, contact }: { token: string; animal: FosterPortalAnimal; contact: FoundationContact }) {
  const id = useId();
  return (
    <article className="card portal-animal" aria-labelledby={`${id}-name`}>
      <header className="portal-animal__head">
        {animal.photo ? (
          <img className="portal-animal__photo" src={animal.photo} alt="" width={96} height={96} loading="lazy" />
        ) : (
          <span className="portal-animal__photo portal-animal__photo--none" aria-hidden="true" />
        )}
        <div className="portal-animal__who">
          <h2 id={`${id}-name`} className="portal-animal__name">
            {animal.name}
          </h2>
          <p className="portal-animal__meta">{animal.species}</p>
          <p className="portal-animal__meta">u Ciebie od {day(animal.since)}</p>
        </div>
      </header>

      <section className="portal-animal__section" aria-labelledby={`${id}-care`}>
        <h3 id={`${id}-care`} className="portal-form__title">
          Najbliższa opieka
        </h3>
        {animal.nextCare.length === 0 ? (
          <p className="portal-animal__empty">Nic zaplanowanego na najbliższe dwa tygodnie.</p>
        ) : (
          <ul className="portal-care">
            {animal.nextCare.map((item) => (
              <li key={`${item.date}-${item.label}`} className={item.overdue ? 'portal-care__item portal-care__item--overdue' : 'portal-care__item'}>
                <span className="portal-care__date">
                  {day(item.date)}
                  {item.overdue && <strong className="portal-care__overdue"> – po terminie</strong>}
                </span>
                <span>{item.label}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="portal-animal__weight">
          {animal.lastWeight ? (
            <>
              Ostatnia waga:{' '}
              <strong>
                {animal.lastWeight.grams} g ({day(animal.lastWeight.date)})
              </strong>
            </>
          ) : (
            'Nie ma jeszcze żadnego ważenia.'
          )}
        </p>
      </section>

      <WeightForm token={token} animal={animal} />
      <NoteForm token={token} animal={animal} contact={contact} />
      <PhotoForm token={token} animal={animal} />
    </article>
  );
}
