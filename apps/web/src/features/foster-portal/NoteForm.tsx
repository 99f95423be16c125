import { useId, useState, type FormEvent } from 'react';
import { FOSTER_NOTE_MAX, FOSTER_PORTAL_MESSAGES as P, portalNoteSchema, type FosterPortalAnimal } from '@pets/shared';
import { errorMessage } from '../../lib/api';
import { Field } from '../../ui/form/Field';
import { UrgentContact, type FoundationContact } from './UrgentContact';
import { fieldErrorsOf, PortalNotice, zodFieldErrors, type Notice } from './PortalNotice';
import { useAddNote } from './foster-portal-queries';

/**
 * "Napisz do koordynatora": a short note, or with "Zgłoś problem ze zdrowiem" a problem. Both
 * reach the coordinators' list for today; a problem also says how to reach the foundation at once.
 */
export function NoteForm({ token, animal, contact }: { token: string; animal: FosterPortalAnimal; contact: FoundationContact }) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<(Notice & { problem?: boolean }) | null>(null);
  const add = useAddNote(token);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    setNotice(null);
    const parsed = portalNoteSchema.safeParse({ animalId: animal.id, text, problem });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const answer = await add.mutateAsync(parsed.data);
      setText('');
      setProblem(false);
      setNotice({ kind: 'success', text: answer.message, problem: parsed.data.problem });
    } catch (error) {
      setErrors(fieldErrorsOf(error, ['text']));
      setNotice({ kind: 'error', text: errorMessage(error, P.sendFailed) });
    }
  };

  return (
    <form className="form portal-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="portal-form__title">
        Napisz do koordynatora
      </h3>
      <Field id={`${id}-text`} label={`Co słychać u zwierzaka ${animal.name}?`} error={errors.text}>
        {(control) => <textarea {...control} required rows={3} maxLength={FOSTER_NOTE_MAX} value={text} onChange={(event) => setText(event.target.value)} />}
      </Field>
      <div className="portal-form__check">
        <input
          id={`${id}-problem`}
          type="checkbox"
          checked={problem}
          onChange={(event) => setProblem(event.target.checked)}
          aria-describedby={problem ? `${id}-urgent` : undefined}
        />
        <label htmlFor={`${id}-problem`}>Zgłoś problem ze zdrowiem</label>
      </div>
      {problem && (
        <p id={`${id}-urgent`} className="portal-form__hint">
          Koordynator zobaczy zgłoszenie jeszcze dziś. <UrgentContact contact={contact} />
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={add.isPending} aria-busy={add.isPending || undefined}>
        {add.isPending ? P.sending : problem ? 'Zgłoś problem' : 'Wyślij notatkę'}
      </button>
      <PortalNotice notice={notice}>
        {notice?.problem && (
          <p>
            <UrgentContact contact={contact} />
          </p>
        )}
      </PortalNotice>
    </form>
  );
}
