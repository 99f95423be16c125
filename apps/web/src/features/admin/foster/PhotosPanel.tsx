import { formatDate, type FosterPhoto } from '@pets/shared';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { toast } from '../../../ui/toast-store';
import { animalHref } from '../tasks/task-url';
import { fosterHomeHref } from './foster-format';
import { fosterPhotoUrl, useFosterPhotos, usePhotoDecision } from './foster-queries';
import { QueryBlock } from './QueryBlock';

export const REJECT_PHOTO_QUESTION = 'Odrzucić to zdjęcie? Nie trafi do galerii zwierzaka i zniknie z tej listy.';
export const PHOTO_DECISION_FAILED = 'Nie udało się zapisać decyzji o zdjęciu. Spróbuj ponownie.';

function PhotoCard({ photo }: { photo: FosterPhoto }) {
  const decide = usePhotoDecision();
  const onDecide = async (approve: boolean) => {
    if (!approve && !(await confirm({ message: REJECT_PHOTO_QUESTION, confirmLabel: 'Odrzuć' }))) return;
    decide.mutate(
      { id: photo.id, animalId: photo.animalId, approve },
      { onSuccess: (answer) => toast.info(answer.message), onError: (error) => toast.error(errorMessage(error, PHOTO_DECISION_FAILED)) },
    );
  };
  const about = `${photo.animalName} – DT: ${photo.fosterHomeName}`;
  return (
    <figure className="foster-photo">
      <img src={fosterPhotoUrl(photo.id)} alt={`Zdjęcie: ${about}`} loading="lazy" width={240} height={180} />
      <figcaption>
        <Link to={animalHref(photo.animalId)}>{photo.animalName}</Link>
        <span>
          DT: <Link to={fosterHomeHref(photo.fosterHomeId)}>{photo.fosterHomeName}</Link>
        </span>
        <span className="foster-card__meta">{formatDate(photo.createdAt)}</span>
      </figcaption>
      <div className="button-row">
        <button type="button" className="btn btn--primary btn--small" disabled={decide.isPending} onClick={() => void onDecide(true)}>
          Dodaj do galerii<span className="visually-hidden">: {about}</span>
        </button>
        <button type="button" className="btn btn--light btn--small" disabled={decide.isPending} onClick={() => void onDecide(false)}>
          Odrzuć<span className="visually-hidden"> zdjęcie: {about}</span>
        </button>
      </div>
    </figure>
  );
}

/** "Zdjęcia od DT": what carers sent, waiting before it joins the animal's public gallery. */
export function PhotosPanel() {
  const query = useFosterPhotos();
  return (
    <QueryBlock query={query} loading="Wczytywanie zdjęć…" failed="Nie udało się wczytać zdjęć od domów tymczasowych.">
      {(photos) =>
        photos.length === 0 ? (
          <p className="foster-empty">Żadne zdjęcie nie czeka na zatwierdzenie. Opiekunowie wysyłają je przez swój link.</p>
        ) : (
          <>
            <p className="admin-page__note">Zatwierdzone zdjęcie dołącza do galerii zwierzaka na stronie.</p>
            <ul className="foster-list foster-list--photos" aria-label="Zdjęcia czekające na zatwierdzenie">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <PhotoCard photo={photo} />
                </li>
              ))}
            </ul>
          </>
        )
      }
    </QueryBlock>
  );
}
