import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, SEXES, SPECIES, TIMINGS, YES_NO } from '@pets/shared';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../ui/toast-store';
import { actionErrorMessage, animalsApi } from './animals-api';
import { animalWritten } from './animal-changes';
import {
  addStatusesFor,
  EMPTY_ADD_FORM,
  firstInvalidField,
  validateAddForm,
  type AnimalAddField,
  type AnimalAddForm,
  type ReservationTarget,
} from './add-form';
import type { FieldErrors } from './edit-form';
import { todayInputValue } from './edit-form';
import { SelectField, TextAreaField, TextField } from './fields';
import { ImagePicker, UploadProgress } from './ImagePicker';
import { ReservationTargetPicker } from './ReservationTargetPicker';
import { rejectionMessage } from './image-files';
import { uploadAnimalImages } from './upload-images';
import { useImageQueue } from './use-image-queue';
import './animals.css';

const FIELD_ID: Record<AnimalAddField | 'rezerwacja', string> = {
  imie: 'add-imie',
  gatunek: 'add-gatunek',
  data_urodzenia: 'add-data-urodzenia',
  plec: 'add-plec',
  wykastrowany: 'add-wykastrowany',
  status: 'add-status',
  opis: 'add-opis',
  stan_zdrowia: 'add-stan-zdrowia',
  TM: 'add-tm',
  rezerwacja: 'add-rezerwacja',
};

/**
 * /admin/animals/add: 'Dodaj nowego zwierzaka' (SPEC "Animal add"). POST /animals/add, then the
 * images in thumbnail-first order through XMLHttpRequest with a progress bar; on success the
 * toast 'Zwierzak został dodany.' and an empty form.
 */
export function AnimalAddPage() {
  usePageTitle('Dodaj zwierzaka · Panel administratora');
  const [form, setForm] = useState<AnimalAddForm>(EMPTY_ADD_FORM);
  const [target, setTarget] = useState<ReservationTarget | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<'idle' | 'saving' | 'uploading'>('idle');
  const [progress, setProgress] = useState(0);
  const queue = useImageQueue();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = phase !== 'idle';
  const today = todayInputValue();

  const set = (field: AnimalAddField) => (value: string) => {
    setForm((current) => {
      const next = { ...current, [field]: value };
      // A TM animal is only ever added held: the status follows the TM choice.
      if (field === 'TM' && !addStatusesFor(value).includes(next.status)) next.status = 'Wstrzymany';
      return next;
    });
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const chooseTarget = (next: ReservationTarget | null) => {
    setTarget(next);
    if (errors.rezerwacja) setErrors((current) => ({ ...current, rezerwacja: undefined }));
  };

  function focusField(field: AnimalAddField | 'rezerwacja' | undefined) {
    if (!field) return;
    formRef.current?.querySelector<HTMLElement>(`#${FIELD_ID[field]}`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = validateAddForm(form, target);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(firstInvalidField(checked.errors));
      return;
    }
    setErrors({});
    setPhase('saving');
    let id: number;
    let message: string = MESSAGES.admin.animalAdded;
    try {
      const created = await animalsApi.add(checked.input);
      id = created.id;
      if (created.message) message = created.message;
    } catch (error) {
      if (isApiError(error) && error.fields) {
        setErrors(error.fields);
        focusField(firstInvalidField(error.fields));
      }
      toast.error(actionErrorMessage(error, MESSAGES.admin.addAnimalFailed));
      setPhase('idle');
      return;
    }

    const files = queue.files();
    if (files.length > 0) {
      setPhase('uploading');
      setProgress(0);
      try {
        const result = await uploadAnimalImages(id, files, { onProgress: setProgress });
        if (result.rejected.length > 0) {
          toast.error(rejectionMessage(result.rejected.map((item) => item.reason)), { duration: TIMINGS.toastRejection });
        }
      } catch (error) {
        // The animal exists; only (some of) its images failed. Say so, and still start afresh.
        toast.error(actionErrorMessage(error, MESSAGES.admin.addAnimalFailed), { duration: TIMINGS.toastRejection });
      }
    }
    // The new animal (with its photos) shows in the lists, and added as reserved in a survey or a profile.
    void animalWritten(queryClient);
    toast.info(message);
    queue.clear();
    setForm(EMPTY_ADD_FORM);
    setTarget(null);
    setProgress(0);
    setPhase('idle');
    focusField('imie');
  }

  return (
    <section className="admin-page animal-form-page" aria-labelledby="add-title">
      <nav className="admin-crumbs" aria-label="Ścieżka nawigacji">
        <Link to="/admin/animals">Zwierzaki</Link> <span aria-hidden="true">›</span> <span>Dodaj</span>
      </nav>
      <h1 id="add-title" className="admin-page__title">
        Dodaj nowego zwierzaka
      </h1>
      <p className="admin-page__note">
        Pola oznaczone <span aria-hidden="true">*</span>
        <span className="visually-hidden">gwiazdką</span> są wymagane.
      </p>
      <form ref={formRef} className="animal-form card" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy}>
        <fieldset className="animal-form__fieldset" disabled={busy}>
          <legend className="visually-hidden">Dane zwierzaka</legend>
          <div className="animal-form__grid">
            <TextField id={FIELD_ID.imie} label="Imię" required value={form.imie} onChange={set('imie')} error={errors.imie} maxLength={80} />
            <SelectField
              id={FIELD_ID.gatunek}
              label="Gatunek"
              required
              value={form.gatunek}
              onChange={set('gatunek')}
              options={SPECIES}
              placeholder="Wybierz gatunek"
              error={errors.gatunek}
            />
            <TextField
              id={FIELD_ID.data_urodzenia}
              label="Data urodzenia"
              type="date"
              required
              max={today}
              value={form.data_urodzenia}
              onChange={set('data_urodzenia')}
              error={errors.data_urodzenia}
            />
            <SelectField id={FIELD_ID.plec} label="Płeć" value={form.plec} onChange={set('plec')} options={SEXES} error={errors.plec} />
            <SelectField
              id={FIELD_ID.wykastrowany}
              label="Wykastrowany"
              value={form.wykastrowany}
              onChange={set('wykastrowany')}
              options={YES_NO}
              error={errors.wykastrowany}
            />
            <SelectField
              id={FIELD_ID.TM}
              label="Za Tęczowym Mostem (TM)"
              value={form.TM}
              onChange={set('TM')}
              options={YES_NO}
              error={errors.TM}
            />
            <SelectField
              id={FIELD_ID.status}
              label="Status"
              value={form.status}
              onChange={set('status')}
              options={addStatusesFor(form.TM)}
              error={errors.status}
              hint={
                form.TM === 'Tak'
                  ? 'Zwierzak za Tęczowym Mostem nie może być dostępny do adopcji: zostaje wstrzymany.'
                  : 'Później status zmienia się przełącznikiem wstrzymania lub przez ankiety.'
              }
            />
            {form.status === 'Zarezerwowany' && (
              <ReservationTargetPicker
                id={FIELD_ID.rezerwacja}
                species={form.gatunek}
                value={target}
                onChange={chooseTarget}
                error={errors.rezerwacja}
                disabled={busy}
              />
            )}
            <TextField
              id={FIELD_ID.stan_zdrowia}
              label="Stan zdrowia"
              required
              value={form.stan_zdrowia}
              onChange={set('stan_zdrowia')}
              error={errors.stan_zdrowia}
              maxLength={500}
              className="animal-form__wide"
            />
            <TextAreaField
              id={FIELD_ID.opis}
              label="Opis"
              rows={6}
              value={form.opis}
              onChange={set('opis')}
              error={errors.opis}
              maxLength={10000}
              className="animal-form__wide"
            />
          </div>
        </fieldset>

        <section className="animal-form__images" aria-labelledby="add-images-title">
          <h2 id="add-images-title" className="animal-form__section-title">
            Zdjęcia
          </h2>
          <p className="animal-form__section-note">Pierwsze zdjęcie jest miniaturą zwierzaka na listach.</p>
          <ImagePicker queue={queue} disabled={busy} thumbnailChoice listLabel="Wybrane zdjęcia" />
        </section>

        {phase === 'uploading' && <UploadProgress percent={progress} />}

        <div className="animal-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {phase === 'saving' ? 'Dodawanie…' : phase === 'uploading' ? 'Przesyłanie zdjęć…' : 'Dodaj zwierzaka'}
          </button>
          <Link className="btn btn--ghost" to="/admin/animals/browse">
            Przeglądaj zwierzaki
          </Link>
        </div>
      </form>
    </section>
  );
}
