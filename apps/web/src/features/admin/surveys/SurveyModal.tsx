import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  MESSAGES,
  SURVEY_CONTACT_MESSAGES,
  formatDate,
  type AnimalListItem,
  type SurveyActionResponse,
  type SurveyAdminAnimal,
  type SurveyAdminDetail,
} from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { ContractsSection } from '../contracts/ContractsSection';
import { AdminDialog } from '../ui/AdminDialog';
import { ComposeForm } from '../ui/compose/ComposeForm';
import { useLoad } from '../use-load';
import { ContactDifferences } from './ContactDifferences';
import { OtherApplicantsOfSurvey } from './NotifyOtherApplicants';
import { SmallCover } from './SmallCover';
import { surveysApi } from './surveys-api';
import {
  animalStateLabel,
  canAdopt,
  canReserve,
  createSelectionSaver,
  groupAnswers,
  removalRefusal,
  type SelectionSaver,
} from './survey-rules';

export interface SurveyModalProps {
  surveyId: number;
  onClose(): void;
  /** Something was saved: the lists reload (a survey may have moved to another bucket). */
  onChanged(): void;
}

const BUCKET_TEXT = { new: 'Nowa', reserved: 'Z rezerwacją', done: MESSAGES.admin.surveyFinished } as const;

/**
 * The survey modal 'Ankieta #{id}' (SPEC "Surveys" and section 4): adopter, details, the selected
 * animals with reserve / unreserve / pick for adoption / remove, the picker of available animals
 * of the survey's species (hidden once the survey is finished), the answers by section, and the
 * reply form beside them. Escape or a click outside closes it.
 */
export function SurveyModal({ surveyId, onClose, onChanged }: SurveyModalProps) {
  const loaded = useLoad<SurveyAdminDetail>(`/survey/details/${surveyId}`, (signal) => surveysApi.detail(surveyId, signal));
  const [busy, setBusy] = useState(false);
  const detail = loaded.data;

  let body;
  if (loaded.status === 'loading' && !detail) body = <Loader block label="Wczytywanie ankiety…" />;
  else if (loaded.status === 'error' || !detail) body = <ErrorCard message={errorMessage(loaded.error, MESSAGES.errorCard.message)} onRetry={loaded.reload} />;
  else body = <SurveyDetailView initial={detail} onClose={onClose} onChanged={onChanged} onBusy={setBusy} />;

  return (
    <AdminDialog
      size="lg"
      title={`Ankieta #${surveyId}`}
      headerExtra={detail ? <SurveyBadge detail={detail} /> : undefined}
      onClose={onClose}
      busy={busy}
      className="survey-modal"
    >
      {body}
    </AdminDialog>
  );
}

function SurveyBadge({ detail }: { detail: SurveyAdminDetail }) {
  return <span className={`survey-badge survey-badge--${detail.bucket}`}>{BUCKET_TEXT[detail.bucket]}</span>;
}

/** A picked animal the server has not described yet, shaped like the detail's animals. */
function fromPicker(animal: AnimalListItem): SurveyAdminAnimal {
  return {
    id: animal.id_zwierzaka,
    name: animal.imie,
    cover: animal.cover,
    species: animal.gatunek,
    status: animal.status,
    tm: animal.TM === 'Tak',
    selected: true,
    reserved: animal.status === 'Zarezerwowany',
    reservedByMe: false,
    reservedSince: null,
    reservedBySurveyId: null,
    adopted: animal.status === 'Adoptowany',
    adoptedByMe: false,
    adoptedAt: null,
  };
}

const selectedIds = (detail: SurveyAdminDetail) => detail.animals.filter((animal) => animal.selected).map((animal) => animal.id);

interface DetailViewProps {
  initial: SurveyAdminDetail;
  onClose(): void;
  onChanged(): void;
  onBusy(busy: boolean): void;
}

function SurveyDetailView({ initial, onClose, onChanged, onBusy }: DetailViewProps) {
  const [detail, setDetail] = useState(initial);
  const [selection, setSelection] = useState<number[]>(() => selectedIds(initial));
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  const [pickerAnimals, setPickerAnimals] = useState<Map<number, SurveyAdminAnimal>>(() => new Map());
  const [pending, setPending] = useState<string | null>(null);
  const [pickerVersion, setPickerVersion] = useState(0);
  const [choice, setChoice] = useState('');
  const mounted = useRef(true);
  const headingId = useId();
  const pickerId = useId();
  const surveyId = detail.id;

  const onChangedRef = useRef(onChanged);
  useEffect(() => {
    onChangedRef.current = onChanged;
  });

  // One auto-saver for the survey's life in the modal; a change still pending when it closes is saved then.
  const saverRef = useRef<SelectionSaver | null>(null);
  saverRef.current ??= createSelectionSaver(selectedIds(initial), async (ids) => {
    const response = await surveysApi.saveSelection(surveyId, ids);
    if (mounted.current) setDetail(response.survey);
    onChangedRef.current();
  });
  const saver = saverRef.current;
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      void saver.flush();
    };
  }, [saver]);

  const rows = useMemo(() => {
    const byId = new Map(detail.animals.map((animal) => [animal.id, animal]));
    const ids = [...selection, ...detail.animals.filter((animal) => (animal.reservedByMe || animal.adoptedByMe) && !selection.includes(animal.id)).map((a) => a.id)];
    return ids.map((id) => byId.get(id) ?? pickerAnimals.get(id)).filter((animal): animal is SurveyAdminAnimal => animal !== undefined);
  }, [detail, selection, pickerAnimals]);

  const available = useLoad<AnimalListItem[]>(detail.finished ? null : `available:${detail.species}:${pickerVersion}`, (signal) =>
    surveysApi.availableAnimals(detail.species, signal),
  );
  const pickerOptions = (available.data ?? []).filter((animal) => !rows.some((row) => row.id === animal.id_zwierzaka));

  const changeSelection = (next: number[]) => {
    setSelection(next);
    saver.change(next);
  };

  /** Runs an action after any pending auto-save; the modal then shows the survey as the server answered. */
  async function act(label: string, call: () => Promise<SurveyActionResponse>, fallback: string): Promise<SurveyActionResponse | null> {
    setPending(label);
    onBusy(true);
    try {
      await saver.flush();
      const response = await call();
      const ids = selectedIds(response.survey);
      saver.reset(ids);
      if (mounted.current) {
        setDetail(response.survey);
        setSelection(ids);
        setPicked((current) => new Set([...current].filter((id) => ids.includes(id))));
        setPickerVersion((value) => value + 1);
      }
      onChanged();
      return response;
    } catch (error) {
      toast.error(errorMessage(error, fallback));
      return null;
    } finally {
      if (mounted.current) setPending(null);
      onBusy(false);
    }
  }

  const reserve = async (animal: SurveyAdminAnimal) => {
    if (await act(`reserve-${animal.id}`, () => surveysApi.reserve(surveyId, animal.id), MESSAGES.admin.reserveFailed)) {
      toast.info(MESSAGES.admin.reserved(animal.name));
    }
  };
  const unreserve = async (animal: SurveyAdminAnimal) => {
    if (await act(`unreserve-${animal.id}`, () => surveysApi.unreserve(surveyId, animal.id), MESSAGES.admin.unreserveFailed)) {
      toast.info(MESSAGES.admin.unreserved(animal.name));
    }
  };
  const cancelAdoption = async (animal: SurveyAdminAnimal) => {
    if (!(await confirm({ message: MESSAGES.confirm.cancelAdoption(animal.name) }))) return;
    if (await act(`cancel-${animal.id}`, () => surveysApi.cancelAdoption(surveyId, animal.id), MESSAGES.admin.cancelAdoptionFailed)) {
      toast.info(MESSAGES.admin.adoptionCancelled);
      onClose();
    }
  };
  const adoptPicked = async () => {
    const ids = rows.filter((animal) => picked.has(animal.id) && canAdopt(animal)).map((animal) => animal.id);
    if (ids.length === 0) return;
    if (!(await confirm({ message: MESSAGES.confirm.adopt }))) return;
    if (await act('adopt', () => surveysApi.adoptBulk(surveyId, ids), MESSAGES.admin.adoptFailed)) {
      toast.info(MESSAGES.admin.adopted);
      onClose();
    }
  };
  const applyContact = async () => {
    const response = await act('apply-contact', () => surveysApi.applyContact(surveyId), SURVEY_CONTACT_MESSAGES.applyFailed);
    if (response) toast.info(response.message);
  };
  const remove = (animal: SurveyAdminAnimal) => {
    const refusal = removalRefusal(animal);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    setPicked((current) => {
      const next = new Set(current);
      next.delete(animal.id);
      return next;
    });
    changeSelection(selection.filter((id) => id !== animal.id));
  };
  const addChosen = () => {
    const animal = pickerOptions.find((option) => String(option.id_zwierzaka) === choice);
    if (!animal) return;
    setPickerAnimals((current) => new Map(current).set(animal.id_zwierzaka, fromPicker(animal)));
    changeSelection([...selection, animal.id_zwierzaka]);
    setChoice('');
  };
  const togglePicked = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const adoptable = rows.filter((animal) => picked.has(animal.id) && canAdopt(animal));
  const working = pending !== null;
  const { adopter } = detail;
  const fullName = `${adopter.firstName} ${adopter.lastName}`.trim();

  return (
    <div className="survey-modal__layout">
      <div className="survey-modal__main">
        <section className="survey-modal__section" aria-labelledby={`${headingId}-adopter`}>
          <h3 id={`${headingId}-adopter`} className="survey-modal__heading">
            Adoptujący
          </h3>
          <p className="survey-modal__adopter">{fullName || '—'}</p>
          <dl className="survey-facts">
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${adopter.email}`}>{adopter.email}</a>
              </dd>
            </div>
            <div>
              <dt>Telefon</dt>
              <dd>
                <a href={`tel:${adopter.phone.replace(/\s/g, '')}`}>{adopter.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Adres</dt>
              <dd>{[adopter.zip, adopter.city].filter(Boolean).join(' ') || '—'}</dd>
            </div>
          </dl>
          <ContactDifferences
            differences={detail.contactDifferences}
            disabled={working}
            applying={pending === 'apply-contact'}
            onApply={() => void applyContact()}
          />
        </section>

        <section className="survey-modal__section" aria-labelledby={`${headingId}-details`}>
          <h3 id={`${headingId}-details`} className="survey-modal__heading">
            Szczegóły ankiety
          </h3>
          <dl className="survey-facts">
            <div>
              <dt>Gatunek</dt>
              <dd>{detail.species}</dd>
            </div>
            <div>
              <dt>Wysłana</dt>
              <dd>{formatDate(detail.createdAt)}</dd>
            </div>
            <div>
              <dt>Stan</dt>
              <dd>{BUCKET_TEXT[detail.bucket]}</dd>
            </div>
          </dl>
        </section>

        <section className="survey-modal__section" aria-labelledby={`${headingId}-animals`}>
          <h3 id={`${headingId}-animals`} className="survey-modal__heading">
            Wybrane zwierzęta
          </h3>
          {rows.length === 0 ? (
            <p className="survey-modal__muted">Brak wybranych zwierząt.</p>
          ) : (
            <ul className="selected-animals" aria-labelledby={`${headingId}-animals`}>
              {rows.map((animal) => (
                <li key={animal.id} className="selected-animal" data-animal-id={animal.id}>
                  <SmallCover path={animal.cover} size={56} />
                  <div className="selected-animal__info">
                    <span className="selected-animal__name">{animal.name}</span>
                    <span className={`selected-animal__state${animal.adoptedByMe ? ' selected-animal__state--adopted' : animal.reservedByMe ? ' selected-animal__state--reserved' : ''}`}>
                      {animalStateLabel(animal)}
                      {animal.reservedByMe && animal.reservedSince ? ` od ${formatDate(animal.reservedSince)}` : ''}
                      {animal.adoptedByMe && animal.adoptedAt ? ` ${formatDate(animal.adoptedAt)}` : ''}
                    </span>
                  </div>
                  <div className="selected-animal__actions">
                    {canAdopt(animal) && (
                      <label className="selected-animal__pick">
                        <input
                          type="checkbox"
                          checked={picked.has(animal.id)}
                          disabled={working}
                          onChange={(event) => togglePicked(animal.id, event.target.checked)}
                        />
                        Do adopcji<span className="visually-hidden">: {animal.name}</span>
                      </label>
                    )}
                    {animal.reservedByMe && (
                      <button type="button" className="btn btn--light btn--small" disabled={working} onClick={() => void unreserve(animal)}>
                        Cofnij rezerwację<span className="visually-hidden">: {animal.name}</span>
                      </button>
                    )}
                    {canReserve(animal) && (
                      <button type="button" className="btn btn--ghost btn--small" disabled={working} onClick={() => void reserve(animal)}>
                        Zarezerwuj<span className="visually-hidden">: {animal.name}</span>
                      </button>
                    )}
                    {animal.adoptedByMe ? (
                      <button type="button" className="btn btn--danger-outline btn--small" disabled={working} onClick={() => void cancelAdoption(animal)}>
                        Anuluj adopcję<span className="visually-hidden">: {animal.name}</span>
                      </button>
                    ) : (
                      <button type="button" className="btn btn--light btn--small" disabled={working} onClick={() => remove(animal)}>
                        Usuń<span className="visually-hidden">: {animal.name}</span>
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {rows.some(canAdopt) && (
            <div className="survey-modal__adopt">
              <button type="button" className="btn btn--primary" disabled={working || adoptable.length === 0} onClick={() => void adoptPicked()}>
                Adoptuj zaznaczone ({adoptable.length})
              </button>
            </div>
          )}
          <OtherApplicantsOfSurvey animals={detail.animals} />
          {!detail.finished && (
            <div className="survey-picker">
              <div className="form__field survey-picker__field">
                <label htmlFor={pickerId}>Dodaj zwierzaka ({detail.species})</label>
                {available.status === 'loading' && !available.data ? (
                  <Loader label="Wczytywanie dostępnych zwierząt…" />
                ) : available.status === 'error' ? (
                  <p className="survey-modal__muted">Nie udało się pobrać dostępnych zwierząt.</p>
                ) : pickerOptions.length === 0 ? (
                  <p className="survey-modal__muted">Brak innych dostępnych zwierząt tego gatunku.</p>
                ) : (
                  <div className="survey-picker__row">
                    <select id={pickerId} value={choice} onChange={(event) => setChoice(event.target.value)}>
                      <option value="">Wybierz zwierzaka…</option>
                      {pickerOptions.map((animal) => (
                        <option key={animal.id_zwierzaka} value={animal.id_zwierzaka}>
                          {animal.imie} ({animal.gatunek})
                        </option>
                      ))}
                    </select>
                    <button type="button" className="btn btn--ghost btn--small" disabled={choice === '' || working} onClick={addChosen}>
                      Dodaj
                    </button>
                  </div>
                )}
              </div>
            </div>
          )}
        </section>

        {detail.animals.some((animal) => animal.adoptedByMe) && (
          <ContractsSection
            key={detail.animals.filter((animal) => animal.adoptedByMe).map((animal) => animal.id).join(',')}
            of={{ surveyId }}
            sectionClassName="survey-modal__section"
            headingClassName="survey-modal__heading"
          />
        )}

        <section className="survey-modal__section" aria-labelledby={`${headingId}-answers`}>
          <h3 id={`${headingId}-answers`} className="survey-modal__heading">
            Odpowiedzi
          </h3>
          {detail.answers.length === 0 ? (
            <p className="survey-modal__muted">{MESSAGES.admin.noAnswers}</p>
          ) : (
            groupAnswers(detail.answers).map((group, index) => (
              <div key={`${group.group ?? ''}-${index}`} className="survey-answers">
                {group.group && <h4 className="survey-answers__group">{group.group}</h4>}
                <dl className="survey-answers__list">
                  {group.entries.map((entry, entryIndex) => (
                    <div key={entryIndex} className="survey-answers__item">
                      <dt>{entry.question}</dt>
                      <dd>{entry.answer}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))
          )}
        </section>
      </div>
      <aside className="survey-modal__aside" aria-labelledby={`${headingId}-reply`}>
        <h3 id={`${headingId}-reply`} className="survey-modal__heading">
          Odpowiedz e-mailem
        </h3>
        <ComposeForm defaultTo={adopter.email} context={{ surveyId }} />
      </aside>
    </div>
  );
}
