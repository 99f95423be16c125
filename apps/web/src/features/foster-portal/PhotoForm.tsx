import { useId, useRef, useState, type FormEvent } from 'react';
import { FOSTER_PHOTOS_MAX, FOSTER_PORTAL_MESSAGES as P, type FosterPortalAnimal } from '@pets/shared';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/form/Field';
import { PortalNotice, type Notice } from './PortalNotice';
import { useAddPhotos } from './foster-portal-queries';

const ACCEPTED = 'image/jpeg,image/png,image/gif,image/webp';

/** "Dodaj zdjęcia": up to 5 wait for the foundation's approval before they join the public gallery. */
export function PhotoForm({ token, animal }: { token: string; animal: FosterPortalAnimal }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<Notice>(null);
  const add = useAddPhotos(token);
  const room = Math.max(0, FOSTER_PHOTOS_MAX - animal.pendingPhotos);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setNotice(null);
    const files = [...(input.current?.files ?? [])];
    if (files.length === 0) {
      setError(P.photosRequired);
      return;
    }
    if (files.length > room) {
      setError(room === 0 ? P.photosFull : P.photosOverLimit(room));
      return;
    }
    setError(undefined);
    try {
      const answer = await add.mutateAsync({ animalId: animal.id, files });
      if (input.current) input.current.value = '';
      setNotice({ kind: 'success', text: answer.message });
    } catch (failure) {
      setNotice({ kind: 'error', text: errorMessage(failure, P.sendFailed) });
    }
  };

  return (
    <form className="form portal-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="portal-form__title">
        Dodaj zdjęcia
      </h3>
      <p className="portal-form__status">
        Czeka na zatwierdzenie: {animal.pendingPhotos} z {FOSTER_PHOTOS_MAX}
      </p>
      <Field
        id={`${id}-photos`}
        label={`Zdjęcia zwierzaka ${animal.name}`}
        error={error}
        hint={room === 0 ? P.photosFull : `JPG, PNG, GIF lub WEBP; każdy plik do 5 MB. Możesz dodać jeszcze ${room}.`}
      >
        {(control) => <input {...control} ref={input} type="file" accept={ACCEPTED} multiple disabled={room === 0} onChange={() => setError(undefined)} />}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={add.isPending || room === 0} aria-busy={add.isPending || undefined}>
        {add.isPending ? P.sending : 'Wyślij zdjęcia'}
      </button>
      <PortalNotice notice={notice} />
    </form>
  );
}
