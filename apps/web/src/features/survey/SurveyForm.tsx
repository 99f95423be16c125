import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
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
import type { ResourceState } from '../../ui/useQueryState';
import { AnimalChoice } from './AnimalChoice';
import { QuestionField, questionDomId } from './QuestionField';
import { Field, fieldAria, FieldError } from '../../ui/form/Field';
import { submitSurvey } from './survey-api';
import {
  emptySurveyForm,
  groupQuestions,
  missingFromServerFields,
  newIdempotencyKey,
  readChoicesFromDom,
  surveySubmitBody,
  validateSurveyForm,
  CONTACT_FIELDS,
  type ContactField,
  type SurveyFormError,
  type SurveyFormState,
} from './survey-form';
import { RequiredMark } from '../../ui/RequiredMark';

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

/** The first problem of a submit attempt as the form's field errors (the questions are highlighted separately). */
function problemErrors(problem: SurveyFormError): FieldErrors<SurveyFormState> {
  const error = (message: string) => ({ type: problem.step, message });
  if (problem.step === 'phone') return { telefon: error(problem.message) };
  if (problem.step === 'email') return { email: error(problem.message) };
  if (problem.step === 'contact') return Object.fromEntries(problem.fields.map((field) => [field, error('To pole jest wymagane.')]));
  if (problem.step === 'questions') return { root: error(problem.message) };
  return { zgoda: error(problem.message) };
}

/**
 * The survey form of SPEC section 2: read-only species, contact data (all required), the animal
 * choice, the species' questions, consent and the note about photos. Submit checks one rule at a
 * time in the order of section 5; success empties the form (the preset animal stays) and scrolls
 * to the top.
 */
export function SurveyForm({ species, questions, presetAnimalId, animals, onReloadAnimals }: SurveyFormProps) {
  const site = useSiteConfig();
  // One rule at a time in the order of SPEC section 5 (validateSurveyForm), checked on submit only.
  const resolver: Resolver<SurveyFormState> = (values) => {
    const problem = validateSurveyForm(values, questions);
    return problem ? { values: {}, errors: problemErrors(problem) } : { values, errors: {} };
  };
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    reset,
    clearErrors,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<SurveyFormState>({
    // The contact fields and the consent are registered: a value a visitor typed before hydration
    // differs from the field's HTML default, and react-hook-form then takes it from the DOM.
    defaultValues: emptySurveyForm(species, presetAnimalId),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [missing, setMissing] = useState<ReadonlySet<number>>(() => new Set());
  const [sentCount, setSentCount] = useState(0);
  /** One key per form fill: a retry of the same fill (double click, timeout) cannot store two surveys. */
  const idempotencyKey = useRef(newIdempotencyKey());
  const messageToast = useRef<number | null>(null);
  const [focusTarget, setFocusTarget] = useState<{ id: string; top: boolean } | null>(null);
  const odpowiedzi = watch('odpowiedzi');
  const dopiski = watch('dopiski');
  const zwierzaki = watch('zwierzaki');

  // The answers and animals are controlled choices: those made before hydration are taken over
  // from the DOM once, when the form mounts, and the phone rule applies to a phone typed then.
  const tookOver = useRef(false);
  useEffect(() => {
    if (tookOver.current || !formRef.current) return;
    tookOver.current = true;
    const typed = readChoicesFromDom(formRef.current, questions);
    if (Object.keys(typed.odpowiedzi).length > 0) setValue('odpowiedzi', { ...getValues('odpowiedzi'), ...typed.odpowiedzi });
    if (Object.keys(typed.dopiski).length > 0) setValue('dopiski', { ...getValues('dopiski'), ...typed.dopiski });
    if (typed.zwierzaki && typed.zwierzaki.join() !== getValues('zwierzaki').join()) setValue('zwierzaki', typed.zwierzaki);
    const phone = getValues('telefon');
    if (filterSurveyPhoneInput(phone) !== phone) setValue('telefon', filterSurveyPhoneInput(phone));
  }, [questions, getValues, setValue]);

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

  /** A change to a field the shown problem is about clears that problem. */
  function clearProblemOf(field: ContactField | 'zgoda') {
    if (!getFieldState(field).error) return;
    clearErrors(field === 'zgoda' ? 'zgoda' : [...CONTACT_FIELDS]);
  }

  /** Clears a question's highlight as soon as it passes. */
  function recheck(question: SurveyQuestion, next: Pick<SurveyFormState, 'odpowiedzi' | 'dopiski'>) {
    if (!missing.has(question.id_pytania)) return;
    if (validateSurveyAnswers([question], next.odpowiedzi, next.dopiski).length > 0) return;
    setMissing((previous) => {
      const copy = new Set(previous);
      copy.delete(question.id_pytania);
      return copy;
    });
  }

  function answer(question: SurveyQuestion, value: string | number[]) {
    const next = { ...getValues('odpowiedzi'), [String(question.id_pytania)]: value };
    setValue('odpowiedzi', next, { shouldDirty: true });
    recheck(question, { odpowiedzi: next, dopiski: getValues('dopiski') });
  }

  function note(question: SurveyQuestion, optionId: number, text: string) {
    const next = { ...getValues('dopiski'), [String(optionId)]: text };
    setValue('dopiski', next, { shouldDirty: true });
    recheck(question, { odpowiedzi: getValues('odpowiedzi'), dopiski: next });
  }

  function toggleAnimal(id: number, checked: boolean) {
    const current = getValues('zwierzaki');
    setValue('zwierzaki', checked ? [...new Set([...current, id])] : current.filter((item) => item !== id), { shouldDirty: true });
  }

  function fail(problem: SurveyFormError) {
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

  async function send(state: SurveyFormState) {
    setMissing(new Set());
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
      return;
    }
    showMessage(MESSAGES.survey.sent, 'info');
    idempotencyKey.current = newIdempotencyKey();
    reset(emptySurveyForm(species, presetAnimalId));
    setSentCount((count) => count + 1);
    window.scrollTo({ top: 0, behavior: scrollBehavior(window.scrollY) });
  }

  const onSubmit = handleSubmit(send, () => {
    const problem = validateSurveyForm(getValues(), questions);
    if (problem) fail(problem);
  });

  const groups = groupQuestions(questions);
  const telefon = register('telefon', { onChange: () => clearProblemOf('telefon') });

  return (
    <>
      {sentCount > 0 && (
        <div className="survey-sent card" role="status" data-testid="survey-sent">
          <p className="survey-sent__title">{MESSAGES.survey.sent}</p>
          {site.email ? (
            <p>
              Dziękujemy! Przeczytamy ankietę i odezwiemy się telefonicznie lub e-mailem. Prześlij teraz zdjęcia przygotowanej klatki (lub
              terrarium), wyposażenia i karmy na adres <a href={`mailto:${site.email}`}>{site.email}</a> – to przyspieszy adopcję.
            </p>
          ) : (
            <p>
              Dziękujemy! Przeczytamy ankietę i odezwiemy się telefonicznie lub e-mailem. Przygotuj zdjęcia klatki (lub terrarium),
              wyposażenia i karmy – w odpowiedzi napiszemy, dokąd je wysłać.
            </p>
          )}
        </div>
      )}

      <form
        ref={formRef}
        className="survey-form"
        noValidate
        onSubmit={(event) => {
          if (!isSubmitting) void onSubmit(event);
          else event.preventDefault();
        }}
        aria-labelledby="survey-form-title"
      >
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
          <AnimalChoice species={species} animals={animals} selected={zwierzaki} onToggle={toggleAnimal} onRetry={onReloadAnimals} />
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
              const error = errors[spec.field]?.message;
              const field = spec.field === 'telefon' ? telefon : register(spec.field, { onChange: () => clearProblemOf(spec.field) });
              return (
                <Field
                  key={spec.field}
                  id={fieldId(spec.field)}
                  label={spec.label}
                  requiredMark
                  error={error}
                  // The phone's format hint gives way to its error.
                  hint={spec.field === 'telefon' && !error ? '9–15 cyfr, np. 600 700 800 lub +48 600 700 800.' : undefined}
                  className={error ? 'form__field survey-field survey-field--invalid' : 'form__field survey-field'}
                  hintClassName="survey-question__hint"
                  errorClassName="survey-field__error"
                >
                  {(control) => (
                    <input
                      {...control}
                      {...field}
                      onChange={(event: ChangeEvent<HTMLInputElement>) => {
                        // The phone input accepts only digits, plus signs and spaces (SPEC section 5).
                        if (spec.field === 'telefon') event.target.value = filterSurveyPhoneInput(event.target.value);
                        void field.onChange(event);
                      }}
                      type={spec.type}
                      inputMode={spec.inputMode}
                      autoComplete={spec.autoComplete}
                      maxLength={spec.maxLength}
                      required
                    />
                  )}
                </Field>
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
                value={odpowiedzi[String(question.id_pytania)]}
                dopiski={dopiski}
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
          <div className={errors.zgoda ? 'survey-consent survey-consent--invalid' : 'survey-consent'}>
            <input
              {...fieldAria(fieldId('zgoda'), { error: errors.zgoda?.message })}
              {...register('zgoda', { onChange: () => clearProblemOf('zgoda') })}
              type="checkbox"
              required
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
          <FieldError id={fieldId('zgoda')} error={errors.zgoda?.message} className="survey-field__error" />
          {site.email ? (
            <p className="survey-photos-note" data-testid="survey-photos-note">
              <strong>Po wysłaniu ankiety</strong> prześlij zdjęcia przygotowanej klatki (lub terrarium), wyposażenia i karmy na adres{' '}
              <a href={`mailto:${site.email}`}>{site.email}</a>. W temacie wiadomości wpisz swoje imię i nazwisko.
            </p>
          ) : (
            <p className="survey-photos-note" data-testid="survey-photos-note">
              <strong>Po wysłaniu ankiety</strong> przygotuj zdjęcia klatki (lub terrarium), wyposażenia i karmy – w odpowiedzi napiszemy,
              dokąd je wysłać.
            </p>
          )}
          <div className="survey-submit">
            <button type="submit" className="btn btn--primary survey-submit__button" disabled={isSubmitting}>
              {isSubmitting ? 'Wysyłanie…' : 'Wyślij ankietę'}
            </button>
          </div>
        </section>
      </form>
    </>
  );
}
