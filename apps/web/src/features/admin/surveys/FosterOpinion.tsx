import { useId, useState, type FormEvent } from 'react';
import {
  formatDate,
  FOSTER_OPINION_LABELS,
  FOSTER_OPINION_NOTE_MAX,
  FOSTER_OPINIONS,
  surveyFosterOpinionSchema,
  type FosterOpinion as Opinion,
  type SurveyAdminDetail,
  type SurveyFosterOpinion,
  type SurveyFosterOpinionInput,
} from '@pets/shared';

export interface FosterOpinionProps {
  detail: SurveyAdminDetail;
  headingId: string;
  working: boolean;
  /** Coordination records it; volunteers read the value. */
  canChange: boolean;
  /** Resolves true when it was saved. */
  onSave(input: SurveyFosterOpinionInput): Promise<boolean>;
}

const NONE = '';

/**
 * 'Opinia DT' (issue 33): what the foster home caring for the chosen animal thinks of the
 * applicant, with a short note. Coordination changes it; volunteers read the value.
 */
export function FosterOpinion({ detail, headingId, working, canChange, onSave }: FosterOpinionProps) {
  const stored = detail.fosterOpinion;
  return (
    <section className="survey-modal__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="survey-modal__heading">
        Opinia DT
      </h3>
      {canChange ? (
        // A new key per stored opinion: the form starts afresh from what the server answered.
        <OpinionForm key={`${stored?.opinion ?? ''}|${stored?.at ?? ''}|${stored?.note ?? ''}`} stored={stored} headingId={headingId} working={working} onSave={onSave} />
      ) : (
        <>
          <p>{stored ? `Opinia domu tymczasowego: ${FOSTER_OPINION_LABELS[stored.opinion]}` : 'Brak opinii domu tymczasowego.'}</p>
          <Recorded stored={stored} />
        </>
      )}
    </section>
  );
}

function Recorded({ stored }: { stored: SurveyFosterOpinion | null }) {
  if (!stored) return null;
  return (
    <p className="survey-modal__muted">
      Zapisano {formatDate(stored.at)}
      {stored.by ? ` (${stored.by})` : ''}
    </p>
  );
}

interface OpinionFormProps {
  stored: SurveyFosterOpinion | null;
  headingId: string;
  working: boolean;
  onSave(input: SurveyFosterOpinionInput): Promise<boolean>;
}

function OpinionForm({ stored, headingId, working, onSave }: OpinionFormProps) {
  const [opinion, setOpinion] = useState<Opinion | typeof NONE>(stored?.opinion ?? NONE);
  const [note, setNote] = useState(stored?.note ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { opinion: opinion === NONE ? null : opinion, note: opinion === NONE ? '' : note };
    const parsed = surveyFosterOpinionSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    await onSave(input);
  };

  return (
    <form className="survey-foster-opinion" noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <div className="form__field">
        <label htmlFor={`${id}-opinion`}>Opinia domu tymczasowego</label>
        <select id={`${id}-opinion`} value={opinion} onChange={(event) => setOpinion(event.target.value as Opinion | typeof NONE)}>
          <option value={NONE}>— brak —</option>
          {FOSTER_OPINIONS.map((value) => (
            <option key={value} value={value}>
              {FOSTER_OPINION_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div className="form__field">
        <label htmlFor={`${id}-note`}>Notatka do opinii (opcjonalnie)</label>
        <textarea
          id={`${id}-note`}
          rows={2}
          value={opinion === NONE ? '' : note}
          disabled={opinion === NONE}
          maxLength={FOSTER_OPINION_NOTE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-note-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={`${id}-note-hint`} className="survey-modal__muted">
          {note.trim().length} / {FOSTER_OPINION_NOTE_MAX} znaków
        </p>
        {error && (
          <p id={`${id}-error`} className="survey-reply__error">
            {error}
          </p>
        )}
      </div>
      <div className="survey-foster-opinion__actions">
        <button type="submit" className="btn btn--light btn--small" disabled={working}>
          Zapisz opinię
        </button>
      </div>
      <Recorded stored={stored} />
    </form>
  );
}
