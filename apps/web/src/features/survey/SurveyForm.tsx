import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  filterSurveyPhoneInput,
  MESSAGES,
  validateSurveyAnswers,
  type AnimalListItem,
  type Species,
  type SurveyQuestion,
} from '@pets/shared';
import { isApiError } from '../../lib/api';
import { useSiteConfig } from '../../lib/site-config';
import { ExternalLink } from '../../ui/ExternalLink';
import { toast } from '../../ui/toast-store';
import { prefersReducedMotion } from '../../ui/useReducedMotion';
import type { ResourceState } from '../../ui/useResource';
import { AnimalChoice } from './AnimalChoice';
import { QuestionField, questionDomId } from './QuestionField';
import { RequiredMark } from '../../ui/RequiredMark';
import { submitSurvey } from './survey-api';
import {
  emptySurveyForm,
  groupQuestions,
  missingFromServerFields,
  newIdempotencyKey,
  surveySubmitBody,
  validateSurveyForm,
  type ContactField,
  type SurveyFormError,
  type SurveyFormState,
} from './survey-form';

export const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';

export interface SurveyFormProps {
  species: Species;
  questions: SurveyQuestion[];
  /** The animal the survey was opened for (/ankieta/{id}): preselected, and again after a reset. */
  presetAnimalId: number | null;
  animals: ResourceState<AnimalListItem[]>;
  onReloadAnimals(): void;
}

interface ContactFieldSpec {
  field: ContactField;
  label: string;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  inputMode?: 'tel' | 'email' | 'numeric';
  maxLength: number;
}

const CONTACT: ContactFieldSpec[] = [
  { field: 'imie', label: 'Imię', type: 'text', autoComplete: 'given-name', maxLength: 80 },
  { field: 'nazwisko', label: 'Nazwisko', type: 'text', autoComplete: 'family-name', maxLength: 80 },
  { field: 'telefon', label: 'Telefon', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 40 },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: 254 },
  { field: 'adres_kod', label: 'Kod pocztowy', type: 'text', autoComplete: 'postal-code', maxLength: 12 },
  { field: 'adres_miasto', label: 'Miejscowość', type: 'text', autoComplete: 'address-level2', maxLength: 80 },
];

const fieldId = (field: string) => `ankieta-${field}`;

/** Smooth for short distances; a long form jumps (a smooth scroll over many screens takes seconds). */
function scrollBehavior(distance: number): ScrollBehavior {
  return prefersReducedMotion() || distance > 2500 ? 'auto' : 'smooth';
}

/** Which contact fields the current error is about. */
function contactErrorFields(error: SurveyFormError | null): ContactField[] {
  if (!error) return [];
  if (error.step === 'phone') return ['telefon'];
  if (error.step === 'email') return ['email'];
  if (error.step === 'contact') return error.fields;
  return [];
}

/**
 * The survey form of SPEC section 2: read-only species, contact data (all required), the animal
 * choice, the species' questions, consent and the note about photos. Submit checks one rule at a
 * time in the order of section 5; success empties the form (the preset animal stays) and scrolls
 * to the top.
 */
export function SurveyForm({ species, questions, presetAnimalId, animals, onReloadAnimals }: SurveyFormProps) {
  const site = useSiteConfig();
  const [state, setState] = useState<SurveyFormState>(() => emptySurveyForm(species, presetAnimalId));
  const [error, setError] = useState<SurveyFormError | null>(null);
  const [missing, setMissing] = useState<ReadonlySet<number>>(() => new Set());
  const [sending, setSending] = useState(false);
  const [sentCount, setSentCount] = useState(0);
  /** One key per form fill: a retry of the same fill (double click, timeout) cannot store two surveys. */
  const idempotencyKey = useRef(newIdempotencyKey());
  const messageToast = useRef<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string; top: boolean } | null>(null);

  // Focus (and scroll to) the field of the current problem once it is rendered.
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget.id);
    const control = element?.matches('input, select, textarea') ? element : element?.querySelector<HTMLElement>('input, select, textarea');
    const distance = focusTarget.top ? window.scrollY : Math.abs(element?.getBoundingClientRect().top ?? 0);
    const behavior = scrollBehavior(distance);
    if (focusTarget.top) window.scrollTo({ top: 0, behavior });
    else element?.scrollIntoView({ block: 'center', behavior });
    control?.focus({ preventScroll: true });
    setFocusTarget(null);
  }, [focusTarget]);

  function showMessage(message: string, variant: 'info' | 'error') {
    if (messageToast.current !== null) toast.dismiss(messageToast.current);
    messageToast.current = variant === 'error' ? toast.error(message) : toast.info(message);
  }

  function update<K extends keyof SurveyFormState>(key: K, value: SurveyFormState[K]) {
    setState((previous) => ({ ...previous, [key]: value }));
    if (error && (contactErrorFields(error).includes(key as ContactField) || (error.step === 'consent' && key === 'zgoda'))) setError(null);
  }

  /** Clears a question's highlight as soon as it passes. */
  function recheck(question: SurveyQuestion, next: SurveyFormState) {
    if (!missing.has(question.id_pytania)) return;
    if (validateSurveyAnswers([question], next.odpowiedzi, next.dopiski).length > 0) return;
    setMissing((previous) => {
      const copy = new Set(previous);
      copy.delete(question.id_pytania);
      return copy;
    });
  }

  function answer(question: SurveyQuestion, value: string | number[]) {
    const next = { ...state, odpowiedzi: { ...state.odpowiedzi, [String(question.id_pytania)]: value } };
    setState(next);
    recheck(question, next);
  }

  function note(question: SurveyQuestion, optionId: number, text: string) {
    const next = { ...state, dopiski: { ...state.dopiski, [String(optionId)]: text } };
    setState(next);
    recheck(question, next);
  }

  function toggleAnimal(id: number, checked: boolean) {
    update('zwierzaki', checked ? [...new Set([...state.zwierzaki, id])] : state.zwierzaki.filter((item) => item !== id));
  }

  function fail(problem: SurveyFormError) {
    setError(problem);
    setMissing(new Set(problem.step === 'questions' ? problem.missing : []));
    showMessage(problem.message, 'error');
    if (problem.step === 'phone') setFocusTarget({ id: fieldId('telefon'), top: true });
    else if (problem.step === 'email') setFocusTarget({ id: fieldId('email'), top: false });
    else if (problem.step === 'contact') setFocusTarget({ id: fieldId(problem.fields[0]!), top: false });
    else if (problem.step === 'questions') {
      const first = questions.find((question) => question.id_pytania === problem.missing[0]);
      if (first) setFocusTarget({ id: questionDomId(first), top: false });
    } else setFocusTarget({ id: fieldId('zgoda'), top: false });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const problem = validateSurveyForm(state, questions);
    if (problem) {
      fail(problem);
      return;
    }
    setError(null);
    setMissing(new Set());
    setSending(true);
    try {
      await submitSurvey(surveySubmitBody(state, questions, idempotencyKey.current));
    } catch (failure) {
      console.error('Zapis ankiety nie powiódł się', failure);
      const fromServer = isApiError(failure) && failure.status >= 400 && failure.status < 500 && failure.status !== 404 && failure.serverMessage;
      showMessage(fromServer ? failure.serverMessage! : MESSAGES.survey.saveFailed, 'error');
      if (isApiError(failure)) {
        const serverMissing = missingFromServerFields(failure.fields);
        if (serverMissing.length > 0) setMissing(new Set(serverMissing));
        if (failure.code.startsWith('animal_')) onReloadAnimals();
      }
      setSending(false);
      return;
    }
    setSending(false);
    showMessage(MESSAGES.survey.sent, 'info');
    idempotencyKey.current = newIdempotencyKey();
    setState(emptySurveyForm(species, presetAnimalId));
    setSentCount((count) => count + 1);
    window.scrollTo({ top: 0, behavior: scrollBehavior(window.scrollY) });
  }

  const errorFields = contactErrorFields(error);
  const groups = groupQuestions(questions);

  return (
    <>
      {sentCount > 0 && (
        <div className="survey-sent card" role="status" data-testid="survey-sent">
          <p className="survey-sent__title">{MESSAGES.survey.sent}</p>
          <p>
            Dziękujemy! Przeczytamy ankietę i odezwiemy się telefonicznie lub e-mailem. Prześlij teraz zdjęcia przygotowanej klatki (lub
            terrarium), wyposażenia i karmy na adres <a href={`mailto:${site.email}`}>{site.email}</a> – to przyspieszy adopcję.
          </p>
        </div>
      )}

      <form className="survey-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="survey-form-title">
        <h2 id="survey-form-title" className="visually-hidden">
          Formularz ankiety adopcyjnej
        </h2>

        <section className="card survey-section" aria-labelledby="survey-section-animal">
          <h2 id="survey-section-animal" className="survey-section__title">
            Zwierzak
          </h2>
          <div className="form__field survey-species">
            <label htmlFor={fieldId('gatunek')}>Gatunek</label>
            <input id={fieldId('gatunek')} type="text" value={species} readOnly aria-readonly="true" />
          </div>
          <AnimalChoice species={species} animals={animals} selected={state.zwierzaki} onToggle={toggleAnimal} onRetry={onReloadAnimals} />
        </section>

        <section className="card survey-section" aria-labelledby="survey-section-contact">
          <h2 id="survey-section-contact" className="survey-section__title">
            Dane kontaktowe
          </h2>
          <p className="survey-section__lead">
            Pola oznaczone gwiazdką (<span aria-hidden="true">*</span>
            <span className="visually-hidden">gwiazdka</span>) są wymagane.
          </p>
          <div className="survey-contact">
            {CONTACT.map((spec) => {
              const invalid = errorFields.includes(spec.field);
              const id = fieldId(spec.field);
              return (
                <div key={spec.field} className={invalid ? 'form__field survey-field survey-field--invalid' : 'form__field survey-field'}>
                  <label htmlFor={id}>
                    {spec.label}
                    <RequiredMark />
                  </label>
                  <input
                    id={id}
                    name={spec.field}
                    type={spec.type}
                    inputMode={spec.inputMode}
                    autoComplete={spec.autoComplete}
                    maxLength={spec.maxLength}
                    required
                    value={state[spec.field]}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${id}-error` : spec.field === 'telefon' ? `${id}-hint` : undefined}
                    onChange={(event) => update(spec.field, spec.field === 'telefon' ? filterSurveyPhoneInput(event.target.value) : event.target.value)}
                  />
                  {spec.field === 'telefon' && !invalid && (
                    <p id={`${id}-hint`} className="survey-question__hint">
                      9–15 cyfr, np. 600 700 800 lub +48 600 700 800.
                    </p>
                  )}
                  {invalid && (
                    <p id={`${id}-error`} className="survey-field__error">
                      {error?.step === 'contact' ? 'To pole jest wymagane.' : error?.message}
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </section>

        {groups.map((group, index) => (
          <section key={`${group.title ?? ''}-${index}`} className="card survey-section" aria-labelledby={`survey-group-${index}`}>
            <h2 id={`survey-group-${index}`} className="survey-section__title">
              {group.title ?? 'Pytania'}
            </h2>
            {group.questions.map((question) => (
              <QuestionField
                key={question.id_pytania}
                question={question}
                value={state.odpowiedzi[String(question.id_pytania)]}
                dopiski={state.dopiski}
                missing={missing.has(question.id_pytania)}
                onAnswer={(value) => answer(question, value)}
                onNote={(optionId, text) => note(question, optionId, text)}
              />
            ))}
          </section>
        ))}

        <section className="card survey-section" aria-labelledby="survey-section-consent">
          <h2 id="survey-section-consent" className="survey-section__title">
            Zgoda i wysyłka
          </h2>
          <div className={error?.step === 'consent' ? 'survey-consent survey-consent--invalid' : 'survey-consent'}>
            <input
              id={fieldId('zgoda')}
              type="checkbox"
              required
              checked={state.zgoda}
              aria-invalid={error?.step === 'consent' || undefined}
              aria-describedby={error?.step === 'consent' ? `${fieldId('zgoda')}-error` : undefined}
              onChange={(event) => update('zgoda', event.target.checked)}
            />
            <label htmlFor={fieldId('zgoda')}>
              Potwierdzam, że znam{' '}
              <ExternalLink href={PRIVACY_POLICY_URL} pdf>
                politykę prywatności
              </ExternalLink>
              , która opisuje, jak Fundacja przetwarza dane z ankiety.
              <RequiredMark />
            </label>
          </div>
          {error?.step === 'consent' && (
            <p id={`${fieldId('zgoda')}-error`} className="survey-field__error">
              {error.message}
            </p>
          )}
          <p className="survey-photos-note" data-testid="survey-photos-note">
            <strong>Po wysłaniu ankiety</strong> prześlij zdjęcia przygotowanej klatki (lub terrarium), wyposażenia i karmy na adres{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>. W temacie wiadomości wpisz swoje imię i nazwisko.
          </p>
          <div className="survey-submit">
            <button type="submit" className="btn btn--primary survey-submit__button" disabled={sending}>
              {sending ? 'Wysyłanie…' : 'Wyślij ankietę'}
            </button>
          </div>
        </section>
      </form>
    </>
  );
}
