import { useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import {
  closeSurveySchema,
  formatDate,
  SURVEY_CLOSE_NOTE_MAX,
  SURVEY_CLOSE_REASON_OPTIONS,
  SURVEY_CLOSE_REASONS,
  SURVEY_LIFECYCLE_MESSAGES as TEXT,
  type CloseSurveyInput,
  type SurveyAdminDetail,
  type SurveyCloseReason,
} from '@pets/shared';

export interface SurveyLifecycleProps {
  detail: SurveyAdminDetail;
  disabled: boolean;
  /** Resolves true when the survey was closed. */
  onCloseSurvey(input: CloseSurveyInput): Promise<boolean>;
  onReopen(): void;
}

type CloseValues = { reason: SurveyCloseReason | ''; note: string };

// The server's schema: a reason, and a description when the reason is 'Inny powód' (each field its first message).
const closeResolver: Resolver<CloseValues> = (values): ResolverResult<CloseValues> => {
  const result = closeSurveySchema.safeParse(values);
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<CloseValues> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'note' ? 'note' : 'reason';
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * Closing a survey that will not end in an adoption (with a reason; a description is required for
 * 'Inny powód') and reopening a closed one. A survey with an adoption cannot be closed.
 */
export function SurveyLifecycle({ detail, disabled, onCloseSurvey, onReopen }: SurveyLifecycleProps) {
  const [open, setOpen] = useState(false);
  // What staff chose stays when they cancel and open the form again; after a close it starts empty.
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<CloseValues>({ defaultValues: { reason: '', note: '' }, resolver: closeResolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const [reason, note] = useWatch({ control, name: ['reason', 'note'] });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const { closure } = detail;
  if (closure) {
    return (
      <div className="survey-closure" role="group" aria-labelledby={`${id}-closed`}>
        <p id={`${id}-closed`} className="survey-closure__title">
          {TEXT.closedNotice}: {SURVEY_CLOSE_REASON_OPTIONS[closure.reason]}
        </p>
        {closure.note && <p className="survey-closure__note">{closure.note}</p>}
        <p className="survey-modal__muted">Zamknięta {formatDate(closure.closedAt)}</p>
        <button type="button" className="btn btn--ghost btn--small" disabled={disabled} onClick={onReopen}>
          {TEXT.reopenButton}
        </button>
      </div>
    );
  }
  if (detail.finished) return null;

  const cancel = () => {
    setOpen(false);
    clearErrors();
    toggleRef.current?.focus();
  };
  const submit = handleSubmit(async (values) => {
    if (values.reason === '') return;
    if (await onCloseSurvey({ reason: values.reason, note: values.note })) {
      setOpen(false);
      reset();
    }
  });

  return (
    <div className="survey-close">
      <button
        ref={toggleRef}
        type="button"
        className="btn btn--light btn--small"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        disabled={disabled}
        onClick={() => (open ? cancel() : setOpen(true))}
      >
        {TEXT.closeButton}
      </button>
      {open && (
        <form id={`${id}-form`} className="survey-close__form" noValidate aria-label={TEXT.closeButton} onSubmit={(event) => void submit(event)}>
          <p className="survey-modal__muted">Zamknięta ankieta trafi do „Zakończone”; jej rezerwacje zostaną zwolnione. Można ją później otworzyć ponownie.</p>
          <div className="form__field">
            <label htmlFor={`${id}-reason`}>{TEXT.reasonLabel}</label>
            <select
              id={`${id}-reason`}
              {...register('reason')}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            >
              <option value="">{TEXT.reasonPlaceholder}</option>
              {SURVEY_CLOSE_REASONS.map((value) => (
                <option key={value} value={value}>
                  {SURVEY_CLOSE_REASON_OPTIONS[value]}
                </option>
              ))}
            </select>
            {errors.reason && (
              <p id={`${id}-reason-error`} className="survey-reply__error">
                {errors.reason.message}
              </p>
            )}
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-note`}>
              {TEXT.noteLabel} {reason === 'inny' ? '(wymagany)' : '(opcjonalnie)'}
            </label>
            <textarea
              id={`${id}-note`}
              {...register('note')}
              rows={2}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
            />
            <p id={`${id}-note-hint`} className="survey-modal__muted">
              {note.trim().length} / {SURVEY_CLOSE_NOTE_MAX} znaków
            </p>
            {errors.note && (
              <p id={`${id}-note-error`} className="survey-reply__error">
                {errors.note.message}
              </p>
            )}
          </div>
          <div className="survey-close__actions">
            <button type="button" className="btn btn--light btn--small" onClick={cancel}>
              Anuluj
            </button>
            <button type="submit" className="btn btn--danger-outline btn--small" disabled={disabled}>
              {TEXT.closeButton}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
