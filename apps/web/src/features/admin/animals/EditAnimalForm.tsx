import { useId, useMemo, useState, type DragEvent } from 'react';
import { useForm, useWatch, type FieldErrors as FormErrors } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  MESSAGES,
  SEXES,
  SPECIES,
  TIMINGS,
  YES_NO,
  imageFilename,
  imageVariantUrl,
  type AdminAnimal,
  type AnimalUpdateInput,
} from '@pets/shared';
import { isApiError } from '../../../lib/api';
import { getDesktopBridge } from '../../../platform/desktop';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { actionErrorMessage } from './animals-api';
import { animalWritten } from './animal-changes';
import { useAnimalImages } from './animal-queries';
import { careRecordKeys } from '../care-record/care-record-queries';
import { IntakeFieldset, intakeFieldId } from './IntakeFieldset';
import { INTAKE_FIELDS, type IntakeField } from './intake-form';
import {
  canToggleHold,
  editFormResolver,
  formFromAnimal,
  holdDisabledReason,
  TM_HOLD_NOTE,
  todayInputValue,
  type AnimalEditField,
  type AnimalEditForm,
} from './edit-form';
import { SelectField, TextAreaField, TextField } from './fields';
import { ImagePicker, UploadProgress } from './ImagePicker';
import { ReservationPanel } from './ReservationPanel';
import { buildAnimalEdit, saveAnimalEdit } from './save-animal-edit';
import { useImageQueue } from './use-image-queue';
import './animals.css';
import { animalKeys } from '../query-keys';

/**
 * The "Dane" tab of the animal's edit view (SPEC "Edit animal modal"): the spec's fields, the
 * intake, the hold switch and reservation, and the photos, saved in one request.
 */
const FIELD_ID: Record<AnimalEditField, string> = {
  ...(Object.fromEntries(INTAKE_FIELDS.map((name) => [name, intakeFieldId('edit', name)])) as Record<IntakeField, string>),
  imie: 'edit-imie',
  gatunek: 'edit-gatunek',
  data_urodzenia: 'edit-data-urodzenia',
  plec: 'edit-plec',
  wykastrowany: 'edit-wykastrowany',
  stan_zdrowia: 'edit-stan-zdrowia',
  TM: 'edit-tm',
  opis: 'edit-opis',
};
/** Which wrong field takes the focus first. */
const FIELD_ORDER: readonly AnimalEditField[] = ['imie', 'gatunek', 'data_urodzenia', 'plec', 'wykastrowany', 'stan_zdrowia', 'TM', 'opis', ...INTAKE_FIELDS];

function mimeForFilename(name: string): string {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'gif') return 'image/gif';
  if (ext === 'webp') return 'image/webp';
  return 'image/jpeg';
}

/** Dragging an existing image: the desktop app turns it into a file; Chrome can save it with DownloadURL. */
export function onExistingImageDragStart(event: DragEvent<HTMLElement>, path: string): void {
  const url = new URL(path, window.location.origin).href;
  const filename = imageFilename(path);
  const desktop = getDesktopBridge();
  if (desktop) {
    event.preventDefault();
    desktop.startImageDrag(url, filename);
    return;
  }
  event.dataTransfer.effectAllowed = 'copy';
  event.dataTransfer.setData('DownloadURL', `${mimeForFilename(filename)}:${filename}:${url}`);
  event.dataTransfer.setData('text/uri-list', url);
}

export interface EditAnimalFormProps {
  formId: string;
  animal: AdminAnimal;
  onBusyChange(busy: boolean): void;
  onSaved(): void;
  onChanged(): void;
  onNavigateAway(): void;
}

export function EditAnimalForm({ formId, animal, onBusyChange, onSaved, onChanged, onNavigateAway }: EditAnimalFormProps) {
  const id = animal.id_zwierzaka;
  // The fallbacks of emptied fields come from the animal as last loaded.
  const resolver = useMemo(() => editFormResolver(animal), [animal]);
  const [defaults] = useState(() => formFromAnimal(animal));
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<AnimalEditForm, unknown, AnimalUpdateInput>({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
    // A shown error goes once its field is changed; the form is checked again on the next save.
    reValidateMode: 'onSubmit',
    // The first wrong field in FIELD_ORDER takes the focus (see focusFirstError).
    shouldFocusError: false,
  });
  const [tm, hold] = useWatch({ control, name: ['TM', 'hold'] });
  const [marked, setMarked] = useState<ReadonlySet<string>>(new Set());
  const [coverChoice, setCoverChoice] = useState<string | null>(null);
  const [phase, setPhase] = useState<'idle' | 'saving' | 'uploading'>('idle');
  const [progress, setProgress] = useState(0);
  const queryClient = useQueryClient();
  const imagesQuery = useAnimalImages(id);
  const images = viewOf(imagesQuery);
  const existing = imagesQuery.data ?? [];
  const kept = existing.filter((path) => !marked.has(path)).length;
  const queue = useImageQueue(kept);
  const switchNoteId = useId();
  const busy = phase !== 'idle';
  // A TM animal is never available: the switch stays on while TM is 'Tak' (the server holds it too).
  const tmHolds = tm === 'Tak' && canToggleHold(animal.status);
  const holdEnabled = canToggleHold(animal.status) && !tmHolds;
  const holdReason = holdDisabledReason(animal.status) ?? (tmHolds ? TM_HOLD_NOTE : null);
  const currentCover = coverChoice && existing.includes(coverChoice) && !marked.has(coverChoice) ? coverChoice : existing.find((path) => !marked.has(path));

  const setPhaseAndBusy = (next: 'idle' | 'saving' | 'uploading') => {
    setPhase(next);
    onBusyChange(next !== 'idle');
  };

  function focusFirstError(fieldErrors: Partial<Record<string, unknown>>) {
    const field = FIELD_ORDER.find((name) => fieldErrors[name]);
    if (field) setFocus(field);
  }

  function toggleMarked(path: string) {
    setMarked((state) => {
      const next = new Set(state);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  }

  const onSubmit = handleSubmit(
    async (body) => {
      const files = queue.files();
      // One request saves it all; the progress bar shows while new images are being sent.
      setPhaseAndBusy(files.length > 0 ? 'uploading' : 'saving');
      setProgress(0);
      try {
        const saved = await saveAnimalEdit(id, buildAnimalEdit(body, { existing, marked, coverChoice }), files, { onProgress: setProgress });
        toast.info(saved.message ?? MESSAGES.admin.changesSaved);
        // The answer holds the animal and its photos as saved; everything else showing it is marked stale.
        if (saved.animal) queryClient.setQueryData(careRecordKeys.record(id), saved.animal);
        queryClient.setQueryData(animalKeys.images(id), saved.images);
        void animalWritten(queryClient, id);
      } catch (error) {
        // Nothing was saved: the form, the marks and the new images stay as they were for another try.
        const fields = isApiError(error) ? error.fields : undefined;
        if (fields) {
          for (const [name, message] of Object.entries(fields)) if (message) setError(name as AnimalEditField, { type: 'server', message });
        }
        const rejected = isApiError(error) && error.code === 'images_rejected';
        toast.error(actionErrorMessage(error, MESSAGES.admin.saveAnimalFailed), rejected ? { duration: TIMINGS.toastRejection } : undefined);
        setPhaseAndBusy('idle');
        // The fields are enabled again after this render.
        if (fields) setTimeout(() => focusFirstError(fields), 0);
        return;
      }
      queue.clear();
      setPhaseAndBusy('idle');
      onSaved();
    },
    (found: FormErrors<AnimalEditForm>) => focusFirstError(found),
  );

  const today = todayInputValue();
  const fieldProps = (field: AnimalEditField) => ({
    id: FIELD_ID[field],
    required: true,
    error: errors[field]?.message,
    registration: register(field, { onChange: () => clearErrors(field) }),
  });
  const selectProps = (field: AnimalEditField) => ({ ...fieldProps(field), defaultValue: defaults[field] ?? '' });

  return (
    <form
      id={formId}
      className="animal-edit__form"
      noValidate
      onSubmit={(event) => {
        if (!busy) void onSubmit(event);
        else event.preventDefault();
      }}
      aria-busy={busy}
    >
      <section className="animal-edit__section animal-edit__status" aria-labelledby={`${formId}-status`}>
        <h3 id={`${formId}-status`} className="animal-edit__section-title">
          Status
        </h3>
        <div className="animal-edit__status-row">
          <Switch
            label="Wstrzymaj adopcję"
            checked={hold || tmHolds}
            disabled={!holdEnabled || busy}
            onChange={(next) => setValue('hold', next)}
            describedBy={switchNoteId}
          />
        </div>
        <p id={switchNoteId} className="animal-edit__note">
          {holdReason ??
            (hold
              ? 'Po zapisaniu status zmieni się na „Wstrzymany” (zwierzak nie będzie dostępny do adopcji).'
              : 'Po zapisaniu status będzie „Dostępny”.')}
        </p>
        {animal.status === 'Zarezerwowany' && (
          <ReservationPanel animalId={id} animalName={animal.imie} onNavigateAway={onNavigateAway} onReleased={onChanged} />
        )}
      </section>

      <fieldset className="animal-edit__section animal-form__fieldset" disabled={busy}>
        <legend className="animal-edit__section-title">Dane zwierzaka</legend>
        <p className="animal-edit__note">Wszystkie pola są wymagane; puste pole zachowa poprzednią wartość.</p>
        <div className="animal-form__grid">
          <TextField label="Imię" maxLength={80} {...fieldProps('imie')} />
          <SelectField label="Gatunek" options={SPECIES} {...selectProps('gatunek')} />
          <TextField label="Data urodzenia" type="date" max={today} {...fieldProps('data_urodzenia')} />
          <SelectField label="Płeć" options={SEXES} {...selectProps('plec')} />
          <SelectField label="Wykastrowany" options={YES_NO} {...selectProps('wykastrowany')} />
          <SelectField label="Za Tęczowym Mostem (TM)" options={YES_NO} {...selectProps('TM')} />
          <TextField label="Stan zdrowia" maxLength={500} className="animal-form__wide" {...fieldProps('stan_zdrowia')} />
          <TextAreaField label="Opis" rows={6} maxLength={10000} className="animal-form__wide" {...fieldProps('opis')} />
        </div>
      </fieldset>

      <IntakeFieldset
        idPrefix="edit"
        className="animal-edit__section"
        register={(name) => register(name, { onChange: () => clearErrors(name) })}
        errors={Object.fromEntries(INTAKE_FIELDS.map((name) => [name, errors[name]?.message]))}
        defaults={{
          data_przyjecia: defaults.data_przyjecia ?? '',
          zrodlo_przyjecia: defaults.zrodlo_przyjecia ?? '',
          okolicznosci_przyjecia: defaults.okolicznosci_przyjecia ?? '',
          identyfikator: defaults.identyfikator ?? '',
          data_urodzenia_dokladnosc: defaults.data_urodzenia_dokladnosc ?? 'dzien',
        }}
        today={today}
        disabled={busy}
      />

      <section className="animal-edit__section" aria-labelledby={`${formId}-images`}>
        <h3 id={`${formId}-images`} className="animal-edit__section-title">
          Zdjęcia
        </h3>
        {images.status === 'loading' && <Loader label="Wczytywanie zdjęć…" />}
        {images.status === 'error' && <ErrorCard title="Błąd wczytywania zdjęć" message={MESSAGES.admin.animalImagesFailed} onRetry={() => void imagesQuery.refetch()} />}
        {images.status === 'success' && existing.length === 0 && <p className="animal-edit__note">Ten zwierzak nie ma jeszcze zdjęć.</p>}
        {existing.length > 0 && (
          <ul className="image-grid" aria-label="Obecne zdjęcia">
            {existing.map((path, index) => {
              const name = imageFilename(path);
              const isMarked = marked.has(path);
              const isCover = path === currentCover;
              return (
                <li
                  key={path}
                  className={['image-tile', isCover ? 'image-tile--cover' : '', isMarked ? 'image-tile--marked' : ''].filter(Boolean).join(' ')}
                  data-image={name}
                >
                  <div className="image-tile__frame">
                    <img
                      src={imageVariantUrl(path, 'card')}
                      alt={`Zdjęcie ${index + 1} z ${existing.length}`}
                      className="image-tile__img"
                      draggable
                      onDragStart={(event) => onExistingImageDragStart(event, path)}
                    />
                    {isCover && <span className="image-tile__badge">Miniatura</span>}
                    {isMarked && <span className="image-tile__badge image-tile__badge--danger">Do usunięcia</span>}
                  </div>
                  <div className="image-tile__actions">
                    {!isCover && !isMarked && (
                      <button
                        type="button"
                        className="btn btn--light btn--small"
                        disabled={busy}
                        aria-label={`Ustaw jako miniaturę: zdjęcie ${index + 1}`}
                        onClick={() => setCoverChoice(path)}
                      >
                        Ustaw jako miniaturę
                      </button>
                    )}
                    <button
                      type="button"
                      className={isMarked ? 'btn btn--ghost btn--small' : 'btn btn--danger-ghost btn--small'}
                      disabled={busy}
                      aria-label={isMarked ? `Cofnij oznaczenie: zdjęcie ${index + 1}` : `Oznacz do usunięcia: zdjęcie ${index + 1}`}
                      onClick={() => toggleMarked(path)}
                    >
                      {isMarked ? 'Cofnij' : 'Oznacz do usunięcia'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {marked.size > 0 && (
          <p className="animal-edit__note" role="status">
            Oznaczone do usunięcia: {marked.size}. Zostaną usunięte po kliknięciu „Zapisz”.
          </p>
        )}
        <h4 className="animal-edit__subtitle">Dodaj nowe zdjęcia</h4>
        <ImagePicker queue={queue} disabled={busy || images.status !== 'success'} thumbnailChoice={false} freeSlots={LIMITS.images.maxFiles - kept} />
      </section>

      {phase === 'uploading' && <UploadProgress percent={progress} />}
    </form>
  );
}
