import { useId, useRef, useState, type FormEvent } from 'react';
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

type Errors = Partial<Record<'reason' | 'note', string>>;

function validate(reason: string, note: string): Errors {
  const result = closeSurveySchema.safeParse({ reason, note });
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'note' ? 'note' : 'reason';
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Closing a survey that will not end in an adoption (with a reason; a description is required for
 * 'Inny powód') and reopening a closed one. A survey with an adoption cannot be closed.
 */
export function SurveyLifecycle({ detail, disabled, onCloseSurvey, onReopen }: SurveyLifecycleProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<SurveyCloseReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
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

  const update = (nextReason: string, nextNote: string) => {
    if (attempted) setErrors(validate(nextReason, nextNote));
  };
  const cancel = () => {
    setOpen(false);
    setAttempted(false);
    setErrors({});
    toggleRef.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = validate(reason, note);
    setErrors(found);
    if (Object.keys(found).length > 0 || reason === '') return;
    if (await onCloseSurvey({ reason, note })) {
      setOpen(false);
      setReason('');
      setNote('');
      setAttempted(false);
    }
  };

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
              value={reason}
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value as SurveyCloseReason | '');
                update(event.target.value, note);
              }}
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
                {errors.reason}
              </p>
            )}
          </div>
          <div className="form__field">
            <label htmlFor={`${id}-note`}>
              {TEXT.noteLabel} {reason === 'inny' ? '(wymagany)' : '(opcjonalnie)'}
            </label>
            <textarea
              id={`${id}-note`}
              rows={2}
              value={note}
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
              onChange={(event) => {
                setNote(event.target.value);
                update(reason, event.target.value);
              }}
            />
            <p id={`${id}-note-hint`} className="survey-modal__muted">
              {note.trim().length} / {SURVEY_CLOSE_NOTE_MAX} znaków
            </p>
            {errors.note && (
              <p id={`${id}-note-error`} className="survey-reply__error">
                {errors.note}
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
