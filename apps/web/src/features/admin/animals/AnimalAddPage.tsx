import { useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors as FormErrors } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, SEXES, SPECIES, TIMINGS, YES_NO, type AnimalAddInput } from '@pets/shared';
import { isApiError } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../ui/toast-store';
import { useAddAnimal } from './animal-queries';
import { actionErrorMessage } from './animals-api';
import { animalWritten } from './animal-changes';
import { addFormResolver, addStatusesFor, addValuesFor, EMPTY_ADD_VALUES, firstInvalidField, type AnimalAddField, type AnimalAddValues } from './add-form';
import { IntakeFieldset, intakeFieldId } from './IntakeFieldset';
import { INTAKE_FIELDS, type IntakeField } from './intake-form';
import { todayInputValue } from './edit-form';
import { SelectField, TextAreaField, TextField } from './fields';
import { ImagePicker, UploadProgress } from './ImagePicker';
import { ReservationTargetPicker } from './ReservationTargetPicker';
import { rejectionMessage } from './image-files';
import { uploadAnimalImages } from './upload-images';
import { useImageQueue } from './use-image-queue';
import './animals.css';

const FIELD_ID: Record<AnimalAddField | 'rezerwacja', string> = {
  ...(Object.fromEntries(INTAKE_FIELDS.map((name) => [name, intakeFieldId('add', name)])) as Record<IntakeField, string>),
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

/** The wrong fields' messages, for finding the first of them in the form's order. */
const messagesOf = (errors: FormErrors<AnimalAddValues>): Partial<Record<string, string>> =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as { message?: string } | undefined)?.message]));

/**
 * /admin/animals/add: 'Dodaj nowego zwierzaka' (SPEC "Animal add"). POST /animals/add, then the
 * images in thumbnail-first order through XMLHttpRequest with a progress bar; on success the
 * toast 'Zwierzak został dodany.' and an empty form.
 */
export function AnimalAddPage() {
  usePageTitle('Dodaj zwierzaka · Panel administratora');
  const {
    register,
    handleSubmit,
    control,
    reset,
    setValue,
    getValues,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AnimalAddValues, unknown, AnimalAddInput>({
    defaultValues: addValuesFor(todayInputValue()),
    resolver: addFormResolver,
    mode: 'onSubmit',
    // A shown error goes once its field is changed; the form is checked again on the next save.
    reValidateMode: 'onSubmit',
    // The first wrong field in the order of the form (the reservation picker included) takes the focus.
    shouldFocusError: false,
  });
  const [phase, setPhase] = useState<'idle' | 'saving' | 'uploading'>('idle');
  const [progress, setProgress] = useState(0);
  const queue = useImageQueue();
  const queryClient = useQueryClient();
  const addAnimal = useAddAnimal();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = phase !== 'idle';
  const today = todayInputValue();
  const [gatunek, status, tm] = useWatch({ control, name: ['gatunek', 'status', 'TM'] });

  const field = (name: AnimalAddField) =>
    register(name, {
      onChange: (event: { target: { value: string } }) => {
        clearErrors(name);
        // A TM animal is only ever added held: the status follows the TM choice.
        if (name === 'TM' && !addStatusesFor(event.target.value).includes(getValues('status'))) setValue('status', 'Wstrzymany');
      },
    });

  function focusField(name: AnimalAddField | 'rezerwacja' | undefined) {
    if (!name) return;
    formRef.current?.querySelector<HTMLElement>(`#${FIELD_ID[name]}`)?.focus();
  }

  const onSubmit = handleSubmit(
    async (input) => {
      setPhase('saving');
      let id: number;
      let message: string = MESSAGES.admin.animalAdded;
      try {
        const created = await addAnimal.mutateAsync(input);
        id = created.id;
        if (created.message) message = created.message;
      } catch (error) {
        const fields = isApiError(error) ? error.fields : undefined;
        if (fields) {
          for (const [name, text] of Object.entries(fields)) if (text) setError(name as AnimalAddField, { type: 'server', message: text });
        }
        toast.error(actionErrorMessage(error, MESSAGES.admin.addAnimalFailed));
        setPhase('idle');
        // The fields are enabled again after this render.
        if (fields) setTimeout(() => focusField(firstInvalidField(fields)), 0);
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
      reset(addValuesFor(todayInputValue()));
      setProgress(0);
      setPhase('idle');
      setTimeout(() => focusField('imie'), 0);
    },
    (found) => focusField(firstInvalidField(messagesOf(found))),
  );

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
      <form
        ref={formRef}
        className="animal-form card"
        noValidate
        onSubmit={(event) => {
          if (!busy) void onSubmit(event);
          else event.preventDefault();
        }}
        aria-busy={busy}
      >
        <fieldset className="animal-form__fieldset" disabled={busy}>
          <legend className="visually-hidden">Dane zwierzaka</legend>
          <div className="animal-form__grid">
            {/* Registered in the order of the form (ADD_FIELD_ORDER): the first wrong field takes the focus. */}
            <TextField id={FIELD_ID.imie} label="Imię" required registration={field('imie')} error={errors.imie?.message} maxLength={80} />
            <SelectField
              id={FIELD_ID.gatunek}
              label="Gatunek"
              required
              registration={field('gatunek')} defaultValue={EMPTY_ADD_VALUES.gatunek}
              options={SPECIES}
              placeholder="Wybierz gatunek"
              error={errors.gatunek?.message}
            />
            <TextField
              id={FIELD_ID.data_urodzenia}
              label="Data urodzenia"
              type="date"
              required
              max={today}
              registration={field('data_urodzenia')}
              error={errors.data_urodzenia?.message}
            />
            <SelectField id={FIELD_ID.plec} label="Płeć" registration={field('plec')} defaultValue={EMPTY_ADD_VALUES.plec} options={SEXES} error={errors.plec?.message} />
            <SelectField id={FIELD_ID.wykastrowany} label="Wykastrowany" registration={field('wykastrowany')} defaultValue={EMPTY_ADD_VALUES.wykastrowany} options={YES_NO} error={errors.wykastrowany?.message} />
            <SelectField id={FIELD_ID.TM} label="Za Tęczowym Mostem (TM)" registration={field('TM')} defaultValue={EMPTY_ADD_VALUES.TM} options={YES_NO} error={errors.TM?.message} />
            <SelectField
              id={FIELD_ID.status}
              label="Status"
              registration={field('status')} defaultValue={EMPTY_ADD_VALUES.status}
              options={addStatusesFor(tm)}
              error={errors.status?.message}
              hint={
                tm === 'Tak'
                  ? 'Zwierzak za Tęczowym Mostem nie może być dostępny do adopcji: zostaje wstrzymany.'
                  : 'Później status zmienia się przełącznikiem wstrzymania lub przez ankiety.'
              }
            />
            {status === 'Zarezerwowany' && (
              <Controller
                name="rezerwacja"
                control={control}
                render={({ field: target }) => (
                  <ReservationTargetPicker
                    id={FIELD_ID.rezerwacja}
                    species={gatunek}
                    value={target.value}
                    onChange={(next) => {
                      target.onChange(next);
                      clearErrors('rezerwacja');
                    }}
                    error={errors.rezerwacja?.message}
                    disabled={busy}
                  />
                )}
              />
            )}
            <TextField
              id={FIELD_ID.stan_zdrowia}
              label="Stan zdrowia"
              required
              registration={field('stan_zdrowia')}
              error={errors.stan_zdrowia?.message}
              maxLength={500}
              className="animal-form__wide"
            />
            <TextAreaField
              id={FIELD_ID.opis}
              label="Opis"
              rows={6}
              registration={field('opis')}
              error={errors.opis?.message}
              maxLength={10000}
              className="animal-form__wide"
            />
          </div>
        </fieldset>

        <IntakeFieldset
          idPrefix="add"
          register={field}
          errors={{
            data_przyjecia: errors.data_przyjecia?.message,
            zrodlo_przyjecia: errors.zrodlo_przyjecia?.message,
            okolicznosci_przyjecia: errors.okolicznosci_przyjecia?.message,
            identyfikator: errors.identyfikator?.message,
            data_urodzenia_dokladnosc: errors.data_urodzenia_dokladnosc?.message,
          }}
          defaults={EMPTY_ADD_VALUES}
          today={today}
          disabled={busy}
        />

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
