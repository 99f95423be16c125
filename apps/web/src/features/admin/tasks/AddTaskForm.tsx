import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { taskInputSchema, todayInPoland, type TaskData } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Field } from '../../../ui/form/Field';
import { toast } from '../../../ui/toast-store';
import { useAdminUser } from '../admin-session';
import { useAddTask, useTaskAssignees } from './task-queries';

type Values = { title: string; due: string; assigneeId: string };

/** The fields the server may name in its refusal: each gets its message under it. */
const FORM_FIELDS = ['title', 'due', 'assigneeId'] as const satisfies readonly (keyof Values)[];

export const ADD_TASK_FAILED = 'Nie udało się dodać zadania. Spróbuj ponownie.';
export const ASSIGNEES_FAILED = 'Nie udało się wczytać listy osób z zespołu. Zadanie możesz przypisać sobie albo nikomu.';

// The shared schema of POST /tasks: the same messages here as from the server.
const resolver = zodResolver(taskInputSchema, undefined, { mode: 'sync' }) as unknown as Resolver<Values, unknown, TaskData>;

const emptyValues = (): Values => ({ title: '', due: todayInPoland(), assigneeId: '' });

/**
 * Who a task may be given to, in every role: the active accounts (GET /tasks/assignees, ids and
 * usernames only), oneself first. Until they are loaded, or if they cannot be, oneself.
 */
function useAssignees(): { accounts: { id: number; username: string }[]; failed: boolean } {
  const me = useAdminUser();
  const list = useTaskAssignees();
  const accounts = [...(list.data ?? [])];
  if (me && !accounts.some((account) => account.id === me.id)) accounts.unshift({ id: me.id, username: me.username });
  accounts.sort((a, b) => (a.id === me?.id ? -1 : b.id === me?.id ? 1 : a.username.localeCompare(b.username, 'pl')));
  return { accounts, failed: list.isError };
}

/** "Dodaj zadanie": what to do, by when (today unless changed) and, if anyone in particular, who. */
export function AddTaskForm() {
  const headingId = useId();
  const titleId = useId();
  const dueId = useId();
  const assigneeId = useId();
  const me = useAdminUser();
  const { accounts: assignees, failed: assigneesFailed } = useAssignees();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Values, unknown, TaskData>({ defaultValues: emptyValues(), resolver, mode: 'onSubmit', reValidateMode: 'onChange' });

  const add = useAddTask({
    onSuccess: (answer) => {
      reset(emptyValues());
      toast.info(answer.message);
      setTimeout(() => setFocus('title'), 0);
    },
    onError: (error) => {
      // The server names the fields it refused: each gets its message under it, the first the focus.
      const fields = isApiError(error) ? (error.fields ?? {}) : {};
      const refused = FORM_FIELDS.filter((field) => fields[field]);
      for (const field of refused) setError(field, { type: 'server', message: fields[field] });
      // The inputs are enabled again after this render.
      if (refused[0]) setTimeout(() => setFocus(refused[0]!), 0);
    },
  });
  const refusedFields = isApiError(add.error) ? add.error.fields : undefined;
  const underFields = FORM_FIELDS.some((field) => refusedFields?.[field]);
  // A refusal that names no field of the form (a link that no longer exists, the network): one line under it.
  const formError = add.isError && !underFields ? errorMessage(add.error, ADD_TASK_FAILED) : null;
  const busy = add.isPending;

  const onSubmit = handleSubmit((values) => add.mutate(values));

  return (
    <section className="task-add" aria-labelledby={headingId}>
      <h2 id={headingId} className="task-section-title">
        Dodaj zadanie
      </h2>
      <form className="form task-add__form" noValidate aria-busy={busy} onSubmit={(event) => void onSubmit(event)}>
        <Field id={titleId} label="Co trzeba zrobić" error={errors.title?.message} errorClassName="task-field-error" className="form__field task-add__title" requiredMark>
          {(control) => (
            <input {...control} {...register('title')} placeholder="np. Kupić siano" maxLength={200} autoComplete="off" required aria-required="true" disabled={busy} />
          )}
        </Field>
        <Field id={dueId} label="Termin" error={errors.due?.message} errorClassName="task-field-error" requiredMark>
          {(control) => <input {...control} {...register('due')} type="date" required aria-required="true" disabled={busy} />}
        </Field>
        <Field
          id={assigneeId}
          label="Osoba"
          error={errors.assigneeId?.message}
          errorClassName="task-field-error"
          hint={assigneesFailed ? ASSIGNEES_FAILED : undefined}
        >
          {(control) => (
            <select {...control} {...register('assigneeId')} disabled={busy}>
              <option value="">Nikt konkretny</option>
              {assignees.map((account) => (
                <option key={account.id} value={String(account.id)}>
                  {account.id === me?.id ? `Ja (${account.username})` : account.username}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="task-add__actions">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {busy ? 'Dodawanie…' : 'Dodaj zadanie'}
          </button>
        </div>
        {formError && (
          <p className="form__error task-add__error" role="alert">
            {formError}
          </p>
        )}
      </form>
    </section>
  );
}
