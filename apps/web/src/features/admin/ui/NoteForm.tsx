import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, noteSchema } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Field } from '../../../ui/form/Field';
import { toast } from '../../../ui/toast-store';
import { useAddNote } from './note-queries';
import './note-form.css';

export interface NoteFormProps {
  subjectType: 'survey' | 'adopter';
  subjectId: number;
  /** E.g. after a RODO erase: nothing personal may be written any more. */
  disabledReason?: string | null;
}

type Values = { text: string };

// The server's own check (the shared noteSchema): 1 to 5000 characters once trimmed; `raw` sends the text as typed.
const resolver = zodResolver(noteSchema, undefined, { mode: 'sync', raw: true });

/**
 * "Dodaj notatkę" above a timeline: a note about a survey or an adopter (a call, the visit date,
 * a reason) is saved as a history row of it, with its author and time, and the timeline reloads.
 */
export function NoteForm({ subjectType, subjectId, disabledReason = null }: NoteFormProps) {
  const addNote = useAddNote(subjectType, subjectId);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    control,
    trigger,
    setError,
    formState: { errors, isSubmitting: saving },
  } = useForm<Values>({ defaultValues: { text: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  // A shown error follows the typing (and goes once the text is right); none appears before a save.
  const text = register('text', { onChange: () => errors.text && void trigger('text') });
  const length = useWatch({ control, name: 'text' }).trim().length;

  const save = handleSubmit(async (values) => {
    try {
      // Resolves once the timelines have reloaded with the note.
      const response = await addNote.mutateAsync(values.text);
      toast.info(response.message);
      reset();
    } catch (failure) {
      const message = errorMessage(failure, NOTE_MESSAGES.failed);
      if (isApiError(failure) && failure.status === 400) setError('text', { type: 'server', message });
      else toast.error(message);
    }
  });

  if (disabledReason) return <p className="note-form__disabled">{disabledReason}</p>;

  return (
    <form className="note-form" noValidate aria-label={NOTE_MESSAGES.heading} onSubmit={(event) => void save(event)}>
      <Field
        id={`${id}-text`}
        label={NOTE_MESSAGES.label}
        error={errors.text?.message}
        hint={`${length} / ${NOTE_MAX_LENGTH} znaków`}
        hintClassName={`note-form__hint${length > NOTE_MAX_LENGTH ? ' note-form__hint--over' : ''}`}
        errorClassName="note-form__error"
        errorRole="alert"
      >
        {(control) => <textarea {...control} {...text} rows={3} />}
      </Field>
      <div className="note-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? 'Zapisywanie…' : NOTE_MESSAGES.submit}
        </button>
      </div>
    </form>
  );
}
