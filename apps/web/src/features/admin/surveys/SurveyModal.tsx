import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  MESSAGES,
  SURVEY_CONTACT_MESSAGES,
  SURVEY_LIFECYCLE_MESSAGES,
  type AnimalListItem,
  type CloseSurveyInput,
  type SurveyActionResponse,
  type SurveyAdminAnimal,
  type SurveyAdminDetail,
} from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { ContractsSection } from '../contracts/ContractsSection';
import { AdminDialog } from '../ui/AdminDialog';
import { ComposeForm } from '../ui/compose/ComposeForm';
import { NoteForm } from '../ui/NoteForm';
import { Timeline } from '../ui/Timeline';
import { useRefreshHistory } from '../ui/history-query';
import { useLoad } from '../use-load';
import { AnimalPicker } from './AnimalPicker';
import { SelectedAnimals } from './SelectedAnimals';
import { SurveyAdopter } from './SurveyAdopter';
import { SurveyAnswers } from './SurveyAnswers';
import { SurveyBadge } from './SurveyBadge';
import { SurveyDetails } from './SurveyDetails';
import { requestSurveyOpen, surveysApi } from './surveys-api';
import { canAdopt, createSelectionSaver, fromPicker, removalRefusal, type SelectionSaver } from './survey-rules';

export interface SurveyModalProps {
  surveyId: number;
  onClose(): void;
  /** Something was saved: the lists reload (a survey may have moved to another bucket). */
  onChanged(): void;
}

/**
 * The survey modal 'Ankieta #{id}' (SPEC "Surveys" and section 4): adopter, details with closing
 * and reopening, the selected animals with reserve / unreserve / pick for adoption / remove, the
 * picker of available animals of the survey's species (hidden once the survey is finished or
 * closed), notes and the history, the answers by section, and the reply form beside them.
 * Escape or a click outside closes it.
 */
export function SurveyModal({ surveyId, onClose, onChanged }: SurveyModalProps) {
  const loaded = useLoad<SurveyAdminDetail>(`/survey/details/${surveyId}`, (signal) => surveysApi.detail(surveyId, signal));
  const [current, setCurrent] = useState<SurveyAdminDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const detail = current ?? loaded.data;

  let body;
  if (loaded.status === 'loading' && !loaded.data) body = <Loader block label="Wczytywanie ankiety…" />;
  else if (loaded.status === 'error' || !loaded.data) body = <ErrorCard message={errorMessage(loaded.error, MESSAGES.errorCard.message)} onRetry={loaded.reload} />;
  else body = <SurveyDetailView initial={loaded.data} onDetail={setCurrent} onClose={onClose} onChanged={onChanged} onBusy={setBusy} />;

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

const selectedIds = (detail: SurveyAdminDetail) => detail.animals.filter((animal) => animal.selected).map((animal) => animal.id);

interface DetailViewProps {
  initial: SurveyAdminDetail;
  /** The survey as it is now (the badge beside the title follows it). */
  onDetail(detail: SurveyAdminDetail): void;
  onClose(): void;
  onChanged(): void;
  onBusy(busy: boolean): void;
}

function SurveyDetailView({ initial, onDetail, onClose, onChanged, onBusy }: DetailViewProps) {
  const [detail, setDetail] = useState(initial);
  const [selection, setSelection] = useState<number[]>(() => selectedIds(initial));
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  const [pickerAnimals, setPickerAnimals] = useState<Map<number, SurveyAdminAnimal>>(() => new Map());
  const [pending, setPending] = useState<string | null>(null);
  const [pickerVersion, setPickerVersion] = useState(0);
  const mounted = useRef(true);
  const headingId = useId();
  const refreshHistory = useRefreshHistory();
  const surveyId = detail.id;

  const onChangedRef = useRef(onChanged);
  const onDetailRef = useRef(onDetail);
  useEffect(() => {
    onChangedRef.current = onChanged;
    onDetailRef.current = onDetail;
  });
  useEffect(() => onDetailRef.current(detail), [detail]);

  // One auto-saver for the survey's life in the modal; a change still pending when it closes is saved then.
  const saverRef = useRef<SelectionSaver | null>(null);
  saverRef.current ??= createSelectionSaver(selectedIds(initial), async (ids) => {
    const response = await surveysApi.saveSelection(surveyId, ids);
    if (mounted.current) setDetail(response.survey);
    onChangedRef.current();
    void refreshHistory();
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

  const changeSelection = (next: number[]) => {
    setSelection(next);
    saver.change(next);
  };

  /** Shows the survey as the server has it now (after an action, or after a refusal: someone else acted first). */
  const show = (survey: SurveyAdminDetail) => {
    const ids = selectedIds(survey);
    saver.reset(ids);
    if (!mounted.current) return;
    setDetail(survey);
    setSelection(ids);
    setPicked((current) => new Set([...current].filter((id) => ids.includes(id))));
    setPickerVersion((value) => value + 1);
  };

  /** Runs an action after any pending auto-save; the modal then shows the survey as the server answered. */
  async function act(label: string, call: () => Promise<SurveyActionResponse>, fallback: string): Promise<SurveyActionResponse | null> {
    setPending(label);
    onBusy(true);
    try {
      await saver.flush();
      const response = await call();
      show(response.survey);
      onChanged();
      void refreshHistory();
      return response;
    } catch (error) {
      toast.error(errorMessage(error, fallback));
      // A 409: the survey or its animal changed meanwhile (another person acted): show it as it is now.
      if (isApiError(error) && error.status === 409) {
        try {
          show(await surveysApi.detail(surveyId));
          onChanged();
        } catch {
          // The refusal's message is shown; the next action tries again.
        }
      }
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
  const closeSurvey = async (input: CloseSurveyInput) => {
    if (detail.animals.some((animal) => animal.reservedByMe) && !(await confirm({ message: SURVEY_LIFECYCLE_MESSAGES.confirmClose }))) return false;
    const response = await act('close', () => surveysApi.close(surveyId, input), SURVEY_LIFECYCLE_MESSAGES.closeFailed);
    if (response) toast.info(response.message);
    return response !== null;
  };
  const reopen = async () => {
    const response = await act('reopen', () => surveysApi.reopen(surveyId), SURVEY_LIFECYCLE_MESSAGES.reopenFailed);
    if (response) toast.info(response.message);
  };
  const remove = (animal: SurveyAdminAnimal) => {
    const refusal = removalRefusal(animal);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    setPicked((current) => new Set([...current].filter((id) => id !== animal.id)));
    changeSelection(selection.filter((id) => id !== animal.id));
  };
  const addPicked = (animal: AnimalListItem) => {
    setPickerAnimals((current) => new Map(current).set(animal.id_zwierzaka, fromPicker(animal)));
    changeSelection([...selection, animal.id_zwierzaka]);
  };
  const togglePicked = (id: number, on: boolean) => setPicked((current) => new Set(on ? [...current, id] : [...current].filter((item) => item !== id)));

  const working = pending !== null;
  const closed = detail.closure !== null;

  return (
    <div className="survey-modal__layout">
      <div className="survey-modal__main">
        <SurveyAdopter
          detail={detail}
          headingId={`${headingId}-adopter`}
          working={working}
          applying={pending === 'apply-contact'}
          onApplyContact={() => void applyContact()}
        />

        <SurveyDetails detail={detail} headingId={`${headingId}-details`} working={working} onCloseSurvey={closeSurvey} onReopen={() => void reopen()} />

        <section className="survey-modal__section" aria-labelledby={`${headingId}-animals`}>
          <h3 id={`${headingId}-animals`} className="survey-modal__heading">
            Wybrane zwierzęta
          </h3>
          <SelectedAnimals
            rows={rows}
            picked={picked}
            working={working}
            readOnly={closed}
            headingId={`${headingId}-animals`}
            onPick={togglePicked}
            onReserve={(animal) => void reserve(animal)}
            onUnreserve={(animal) => void unreserve(animal)}
            onCancelAdoption={(animal) => void cancelAdoption(animal)}
            onRemove={remove}
            onAdoptPicked={() => void adoptPicked()}
            onOpenSurvey={requestSurveyOpen}
          />
          {!detail.finished && !closed && (
            <AnimalPicker species={detail.species} excludeIds={rows.map((row) => row.id)} version={pickerVersion} disabled={working} onAdd={addPicked} />
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

        <div className="survey-modal__section">
          <Timeline subjectType="survey" subjectId={surveyId} title="Notatki i historia">
            <NoteForm subjectType="survey" subjectId={surveyId} />
          </Timeline>
        </div>

        <SurveyAnswers answers={detail.answers} headingId={`${headingId}-answers`} />
      </div>
      <aside className="survey-modal__aside" aria-labelledby={`${headingId}-reply`}>
        <h3 id={`${headingId}-reply`} className="survey-modal__heading">
          Odpowiedz e-mailem
        </h3>
        <ComposeForm defaultTo={detail.adopter.email} context={{ surveyId }} />
      </aside>
    </div>
  );
}
