import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_PHONE_RAW_MAX, LIMITS, MESSAGES, TIMINGS } from '@pets/shared';
import { api, errorMessage } from '../../lib/api';
import {
  CONTACT_FIELDS,
  contactPayload,
  EMPTY_CONTACT,
  hasErrors,
  validateContact,
  withField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './ContactForm.logic';
import { ExternalLink } from '../../ui/ExternalLink';
import { focusWithContext } from '../../ui/focus-with-context';
import { RequiredMark } from '../../ui/RequiredMark';
import './ContactForm.css';
import { TrapField } from '../../ui/TrapField';

const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/**
 * The contact form of /kontakt (SPEC sections 4, 5 and 8): validated on change and on blur with the
 * shared schema, errors shown only after the first submit attempt (with a 3 s banner when any
 * field is wrong), the phone keeps digits only (at most 9, a typed +48 or 0048 dropped), 'Wysyłanie…' with the button disabled
 * while sending, a success notice for 3 s and a reset form, or the server's error text.
 * The `website` field is a trap for bots: hidden from people and from assistive technology.
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [banner, setBanner] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  // The first wrong field of an invalid submit, focused once the banner above it is on the page.
  const [focusField, setFocusField] = useState<{ field: ContactField } | null>(null);

  useLayoutEffect(() => {
    const element = focusField && fieldRefs.current[focusField.field];
    if (element) focusWithContext(element, bannerRef.current);
  }, [focusField]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(bannerTimer.current);
      clearTimeout(noticeTimer.current);
    };
  }, []);

  const change = <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => {
    const next = withField(values, field, value);
    setValues(next);
    setErrors(validateContact(next));
  };
  const blur = () => setErrors(validateContact(values));

  const showBanner = () => {
    setBanner(true);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setBanner(false), TIMINGS.contactBannerHide);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setAttempted(true);
    const found = validateContact(values);
    setErrors(found);
    if (hasErrors(found)) {
      showBanner();
      const first = CONTACT_FIELDS.find((field) => found[field]);
      if (first) setFocusField({ field: first });
      return;
    }
    setSubmitting(true);
    setNotice(null);
    clearTimeout(noticeTimer.current);
    try {
      await api.post('/contact', contactPayload(values));
      if (!mounted.current) return;
      setValues(EMPTY_CONTACT);
      setErrors({});
      setAttempted(false);
      setBanner(false);
      setNotice({ kind: 'success', text: MESSAGES.contact.sent });
      noticeTimer.current = setTimeout(() => setNotice(null), TIMINGS.contactBannerHide);
    } catch (error) {
      if (!mounted.current) return;
      setNotice({ kind: 'error', text: errorMessage(error, MESSAGES.contact.sendFailed) });
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  const shown = (field: ContactField) => (attempted ? errors[field] : undefined);
  const fieldProps = (field: ContactField) => {
    const error = shown(field);
    return {
      id: `${id}-${field}`,
      name: field,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${field}-error` : undefined,
      // Every field is required (the form checks them itself, hence noValidate).
      required: true,
      onBlur: blur,
    };
  };
  const errorText = (field: ContactField) => {
    const error = shown(field);
    return error ? (
      <p id={`${id}-${field}-error`} className="form__error">
        {error}
      </p>
    ) : null;
  };

  return (
    <form className="form contact-form" noValidate onSubmit={submit} aria-describedby={banner ? `${id}-banner` : undefined}>
      {banner && (
        <p ref={bannerRef} id={`${id}-banner`} className="contact-form__banner" role="alert">
          {MESSAGES.contact.invalidSubmit}
        </p>
      )}

      <p className="contact-form__legend">
        Wszystkie pola są wymagane – oznaczyliśmy je gwiazdką (<span aria-hidden="true">*</span>
        <span className="visually-hidden">gwiazdka</span>).
      </p>

      <div className="form__field">
        <label htmlFor={`${id}-fullName`}>
          Imię i nazwisko
          <RequiredMark />
        </label>
        <input
          {...fieldProps('fullName')}
          ref={(element) => {
            fieldRefs.current.fullName = element;
          }}
          type="text"
          autoComplete="name"
          maxLength={120}
          value={values.fullName}
          onChange={(event) => change('fullName', event.target.value)}
        />
        {errorText('fullName')}
      </div>

      <div className="contact-form__row">
        <div className="form__field">
          <label htmlFor={`${id}-email`}>
            E-mail
            <RequiredMark />
          </label>
          <input
            {...fieldProps('email')}
            ref={(element) => {
              fieldRefs.current.email = element;
            }}
            type="email"
            autoComplete="email"
            maxLength={254}
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
          {errorText('email')}
        </div>

        <div className="form__field">
          <label htmlFor={`${id}-phone`}>
            Numer telefonu
            <RequiredMark />
          </label>
          <input
            {...fieldProps('phone')}
            ref={(element) => {
              fieldRefs.current.phone = element;
            }}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={CONTACT_PHONE_RAW_MAX}
            placeholder="np. 600700800"
            value={values.phone}
            onChange={(event) => change('phone', event.target.value)}
          />
          {errorText('phone')}
        </div>
      </div>

      <div className="form__field">
        <label htmlFor={`${id}-question`}>
          Treść wiadomości
          <RequiredMark />
        </label>
        <textarea
          {...fieldProps('question')}
          ref={(element) => {
            fieldRefs.current.question = element;
          }}
          rows={LIMITS.contactTextareaRows}
          maxLength={5000}
          value={values.question}
          onChange={(event) => change('question', event.target.value)}
        />
        {errorText('question')}
      </div>

      <TrapField formId={id} value={values.website} onChange={(website) => change('website', website)} />

      <div className="form__field contact-form__policy">
        <label className="contact-form__check" htmlFor={`${id}-policy`}>
          <input
            {...fieldProps('policy')}
            ref={(element) => {
              fieldRefs.current.policy = element;
            }}
            type="checkbox"
            checked={values.policy}
            onChange={(event) => change('policy', event.target.checked)}
          />
          <span>
            Akceptuję{' '}
            <ExternalLink href={PRIVACY_POLICY_URL} pdf>
              Politykę Prywatności
            </ExternalLink>
            <RequiredMark />
          </span>
        </label>
        {errorText('policy')}
      </div>

      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary" disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? MESSAGES.contact.submitting : 'Wyślij wiadomość'}
        </button>
      </div>

      <div aria-live="polite" className="contact-form__live">
        {notice && (
          <p className={`contact-form__notice contact-form__notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
      </div>
    </form>
  );
}
