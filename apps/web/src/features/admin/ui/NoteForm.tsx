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

type Values = { text: string; przypomnij?: string };

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
  } = useForm<Values>({ defaultValues: { text: '', przypomnij: '' }, resolver, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  // A shown error follows the typing (and goes once the text is right); none appears before a save.
  const text = register('text', { onChange: () => errors.text && void trigger('text') });
  const length = useWatch({ control, name: 'text' }).trim().length;

  const save = handleSubmit(async (values) => {
    try {
      // Resolves once the timelines have reloaded with the note.
      // A note without a reminder is sent as before: its text alone.
      const response = await addNote.mutateAsync(values.przypomnij ? { text: values.text, przypomnij: values.przypomnij } : { text: values.text });
      toast.info(response.message);
      reset();
    } catch (failure) {
      const message = errorMessage(failure, NOTE_MESSAGES.failed);
      const fields = isApiError(failure) && failure.status === 400 ? failure.fields : undefined;
      if (fields?.przypomnij) setError('przypomnij', { type: 'server', message: fields.przypomnij });
      else if (isApiError(failure) && failure.status === 400) setError('text', { type: 'server', message });
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
      <Field
        id={`${id}-remind`}
        label={NOTE_MESSAGES.remindLabel}
        error={errors.przypomnij?.message}
        hint={NOTE_MESSAGES.remindHint}
        className="form__field note-form__remind"
        hintClassName="note-form__hint"
        errorClassName="note-form__error"
        errorRole="alert"
      >
        {(control) => <input {...control} {...register('przypomnij')} type="date" />}
      </Field>
      <div className="note-form__actions">
        <button type="submit" className="btn btn--primary btn--small" disabled={saving}>
          {saving ? 'Zapisywanie…' : NOTE_MESSAGES.submit}
        </button>
      </div>
    </form>
  );
}
