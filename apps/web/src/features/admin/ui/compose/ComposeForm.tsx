import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MAIL_TEMPLATE_MESSAGES, MESSAGES, type MailTemplateKey, type MailTemplatePlaceholder } from '@pets/shared';
import { errorMessage } from '../../../../lib/api';
import { confirm } from '../../../../ui/confirm-store';
import { toast } from '../../../../ui/toast-store';
import { useRefreshHistory } from '../history-query';
import { MailDeliveryNotice } from '../mail-status/MailDeliveryNotice';
import { composeApi } from './compose-api';
import { composeRequest, validateCompose, type ComposeContext, type ComposeErrors, type ComposeFields } from './compose-rules';
import { TemplatePicker } from './TemplatePicker';
import './compose.css';

const BODY_ROWS = 8;

export interface ComposeFormProps {
  defaultTo: string;
  /** Default 'Odpowiedź na ankietę' (SPEC section 5). */
  defaultSubject?: string;
  defaultBody?: string;
  /** Whom the e-mail concerns: the survey, the adopter or the mailbox message it answers. */
  context?: ComposeContext;
  /** The template picker (default: shown). */
  withTemplates?: boolean;
  /** The form's accessible name (default 'Odpowiedź e-mailem'). */
  label?: string;
  /** Puts the caret at the start of the body when the form appears (a reply above a quote). */
  focusBody?: boolean;
  onSent?(): void;
  /** Shows 'Anuluj' beside 'Wyślij'. */
  onCancel?(): void;
}

/**
 * An e-mail written in the panel (SPEC section 5, e-mail compose): the recipient, the subject
 * ('Odpowiedź na ankietę' unless told otherwise) and the body, optionally started from a template
 * filled for whom it concerns (staff can still edit everything). After the first attempt the three
 * checks run on every change; the server sends the body HTML-escaped with line breaks, in the
 * styled wrapper, and records it in the history. Success 'Wiadomość wysłana.'; a failure shows
 * the server's text or the default.
 */
export function ComposeForm({
  defaultTo,
  defaultSubject = MESSAGES.compose.defaultSubject,
  defaultBody = '',
  context,
  withTemplates = true,
  label = 'Odpowiedź e-mailem',
  focusBody = false,
  onSent,
  onCancel,
}: ComposeFormProps) {
  const [fields, setFields] = useState<ComposeFields>({ to: defaultTo, subject: defaultSubject, body: defaultBody });
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [template, setTemplate] = useState<MailTemplateKey | null>(null);
  const [missing, setMissing] = useState<MailTemplatePlaceholder[]>([]);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const refreshHistory = useRefreshHistory();
  const refs = { to: useRef<HTMLInputElement>(null), subject: useRef<HTMLInputElement>(null), body: bodyRef };
  const id = useId();

  useEffect(() => {
    if (!focusBody) return;
    bodyRef.current?.focus();
    bodyRef.current?.setSelectionRange(0, 0);
  }, [focusBody]);

  const update = (field: keyof ComposeFields, value: string) => {
    const next = { ...fields, [field]: value };
    setFields(next);
    if (attempted) setErrors(validateCompose(next));
  };

  const insertTemplate = async (key: MailTemplateKey, name: string) => {
    if (fields.body.trim() !== '' && !(await confirm({ message: `Zastąpić temat i treść wiadomości szablonem „${name}”?`, confirmLabel: 'Zastąp' }))) return;
    try {
      const rendered = await composeApi.render(key, context);
      const next = { ...fields, subject: rendered.subject, body: rendered.body };
      setFields(next);
      if (attempted) setErrors(validateCompose(next));
      setTemplate(key);
      setMissing(rendered.missing);
      refs.body.current?.focus();
    } catch (error) {
      toast.error(errorMessage(error, MAIL_TEMPLATE_MESSAGES.renderFailed));
    }
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
      await composeApi.send(composeRequest(fields, context, template));
      toast.info(MESSAGES.admin.mailSent);
      setFields((current) => ({ ...current, body: '' }));
      setAttempted(false);
      setErrors({});
      setTemplate(null);
      setMissing([]);
      onSent?.();
      // The message now stands in the survey's and the adopter's timelines.
      void refreshHistory();
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.admin.sendMailFailed));
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: keyof ComposeFields) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="compose-form__error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof ComposeFields) => (errors[field] ? `${id}-${field}-error` : undefined);
  // What a template could not fill and is still in the text.
  const unfilled = missing.filter((name) => `${fields.subject}\n${fields.body}`.includes(`{${name}}`));

  return (
    <form className="compose-form form" noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      {withTemplates && <TemplatePicker disabled={sending} onInsert={(key, name) => void insertTemplate(key, name)} />}
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
          aria-describedby={[described('body'), unfilled.length > 0 ? `${id}-unfilled` : undefined].filter(Boolean).join(' ') || undefined}
          onChange={(event) => update('body', event.target.value)}
        />
        {errorOf('body')}
      </div>
      <div role="status">
        {unfilled.length > 0 && (
          <p id={`${id}-unfilled`} className="compose-form__unfilled">
            Tych pól nie dało się uzupełnić automatycznie: {unfilled.map((name) => `{${name}}`).join(', ')}. Wpisz je przed wysłaniem.
          </p>
        )}
      </div>
      <MailDeliveryNotice />
      <div className="compose-form__actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Wysyłanie…' : 'Wyślij'}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--light" disabled={sending} onClick={onCancel}>
            Anuluj
          </button>
        )}
      </div>
    </form>
  );
}
