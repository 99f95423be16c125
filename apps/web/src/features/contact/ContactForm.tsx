import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_PHONE_RAW_MAX, contactSchema, filterContactPhoneInput, LIMITS, MESSAGES, TIMINGS } from '@pets/shared';
import { errorMessage } from '../../lib/api';
import { useSendContactMessage } from './contact-queries';
import { CONTACT_FIELDS, contactPayload, EMPTY_CONTACT, type ContactField, type ContactValues } from './ContactForm.logic';
import { ExternalLink } from '../../ui/ExternalLink';
import { Field, fieldAria, FieldError } from '../../ui/form/Field';
import { focusWithContext } from '../../ui/focus-with-context';
import { RequiredMark } from '../../ui/RequiredMark';
import './ContactForm.css';
import { TrapField } from '../../ui/TrapField';

const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';

type Notice = { kind: 'success' | 'error'; text: string } | null;

// The shared schema of POST /contact checks the fields; `raw` hands the values over as typed
// (contactPayload trims them), so the form's type is its own rather than the schema's output.
const resolver = zodResolver(contactSchema, undefined, { mode: 'sync', raw: true }) as unknown as Resolver<ContactValues>;

/**
 * The contact form of /kontakt (SPEC sections 4, 5 and 8): react-hook-form with the shared schema,
 * errors shown only after the first submit attempt and then checked on every change (with a 3 s
 * banner when any field is wrong; the first wrong field takes the focus), the phone keeps digits
 * only (at most 9, a typed +48 or 0048 dropped), 'Wysyłanie…' with the button disabled while
 * sending, a success notice for 3 s and a reset form, or the server's error text. The `website`
 * field is a trap for bots: hidden from people and from assistive technology.
 *
 * The page is server-rendered: the fields are uncontrolled (register), and react-hook-form takes a
 * field that differs from its HTML default when it registers from the DOM instead of writing the
 * default value into it, so whatever a visitor typed before hydration stays (the phone rule applied
 * to it on mount).
 */
export function ContactForm() {
  const id = useId();
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ defaultValues: EMPTY_CONTACT, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
  const sendMessage = useSendContactMessage();
  const [banner, setBanner] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const bannerRef = useRef<HTMLParagraphElement>(null);
  // The first wrong field of an invalid submit, focused once the banner above it is on the page.
  const [focusField, setFocusField] = useState<{ field: ContactField } | null>(null);

  useLayoutEffect(() => {
    const element = focusField && formRef.current?.elements.namedItem(focusField.field);
    if (element instanceof HTMLElement) focusWithContext(element, bannerRef.current);
  }, [focusField]);

  useEffect(() => {
    // A phone typed before hydration was taken over as it stands: the field's rule applies to it too.
    const phone = getValues('phone');
    if (typeof phone === 'string' && filterContactPhoneInput(phone) !== phone) setValue('phone', filterContactPhoneInput(phone));
    return () => {
      clearTimeout(bannerTimer.current);
      clearTimeout(noticeTimer.current);
    };
  }, [getValues, setValue]);

  const showBanner = () => {
    setBanner(true);
    clearTimeout(bannerTimer.current);
    bannerTimer.current = setTimeout(() => setBanner(false), TIMINGS.contactBannerHide);
  };

  const send = async (values: ContactValues) => {
    setNotice(null);
    clearTimeout(noticeTimer.current);
    try {
      await sendMessage.mutateAsync(contactPayload(values));
      reset(EMPTY_CONTACT);
      setBanner(false);
      setNotice({ kind: 'success', text: MESSAGES.contact.sent });
      noticeTimer.current = setTimeout(() => setNotice(null), TIMINGS.contactBannerHide);
    } catch (error) {
      setNotice({ kind: 'error', text: errorMessage(error, MESSAGES.contact.sendFailed) });
    }
  };

  const onSubmit = handleSubmit(
    send,
    (found) => {
      showBanner();
      const first = CONTACT_FIELDS.find((field) => found[field]);
      if (first) setFocusField({ field: first });
    },
  );

  const error = (field: ContactField) => errors[field]?.message;
  const fieldId = (field: ContactField) => `${id}-${field}`;
  const phone = register('phone');

  return (
    <form
      ref={formRef}
      className="form contact-form"
      noValidate
      onSubmit={(event) => {
        if (!isSubmitting) void onSubmit(event);
        else event.preventDefault();
      }}
      aria-describedby={banner ? `${id}-banner` : undefined}
    >
      {banner && (
        <p ref={bannerRef} id={`${id}-banner`} className="contact-form__banner" role="alert">
          {MESSAGES.contact.invalidSubmit}
        </p>
      )}

      <p className="contact-form__legend">
        Wszystkie pola są wymagane – oznaczyliśmy je gwiazdką (<span aria-hidden="true">*</span>
        <span className="visually-hidden">gwiazdka</span>).
      </p>

      {/* Every field is required (the form checks them itself, hence noValidate). */}
      <Field id={fieldId('fullName')} label="Imię i nazwisko" requiredMark error={error('fullName')}>
        {(control) => <input {...control} {...register('fullName')} required type="text" autoComplete="name" maxLength={120} />}
      </Field>

      <div className="contact-form__row">
        <Field id={fieldId('email')} label="E-mail" requiredMark error={error('email')}>
          {(control) => <input {...control} {...register('email')} required type="email" autoComplete="email" maxLength={254} />}
        </Field>

        <Field id={fieldId('phone')} label="Numer telefonu" requiredMark error={error('phone')}>
          {(control) => (
            <input
              {...control}
              {...phone}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                event.target.value = filterContactPhoneInput(event.target.value);
                void phone.onChange(event);
              }}
              required
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={CONTACT_PHONE_RAW_MAX}
              placeholder="np. 600700800"
            />
          )}
        </Field>
      </div>

      <Field id={fieldId('question')} label="Treść wiadomości" requiredMark error={error('question')}>
        {(control) => <textarea {...control} {...register('question')} required rows={LIMITS.contactTextareaRows} maxLength={5000} />}
      </Field>

      <TrapField formId={id} {...register('website')} />

      <div className="form__field contact-form__policy">
        <label className="contact-form__check" htmlFor={fieldId('policy')}>
          <input {...fieldAria(fieldId('policy'), { error: error('policy') })} {...register('policy')} required type="checkbox" />
          <span>
            Akceptuję{' '}
            <ExternalLink href={PRIVACY_POLICY_URL} pdf>
              Politykę Prywatności
            </ExternalLink>
            <RequiredMark />
          </span>
        </label>
        <FieldError id={fieldId('policy')} error={error('policy')} />
      </div>

      <div className="contact-form__actions">
        <button type="submit" className="btn btn--primary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? MESSAGES.contact.submitting : 'Wyślij wiadomość'}
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
