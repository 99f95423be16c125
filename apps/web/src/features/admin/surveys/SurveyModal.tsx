import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  SURVEY_CONTACT_MESSAGES,
  SURVEY_FOSTER_MESSAGES,
  SURVEY_LIFECYCLE_MESSAGES,
  type AnimalListItem,
  type CloseSurveyInput,
  type SurveyActionResponse,
  type SurveyAdminAnimal,
  type SurveyAdminDetail,
  type SurveyFosterOpinionInput,
} from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { confirm } from '../../../ui/confirm-store';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { useCanCoordinate } from '../admin-session';
import { ContractsSection } from '../contracts/ContractsSection';
import { contractFileUrl } from '../contracts/contract-queries';
import { Dialog } from '../../../ui/Dialog';
import { ComposeForm } from '../ui/compose/ComposeForm';
import { NoteForm } from '../ui/NoteForm';
import { Timeline } from '../ui/Timeline';
import { viewOf } from '../query-view';
import { AnimalPicker } from './AnimalPicker';
import { FosterNotes } from './FosterNotes';
import { FosterOpinion } from './FosterOpinion';
import { SelectedAnimals } from './SelectedAnimals';
import { SurveyAdopter } from './SurveyAdopter';
import { SurveyAnswers } from './SurveyAnswers';
import { SurveyBadge } from './SurveyBadge';
import { SurveyDetails } from './SurveyDetails';
import { applySurveyAction, fetchSurveyNow, surveyActions, useSurveyDetail, type SurveyActionEffects } from './survey-queries';
import { canAdopt, createSelectionSaver, fromPicker, removalRefusal, type SelectionSaver } from './survey-rules';

export interface SurveyModalProps {
  surveyId: number;
  onClose(): void;
  /** Opens another survey (one holding an animal this survey chose). */
  onOpenSurvey(id: number): void;
}

/**
 * The survey modal 'Ankieta #{id}' (SPEC "Surveys" and section 4): adopter, details with closing
 * and reopening, the selected animals with reserve / unreserve / pick for adoption / remove, the
 * picker of available animals of the survey's species (hidden once the survey is finished or
 * closed), notes and the history, the answers by section, and the reply form beside them.
 * Escape or a click outside closes it. The survey is read through the query cache, and every
 * action puts the survey as the server answered into it (survey-queries.ts).
 */
export function SurveyModal({ surveyId, onClose, onOpenSurvey }: SurveyModalProps) {
  const query = useSurveyDetail(surveyId);
  const view = viewOf(query);
  const [busy, setBusy] = useState(false);

  let body;
  if (view.status === 'loading') body = <Loader block label="Wczytywanie ankiety…" />;
  else if (view.status === 'error') body = <ErrorCard message={errorMessage(view.error, MESSAGES.errorCard.message)} onRetry={() => void query.refetch()} />;
  else body = <SurveyDetailView detail={view.data} onClose={onClose} onOpenSurvey={onOpenSurvey} onBusy={setBusy} />;

  return (
    <Dialog
      variant="panel"
      size="lg"
      title={`Ankieta #${surveyId}`}
      headerExtra={query.data ? <SurveyBadge detail={query.data} /> : undefined}
      onClose={onClose}
      busy={busy}
      className="survey-modal"
    >
      {body}
    </Dialog>
  );
}

const selectedIds = (detail: SurveyAdminDetail) => detail.animals.filter((animal) => animal.selected).map((animal) => animal.id);

interface DetailViewProps {
  /** The survey as the cache holds it now. */
  detail: SurveyAdminDetail;
  onClose(): void;
  onOpenSurvey(id: number): void;
  onBusy(busy: boolean): void;
}

interface ActionVariables {
  label: string;
  call(): Promise<SurveyActionResponse>;
  effects?: SurveyActionEffects;
}

function SurveyDetailView({ detail, onClose, onOpenSurvey, onBusy }: DetailViewProps) {
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<number[]>(() => selectedIds(detail));
  const [picked, setPicked] = useState<Set<number>>(() => new Set());
  const [pickerAnimals, setPickerAnimals] = useState<Map<number, SurveyAdminAnimal>>(() => new Map());
  const mounted = useRef(true);
  const headingId = useId();
  const surveyId = detail.id;

  // One auto-saver for the survey's life in the modal; a change still pending when it closes is saved then.
  const saverRef = useRef<SelectionSaver | null>(null);
  saverRef.current ??= createSelectionSaver(selectedIds(detail), async (ids) => {
    const response = await surveyActions.saveSelection(surveyId, ids);
    // The selection shows on the cards and in the history; no animal changed state.
    void applySurveyAction(queryClient, response.survey);
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
    setSelection(ids);
    setPicked((current) => new Set([...current].filter((id) => ids.includes(id))));
  };

  // Every action: after any pending auto-save, one request; the survey it answers goes into the cache.
  const action = useMutation({
    mutationFn: async ({ call }: ActionVariables) => {
      await saver.flush();
      return call();
    },
    onMutate: () => onBusy(true),
    onSuccess: (response, { effects }) => {
      show(response.survey);
      void applySurveyAction(queryClient, response.survey, effects);
    },
    onSettled: () => onBusy(false),
  });

  /** Runs an action; a refusal is said in a toast (a 409: the survey is shown as it is now). */
  async function act(variables: ActionVariables, fallback: string): Promise<SurveyActionResponse | null> {
    try {
      return await action.mutateAsync(variables);
    } catch (error) {
      toast.error(errorMessage(error, fallback));
      // A 409: the survey or its animal changed meanwhile (another person acted): show it as it is now.
      if (isApiError(error) && error.status === 409) {
        try {
          const survey = await fetchSurveyNow(queryClient, surveyId);
          show(survey);
          void applySurveyAction(queryClient, survey);
        } catch {
          // The refusal's message is shown; the next action tries again.
        }
      }
      return null;
    }
  }
  const pending = action.isPending ? action.variables.label : null;

  const reserve = async (animal: SurveyAdminAnimal) => {
    if (await act({ label: `reserve-${animal.id}`, call: () => surveyActions.reserve(surveyId, animal.id), effects: { taken: [animal.id] } }, MESSAGES.admin.reserveFailed)) {
      toast.info(MESSAGES.admin.reserved(animal.name));
    }
  };
  const unreserve = async (animal: SurveyAdminAnimal) => {
    if (await act({ label: `unreserve-${animal.id}`, call: () => surveyActions.unreserve(surveyId, animal.id), effects: { freed: [animal.id] } }, MESSAGES.admin.unreserveFailed)) {
      toast.info(MESSAGES.admin.unreserved(animal.name));
    }
  };
  const cancelAdoption = async (animal: SurveyAdminAnimal) => {
    if (!(await confirm({ message: MESSAGES.confirm.cancelAdoption(animal.name) }))) return;
    if (
      await act(
        { label: `cancel-${animal.id}`, call: () => surveyActions.cancelAdoption(surveyId, animal.id), effects: { freed: [animal.id], adoptions: true } },
        MESSAGES.admin.cancelAdoptionFailed,
      )
    ) {
      toast.info(MESSAGES.admin.adoptionCancelled);
      onClose();
    }
  };
  const adoptPicked = async () => {
    const chosen = rows.filter((animal) => picked.has(animal.id) && canAdopt(animal));
    const ids = chosen.map((animal) => animal.id);
    if (ids.length === 0) return;
    // The spec's question, with who gets whom under it: a click on the wrong survey is caught here.
    const person = `${detail.adopter.firstName} ${detail.adopter.lastName}`.trim() || `ankieta #${surveyId}`;
    const whom = `${chosen.map((animal) => animal.name).join(', ')} → ${person}`;
    if (!(await confirm({ message: MESSAGES.confirm.adopt, details: whom, detailsLabel: 'Adopcja' }))) return;
    const adopted = await act({ label: 'adopt', call: () => surveyActions.adoptBulk(surveyId, ids), effects: { taken: ids, adoptions: true } }, MESSAGES.admin.adoptFailed);
    if (adopted) {
      // The spec's toast and closing stay; the next step (printing the contract) is one click in the toast.
      const contract = adopted.contractAdoptionId;
      toast.info(MESSAGES.admin.adopted, contract ? { action: { label: 'Pobierz umowę', href: contractFileUrl('contractPdf', contract), download: `umowa-adopcyjna-${contract}.pdf` } } : undefined);
      onClose();
    }
  };
  const applyContact = async () => {
    const response = await act({ label: 'apply-contact', call: () => surveyActions.applyContact(surveyId) }, SURVEY_CONTACT_MESSAGES.applyFailed);
    if (response) toast.info(response.message);
  };
  const closeSurvey = async (input: CloseSurveyInput) => {
    if (detail.animals.some((animal) => animal.reservedByMe) && !(await confirm({ message: SURVEY_LIFECYCLE_MESSAGES.confirmClose }))) return false;
    const freed = detail.animals.filter((animal) => animal.reservedByMe).map((animal) => animal.id);
    const response = await act({ label: 'close', call: () => surveyActions.close(surveyId, input), effects: { freed } }, SURVEY_LIFECYCLE_MESSAGES.closeFailed);
    if (response) toast.info(response.message);
    return response !== null;
  };
  const saveFosterOpinion = async (input: SurveyFosterOpinionInput) => {
    const response = await act({ label: 'foster-opinion', call: () => surveyActions.fosterOpinion(surveyId, input) }, SURVEY_FOSTER_MESSAGES.opinionSaveFailed);
    if (response) toast.info(response.message);
    return response !== null;
  };
  const reopen = async () => {
    const response = await act({ label: 'reopen', call: () => surveyActions.reopen(surveyId) }, SURVEY_LIFECYCLE_MESSAGES.reopenFailed);
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
  // Volunteers read the survey and add notes; the rest is coordination (the server refuses it
  // anyway: server/src/http/access.ts), so it is not offered.
  const canCoordinate = useCanCoordinate();

  return (
    <div className={canCoordinate ? 'survey-modal__layout' : 'survey-modal__layout survey-modal__layout--single'}>
      <div className="survey-modal__main">
        <SurveyAdopter
          detail={detail}
          headingId={`${headingId}-adopter`}
          working={working}
          applying={pending === 'apply-contact'}
          onApplyContact={() => void applyContact()}
        />

        <SurveyDetails
          detail={detail}
          headingId={`${headingId}-details`}
          working={working}
          canChange={canCoordinate}
          onCloseSurvey={closeSurvey}
          onReopen={() => void reopen()}
        />

        <section className="survey-modal__section" aria-labelledby={`${headingId}-animals`}>
          <h3 id={`${headingId}-animals`} className="survey-modal__heading">
            Wybrane zwierzęta
          </h3>
          <SelectedAnimals
            rows={rows}
            picked={picked}
            working={working}
            readOnly={closed || !canCoordinate}
            showOtherApplicants={canCoordinate}
            headingId={`${headingId}-animals`}
            onPick={togglePicked}
            onReserve={(animal) => void reserve(animal)}
            onUnreserve={(animal) => void unreserve(animal)}
            onCancelAdoption={(animal) => void cancelAdoption(animal)}
            onRemove={remove}
            onAdoptPicked={() => void adoptPicked()}
            onOpenSurvey={onOpenSurvey}
          />
          <FosterNotes rows={rows} />
          {canCoordinate && !detail.finished && !closed && (
            <AnimalPicker species={detail.species} excludeIds={rows.map((row) => row.id)} disabled={working} onAdd={addPicked} />
          )}
        </section>

        <FosterOpinion
          detail={detail}
          headingId={`${headingId}-foster-opinion`}
          working={working}
          canChange={canCoordinate}
          onSave={saveFosterOpinion}
        />

        {canCoordinate && detail.animals.some((animal) => animal.adoptedByMe) && (
          <ContractsSection
            of={{ surveyId }}
            sectionClassName="survey-modal__section"
            headingClassName="survey-modal__heading"
          />
        )}

        <div className="survey-modal__section">
          {canCoordinate ? (
            <Timeline subjectType="survey" subjectId={surveyId} title="Notatki i historia">
              <NoteForm subjectType="survey" subjectId={surveyId} />
            </Timeline>
          ) : (
            // The history holds the e-mails sent to the applicant: not for volunteers.
            <section aria-labelledby={`${headingId}-notes`}>
              <h3 id={`${headingId}-notes`} className="survey-modal__heading">
                Notatki
              </h3>
              <NoteForm subjectType="survey" subjectId={surveyId} />
              <p className="survey-modal__muted">Notatki i historię ankiety czytają koordynatorzy i administratorzy.</p>
            </section>
          )}
        </div>

        <SurveyAnswers answers={detail.answers} headingId={`${headingId}-answers`} />
      </div>
      {canCoordinate && (
        <aside className="survey-modal__aside" aria-labelledby={`${headingId}-reply`}>
          <h3 id={`${headingId}-reply`} className="survey-modal__heading">
            Odpowiedz e-mailem
          </h3>
          <ComposeForm defaultTo={detail.adopter.email} context={{ surveyId }} />
        </aside>
      )}
    </div>
  );
}
