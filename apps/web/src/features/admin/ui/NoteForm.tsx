import { useId, useState, type FormEvent } from 'react';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES } from '@pets/shared';
import { api, errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { useRefreshHistory } from './history-query';
import './note-form.css';

export interface NoteFormProps {
  subjectType: 'survey' | 'adopter';
  subjectId: number;
  /** E.g. after a RODO erase: nothing personal may be written any more. */
  disabledReason?: string | null;
}

const NOTE_PATHS = {
  survey: (id: number) => `/survey/${encodeURIComponent(String(id))}/notes`,
  adopter: (id: number) => `/adopters/${encodeURIComponent(String(id))}/notes`,
} as const;

/** The check the server makes too: 1 to 5000 characters once trimmed. */
export function noteError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return NOTE_MESSAGES.empty;
  if (trimmed.length > NOTE_MAX_LENGTH) return NOTE_MESSAGES.tooLong;
  return null;
}

/**
 * "Dodaj notatkę" above a timeline: a note about a survey or an adopter (a call, the visit date,
 * a reason) is saved as a history row of it, with its author and time, and the timeline reloads.
 */
export function NoteForm({ subjectType, subjectId, disabledReason = null }: NoteFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const refreshHistory = useRefreshHistory();
  const id = useId();
  const length = text.trim().length;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = noteError(text);
    setError(found);
    if (found) return;
    setSaving(true);
    try {
      const response = await api.post<{ message?: string }>(NOTE_PATHS[subjectType](subjectId), { text });
      toast.info(response.message || NOTE_MESSAGES.added);
      setText('');
      await refreshHistory();
    } catch (failure) {
      const message = errorMessage(failure, NOTE_MESSAGES.failed);
      if (isApiError(failure) && failure.status === 400) setError(message);
      else toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  if (disabledReason) return <p className="note-form__disabled">{disabledReason}</p>;

  return (
    <form className="note-form" noValidate aria-label={NOTE_MESSAGES.heading} onSubmit={(event) => void save(event)}>
      <div className="form__field">
        <label htmlFor={`${id}-text`}>{NOTE_MESSAGES.label}</label>
        <textarea
          id={`${id}-text`}
          rows={3}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(noteError(event.target.value));
          }}
        />
        <p id={`${id}-hint`} className={`note-form__hint${length > NOTE_MAX_LENGTH ? ' note-form__hint--over' : ''}`}>
          {length} / {NOTE_MAX_LENGTH} znaków
        </p>
        {error && (
          <p id={`${id}-error`} className="note-form__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="note-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? 'Zapisywanie…' : NOTE_MESSAGES.submit}
        </button>
      </div>
    </form>
  );
}
