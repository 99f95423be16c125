import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MAIL_TEMPLATE_MESSAGES, MESSAGES, type MailTemplateKey, type MailTemplatePlaceholder } from '@pets/shared';
import { errorMessage } from '../../../../lib/api';
import { confirm } from '../../../../ui/confirm-store';
import { toast } from '../../../../ui/toast-store';
import { MailDeliveryNotice } from '../mail-status/MailDeliveryNotice';
import { composeApi, useSendMail } from './compose-api';
import { composeRequest, composeResolver, type ComposeContext, type ComposeFields } from './compose-rules';
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
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setFocus,
    reset,
    control,
    formState: { errors, isSubmitting: sending, isSubmitted },
  } = useForm<ComposeFields>({
    defaultValues: { to: defaultTo, subject: defaultSubject, body: defaultBody },
    resolver: composeResolver,
    // After the first attempt the three checks run on every change; the first wrong field gets the focus.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [template, setTemplate] = useState<MailTemplateKey | null>(null);
  const [missing, setMissing] = useState<MailTemplatePlaceholder[]>([]);
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const sendMail = useSendMail();
  const id = useId();
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });

  useEffect(() => {
    if (!focusBody) return;
    bodyRef.current?.focus();
    bodyRef.current?.setSelectionRange(0, 0);
  }, [focusBody]);

  const insertTemplate = async (key: MailTemplateKey, name: string) => {
    if (getValues('body').trim() !== '' && !(await confirm({ message: `Zastąpić temat i treść wiadomości szablonem „${name}”?`, confirmLabel: 'Zastąp' }))) return;
    try {
      const rendered = await composeApi.render(key, context);
      setValue('subject', rendered.subject, { shouldValidate: isSubmitted });
      setValue('body', rendered.body, { shouldValidate: isSubmitted });
      setTemplate(key);
      setMissing(rendered.missing);
      setFocus('body');
    } catch (error) {
      toast.error(errorMessage(error, MAIL_TEMPLATE_MESSAGES.renderFailed));
    }
  };

  const send = handleSubmit(async (fields) => {
    try {
      await sendMail.mutateAsync(composeRequest(fields, context, template));
      toast.info(MESSAGES.admin.mailSent);
      // The recipient and subject stay for a follow-up; the body and the checks start again.
      reset({ ...fields, body: '' });
      setTemplate(null);
      setMissing([]);
      onSent?.();
    } catch (error) {
      toast.error(errorMessage(error, MESSAGES.admin.sendMailFailed));
    }
  });

  const errorOf = (field: keyof ComposeFields) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="compose-form__error">
        {errors[field].message}
      </p>
    ) : null;
  const described = (field: keyof ComposeFields) => (errors[field] ? `${id}-${field}-error` : undefined);
  // What a template could not fill and is still in the text.
  const unfilled = missing.filter((name) => `${subject}\n${body}`.includes(`{${name}}`));
  // Registered in the order they stand: the first wrong one of them gets the focus.
  const toField = register('to');
  const subjectField = register('subject');
  const bodyField = register('body');

  return (
    <form className="compose-form form" noValidate onSubmit={(event) => void send(event)} aria-label={label}>
      {withTemplates && <TemplatePicker disabled={sending} onInsert={(key, name) => void insertTemplate(key, name)} />}
      <div className="form__field">
        <label htmlFor={`${id}-to`}>Do</label>
        <input
          id={`${id}-to`}
          {...toField}
          type="email"
          autoComplete="off"
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={described('to')}
        />
        {errorOf('to')}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-subject`}>Temat</label>
        <input
          id={`${id}-subject`}
          {...subjectField}
          type="text"
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={described('subject')}
        />
        {errorOf('subject')}
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-body`}>Treść</label>
        <textarea
          id={`${id}-body`}
          {...bodyField}
          ref={(element) => {
            bodyField.ref(element);
            bodyRef.current = element;
          }}
          rows={BODY_ROWS}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={[described('body'), unfilled.length > 0 ? `${id}-unfilled` : undefined].filter(Boolean).join(' ') || undefined}
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
