import { useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '@pets/shared';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { MailDeliveryNotice } from '../mail/MailDeliveryNotice';
import { surveysApi } from './surveys-api';
import { composeRequest, validateCompose, type ComposeErrors, type ComposeFields } from './survey-rules';

const BODY_ROWS = 8;

/**
 * The reply form beside a survey (SPEC section 5, e-mail compose): the recipient prefilled with
 * the adopter's address, the subject 'Odpowiedź na ankietę', the body. After the first attempt the
 * three checks run on every change; the body is sent HTML-escaped with line breaks, in the styled
 * wrapper. Success 'Wiadomość wysłana.'; a failure shows the server's text or the default.
 */
export function ComposeForm({ defaultTo }: { defaultTo: string }) {
  const [fields, setFields] = useState<ComposeFields>({ to: defaultTo, subject: MESSAGES.compose.defaultSubject, body: '' });
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const refs = { to: useRef<HTMLInputElement>(null), subject: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null) };
  const id = useId();

  const update = (field: keyof ComposeFields, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (attempted) setErrors(validateCompose(next));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = validateCompose(fields);
    setErrors(found);
    setAttempted(true);
    const firstInvalid = (['to', 'subject', 'body'] as const).find((field) => found[field]);
    if (firstInvalid) {
      refs[firstInvalid].current?.focus();
      return;
    }
    setSending(true);
    try {
      await surveysApi.sendMail(composeRequest(fields));
      toast.info(MESSAGES.admin.mailSent);
      setFields((current) => ({ ...current, body: '' }));
      setAttempted(false);
      setErrors({});
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.admin.sendMailFailed));
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: keyof ComposeFields) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="survey-reply__error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof ComposeFields) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form className="survey-reply form" noValidate onSubmit={(event) => void submit(event)} aria-label="Odpowiedź e-mailem">
      <div className="form__field">
        <label htmlFor={`${id}-to`}>Do</label>
        <input
          ref={refs.to}
          id={`${id}-to`}
          type="email"
          autoComplete="off"
          value={fields.to}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={described('to')}
          onChange={(event) => update('to', event.target.value)}
        />
        {errorOf('to')}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-subject`}>Temat</label>
        <input
          ref={refs.subject}
          id={`${id}-subject`}
          type="text"
          value={fields.subject}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject')}
          onChange={(event) => update('subject', event.target.value)}
        />
        {errorOf('subject')}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-body`}>Treść</label>
        <textarea
          ref={refs.body}
          id={`${id}-body`}
          rows={BODY_ROWS}
          value={fields.body}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={described('body')}
          onChange={(event) => update('body', event.target.value)}
        />
        {errorOf('body')}
      </div>
      <MailDeliveryNotice />
      <button type="submit" className="btn btn--primary" disabled={sending}>
        {sending ? 'Wysyłanie…' : 'Wyślij'}
      </button>
    </form>
  );
}
