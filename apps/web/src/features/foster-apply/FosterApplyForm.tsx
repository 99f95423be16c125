import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_PHONE_RAW_MAX, filterContactPhoneInput, FOSTER_CAPACITY_MAX, FOSTER_MESSAGES, SPECIES } from '@pets/shared';
import { errorMessage, isApiError } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { PRIVACY_POLICY_URL } from '../../lib/public-documents';
import { ExternalLink } from '../../ui/ExternalLink';
import { Field, fieldAria, FieldError, type FieldControlProps } from '../../ui/form/Field';
import { checkResolver } from '../../ui/form/check-resolver';
import { focusWithContext } from '../../ui/focus-with-context';
import { RequiredMark } from '../../ui/RequiredMark';
import { TrapField } from '../../ui/TrapField';
import {
  checkFosterApply,
  EMPTY_FOSTER_APPLY,
  FOSTER_APPLY_FIELDS,
  fieldOfPath,
  formatPostcodeInput,
  fosterApplyPayload,
  type FosterApplyField,
  type FosterApplyValues,
} from './foster-apply-form';
import { useSendFosterApplication } from './foster-apply-queries';
// The fields, banner and notices look like the contact form's: its classes come with the entry
// stylesheet of every page (app/router.tsx imports ContactForm.css for the server-rendered pages).
import './foster-apply.css';

const resolver = checkResolver<FosterApplyValues>(checkFosterApply);

const TEXT_LIMITS = { experience: 2000, housing: 2000, otherAnimals: 1000, unavailable: 500 } as const;

interface TextSpec {
  field: 'firstName' | 'lastName' | 'email' | 'phone' | 'postcode' | 'city';
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  maxLength: number;
  inputMode?: 'numeric' | 'email' | 'tel';
  placeholder?: string;
}

const CONTACT_FIELDS: TextSpec[] = [
  { field: 'firstName', label: 'Imię', type: 'text', autoComplete: 'given-name', maxLength: 60 },
  { field: 'lastName', label: 'Nazwisko', type: 'text', autoComplete: 'family-name', maxLength: 60 },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'phone', label: 'Telefon', type: 'tel', autoComplete: 'tel', maxLength: CONTACT_PHONE_RAW_MAX, inputMode: 'numeric', placeholder: 'np. 600700800' },
  { field: 'postcode', label: 'Kod pocztowy', type: 'text', autoComplete: 'postal-code', maxLength: 6, inputMode: 'numeric', placeholder: '00-000' },
  { field: 'city', label: 'Miejscowość', type: 'text', autoComplete: 'address-level2', maxLength: 80 },
];

/** What the optional text questions ask, with a hint where an example helps. */
const TEXT_QUESTIONS: { field: keyof typeof TEXT_LIMITS; label: string; hint?: string }[] = [
  { field: 'experience', label: 'Twoje doświadczenie z małymi zwierzętami', hint: 'Np. jakie zwierzaki były lub są u Ciebie i od kiedy się nimi opiekujesz.' },
  { field: 'housing', label: 'Warunki w domu', hint: 'Np. mieszkanie czy dom, gdzie stanie klatka, czy są małe dzieci.' },
  { field: 'otherAnimals', label: 'Inne zwierzęta w domu' },
];

/**
 * Filters what is typed into a field as the visitor types, before react-hook-form sees it: the
 * phone keeps digits (a typed +48 dropped, as on /kontakt), the postcode gets its hyphen.
 */
const INPUT_FILTERS: Partial<Record<TextSpec['field'], (raw: string) => string>> = {
  phone: filterContactPhoneInput,
  postcode: formatPostcodeInput,
};

/**
 * The application form of /dom-tymczasowy (issue 33, item 1): react-hook-form checked with the
 * shared fosterApplicationSchema on submit and then on every change; a wrong submit shows a banner
 * and moves the focus to the first wrong field, every error is under its field and named by its
 * aria-describedby; 'Wysyłanie…' while sending. One idempotency key for the life of the form, so
 * a double click or a retry after a lost answer is stored once. Success replaces the form with the
 * thanks (the focus moves there); a failure (the network, a limit) says so and keeps everything typed.
 */
export function FosterApplyForm() {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FosterApplyValues>({ defaultValues: EMPTY_FOSTER_APPLY, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const send = useSendFosterApplication();
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [banner, setBanner] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // The first wrong field of a submit, focused once the banner above the form is on the page.
  const [focusField, setFocusField] = useState<{ field: FosterApplyField } | null>(null);

  useLayoutEffect(() => {
    if (!focusField || !formRef.current) return;
    const named = formRef.current.elements.namedItem(focusField.field);
    // A group (the species, the radio pair) is a list of inputs: its first one.
    const element = named instanceof RadioNodeList ? named[0] : named;
    if (element instanceof HTMLElement) focusWithContext(element, bannerRef.current);
  }, [focusField]);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const focusFirst = (fields: Iterable<string>) => {
    const wrong = new Set(fields);
    const first = FOSTER_APPLY_FIELDS.find((field) => wrong.has(field));
    if (first) setFocusField({ field: first });
  };

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        await send.mutateAsync(fosterApplyPayload(values, idempotencyKey.current));
        setBanner(false);
        setSent(true);
      } catch (error) {
        // The server's field messages (the same schema, but it could know more) go under their fields.
        const fields = Object.entries((isApiError(error) && error.fields) || {})
          .map(([path, message]) => [fieldOfPath(path), message] as const)
          .filter((entry): entry is readonly [FosterApplyField, string] => entry[0] !== null);
        if (fields.length > 0) {
          for (const [field, message] of fields) setError(field, { type: 'server', message });
          setBanner(true);
          focusFirst(fields.map(([field]) => field));
          return;
        }
        setFailure(errorMessage(error, FOSTER_MESSAGES.applicationSendFailed));
      }
    },
    (found) => {
      setFailure(null);
      setBanner(true);
      focusFirst(Object.keys(found));
    },
  );

  if (sent) {
    return (
      <div ref={thanksRef} className="foster-apply__thanks" role="status" tabIndex={-1} aria-labelledby={`${id}-thanks`}>
        <h3 id={`${id}-thanks`} className="foster-apply__thanks-title">
          Dziękujemy za zgłoszenie!
        </h3>
        <p>{FOSTER_MESSAGES.applicationSent}</p>
      </div>
    );
  }

  const error = (field: FosterApplyField) => errors[field]?.message;
  // The banner stays while anything is still wrong, and goes once every field is right.
  const showBanner = banner && Object.keys(errors).length > 0;
  const speciesError = error('species');
  const vetError = error('vetTransport');

  return (
    <form
      ref={formRef}
      className="form contact-form foster-apply__form"
      noValidate
      onSubmit={(event) => {
        if (!isSubmitting) void submit(event);
        else event.preventDefault();
      }}
      aria-labelledby="foster-apply-form-title"
      aria-describedby={showBanner ? `${id}-banner` : undefined}
    >
      {showBanner && (
        <p ref={bannerRef} id={`${id}-banner`} className="contact-form__banner" role="alert">
          {FOSTER_MESSAGES.applicationInvalid}
        </p>
      )}

      <p className="contact-form__legend">
        Pola oznaczone gwiazdką (<span aria-hidden="true">*</span>
        <span className="visually-hidden">gwiazdka</span>) są wymagane, pozostałe wypełnij, jeśli chcesz.
      </p>

      <div className="contact-form__row">
        {CONTACT_FIELDS.map((spec) => {
          const field = register(spec.field);
          const filter = INPUT_FILTERS[spec.field];
          return (
            <Field key={spec.field} id={fieldId(spec.field)} label={spec.label} requiredMark error={error(spec.field)}>
              {(control) => (
                <input
                  {...control}
                  {...field}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => {
                    if (filter) event.target.value = filter(event.target.value);
                    void field.onChange(event);
                  }}
                  required
                  type={spec.type}
                  inputMode={spec.inputMode}
                  autoComplete={spec.autoComplete}
                  maxLength={spec.maxLength}
                  placeholder={spec.placeholder}
                />
              )}
            </Field>
          );
        })}
      </div>

      <fieldset className="form__field foster-apply__group" aria-describedby={speciesError ? `${fieldId('species')}-error` : undefined}>
        <legend>
          Jakie zwierzaki możesz przyjąć?
          <RequiredMark spoken />
        </legend>
        <ul className="foster-apply__choices">
          {SPECIES.map((species, index) => (
            <li key={species}>
              <label className="foster-apply__choice" htmlFor={`${fieldId('species')}-${index}`}>
                <input
                  id={`${fieldId('species')}-${index}`}
                  // Every box names the group's error: a screen reader says it on whichever box is reached.
                  aria-invalid={speciesError ? true : undefined}
                  aria-describedby={speciesError ? `${fieldId('species')}-error` : undefined}
                  {...register('species')}
                  type="checkbox"
                  value={species}
                />
                <span>{species}</span>
              </label>
            </li>
          ))}
        </ul>
        <FieldError id={fieldId('species')} error={speciesError} />
      </fieldset>

      <Field id={fieldId('capacity')} label="Ile zwierzaków naraz?" requiredMark error={error('capacity')} hint={`Od 1 do ${FOSTER_CAPACITY_MAX}.`} className="form__field foster-apply__capacity">
        {(control) => <input {...control} {...register('capacity')} required type="number" inputMode="numeric" min={1} max={FOSTER_CAPACITY_MAX} step={1} />}
      </Field>

      {TEXT_QUESTIONS.map((question) => (
        <TextQuestion key={question.field} id={fieldId(question.field)} label={question.label} hint={question.hint} error={error(question.field)}>
          {(control) => <textarea {...control} {...register(question.field)} rows={3} maxLength={TEXT_LIMITS[question.field]} />}
        </TextQuestion>
      ))}

      <fieldset className="form__field foster-apply__group" aria-describedby={vetError ? `${fieldId('vetTransport')}-error` : undefined}>
        <legend>Czy możesz zawieźć zwierzaka do weterynarza?</legend>
        <div className="foster-apply__radios">
          {(
            [
              ['tak', 'Tak'],
              ['nie', 'Nie'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="foster-apply__choice" htmlFor={`${fieldId('vetTransport')}-${value}`}>
              <input id={`${fieldId('vetTransport')}-${value}`} {...register('vetTransport')} type="radio" value={value} />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <FieldError id={fieldId('vetTransport')} error={vetError} />
      </fieldset>

      <TextQuestion id={fieldId('unavailable')} label="Kiedy nie możesz przyjmować zwierzaków? (np. wyjazdy)" error={error('unavailable')}>
        {(control) => <textarea {...control} {...register('unavailable')} rows={2} maxLength={TEXT_LIMITS.unavailable} />}
      </TextQuestion>

      <TrapField formId={id} {...register('website')} />

      <div className="form__field contact-form__policy">
        <label className="contact-form__check" htmlFor={fieldId('consent')}>
          <input {...fieldAria(fieldId('consent'), { error: error('consent') })} {...register('consent')} required type="checkbox" />
          <span>
            Zgadzam się, by fundacja przetwarzała moje dane z tego formularza, aby rozpatrzyć zgłoszenie i skontaktować się ze mną. Znam{' '}
            <ExternalLink href={PRIVACY_POLICY_URL} pdf>
              politykę prywatności
            </ExternalLink>
            .
            <RequiredMark />
          </span>
        </label>
        <FieldError id={fieldId('consent')} error={error('consent')} />
      </div>

      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? FOSTER_MESSAGES.applicationSubmitting : 'Wyślij zgłoszenie'}
        </button>
      </div>

      <div aria-live="polite" className="contact-form__live">
        {failure && (
          <p className="contact-form__notice contact-form__notice--error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}

/** An optional text question: the label says so, so nobody wonders whether to fill it. */
function TextQuestion({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}) {
  return (
    <Field
      id={id}
      label={
        <>
          {label} <span className="foster-apply__optional">(nieobowiązkowe)</span>
        </>
      }
      hint={hint}
      error={error}
    >
      {children}
    </Field>
  );
}
