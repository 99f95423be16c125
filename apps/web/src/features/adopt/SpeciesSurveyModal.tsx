import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, TIMINGS, type Species } from '@pets/shared';
import { Modal } from '../../ui/Modal';
import { Loader } from '../../ui/Loader';
import { ErrorCard } from '../../ui/ErrorCard';
import { toast } from '../../ui/toast-store';
import { useQueryState } from '../../ui/useQueryState';
import { chooseSpecies, loadSurveySpecies, type Getter } from './species-survey';

export interface SpeciesSurveyModalProps {
  onClose(): void;
  /** For tests: the GET used for all calls (api.get by default). */
  get?: Getter;
}

/** The dialog's texts, shared with its server-rendered stand-in (SurveyCallToAction.tsx). */
export const SPECIES_PICKER_TEXT = {
  title: 'Wybierz gatunek',
  description: 'Wybierz gatunek zwierzaka, którego chcesz adoptować – otworzymy ankietę adopcyjną dla tego gatunku.',
  loading: 'Sprawdzamy dostępne ankiety…',
};

/**
 * 'Wypełnij ankietę' on /adoptuje: lists the species that have a survey (SPEC section 5); choosing
 * one checks that an animal of that species is available, then opens its species survey, or shows
 * the neutral 'no animals' toast (3.5 s). Loading, error (with retry) and empty states of section 8.
 */
export function SpeciesSurveyModal({ onClose, get }: SpeciesSurveyModalProps) {
  const navigate = useNavigate();
  const { state, reload } = useQueryState({ queryKey: ['public', 'survey-species'], queryFn: ({ signal }) => loadSurveySpecies(signal, get) });
  const [checking, setChecking] = useState<Species | null>(null);
  const [failed, setFailed] = useState(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  async function choose(species: Species) {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setChecking(species);
    setFailed(false);
    let choice;
    try {
      choice = await chooseSpecies(species, controller.signal, get);
    } catch {
      return;
    }
    if (controller.signal.aborted) return;
    setChecking(null);
    if (choice.kind === 'go') {
      onClose();
      void navigate(choice.to);
    } else if (choice.kind === 'none') {
      toast.info(MESSAGES.survey.noAnimalsForSpecies, { duration: TIMINGS.toastSpecies });
    } else {
      setFailed(true);
    }
  }

  return (
    <Modal
      title={SPECIES_PICKER_TEXT.title}
      description={SPECIES_PICKER_TEXT.description}
      onClose={onClose}
      className="species-modal"
    >
      {state.status === 'loading' && <Loader label={SPECIES_PICKER_TEXT.loading} />}
      {state.status === 'error' && (
        <ErrorCard title={MESSAGES.survey.listCheckFailedTitle} message={MESSAGES.survey.listCheckFailedMessage} onRetry={reload} />
      )}
      {state.status === 'success' && state.data.length === 0 && <p className="species-modal__empty">{MESSAGES.survey.noSurveys}</p>}
      {state.status === 'success' && state.data.length > 0 && (
        <>
          {failed && (
            <p className="form__error species-modal__error" role="alert">
              {MESSAGES.survey.availabilityCheckFailed}
            </p>
          )}
          <ul className="species-modal__list" aria-busy={checking !== null}>
            {state.data.map((species) => (
              <li key={species}>
                <button
                  type="button"
                  className="species-modal__option"
                  disabled={checking !== null}
                  aria-describedby={checking === species ? 'species-modal-checking' : undefined}
                  onClick={() => void choose(species)}
                >
                  <span>{species}</span>
                  {checking === species ? (
                    <span className="loader__spinner species-modal__spinner" aria-hidden="true" />
                  ) : (
                    <span className="species-modal__arrow" aria-hidden="true">
                      →
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          <p id="species-modal-checking" className="visually-hidden" role="status">
            {checking ? `Sprawdzamy dostępność: ${checking}…` : ''}
          </p>
        </>
      )}
    </Modal>
  );
}
