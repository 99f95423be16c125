import { useId, useState, type FormEvent } from 'react';
import { TASK_DIGEST_HOURS, TASK_DIGEST_MESSAGES as M, type TaskDigestSettings } from '@pets/shared';
import { errorMessage, isApiError } from '../../../lib/api';
import { Dialog } from '../../../ui/Dialog';
import { ErrorCard } from '../../../ui/ErrorCard';
import { Field } from '../../../ui/form/Field';
import { Loader } from '../../../ui/Loader';
import { toast } from '../../../ui/toast-store';
import { viewOf } from '../query-view';
import { useSaveTaskDigest, useTaskDigest } from './task-digest-queries';

/** The select's value for "off". */
const OFF = '';

/**
 * "E-mail z zadaniami" from the account menu: off, or the hour (in Poland) from which the day's
 * e-mail of one's tasks goes out. Without an e-mail address on the account it says why it cannot be
 * turned on (the server refuses it as well).
 */
export default function TaskDigestDialog({ onClose }: { onClose(): void }) {
  const digest = useTaskDigest();
  const loaded = viewOf(digest);
  let body;
  if (loaded.status === 'loading') body = <Loader block label="Wczytywanie ustawienia…" />;
  else if (loaded.status === 'error') body = <ErrorCard message={errorMessage(loaded.error, M.loadFailed)} onRetry={() => void digest.refetch()} />;
  else body = <TaskDigestForm settings={loaded.data} onDone={onClose} onCancel={onClose} />;
  return (
    <Dialog variant="panel" title={M.title} onClose={onClose}>
      {body}
    </Dialog>
  );
}

function TaskDigestForm({ settings, onDone, onCancel }: { settings: TaskDigestSettings; onDone(): void; onCancel(): void }) {
  const id = useId();
  const [value, setValue] = useState(settings.hour === null ? OFF : String(settings.hour));
  const save = useSaveTaskDigest((message) => {
    toast.info(message);
    onDone();
  });
  // Nothing to turn on without an address; an hour already set can still be turned off.
  const locked = !settings.hasEmail && settings.hour === null;
  const fieldError = isApiError(save.error) ? save.error.fields?.hour : undefined;
  const formError = save.isError && !fieldError ? errorMessage(save.error, M.saveFailed) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ hour: value === OFF ? null : Number(value) });
  };

  return (
    <form className="form task-digest" noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      {!settings.hasEmail && (
        <p className="task-digest__notice" id={`${id}-no-email`}>
          {M.noEmail}
        </p>
      )}
      <Field
        id={id}
        label={M.title}
        hint={M.hint}
        hintClassName="admin-user__hint"
        error={fieldError}
        describedBy={!settings.hasEmail ? `${id}-no-email` : undefined}
      >
        {(control) => (
          <select {...control} value={value} onChange={(event) => setValue(event.target.value)} disabled={save.isPending || locked}>
            <option value={OFF}>{M.off}</option>
            {TASK_DIGEST_HOURS.map((hour) => (
              <option key={hour} value={String(hour)} disabled={!settings.hasEmail}>
                {`o ${hour}:00`}
              </option>
            ))}
          </select>
        )}
      </Field>
      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="button-row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending || locked}>
          {save.isPending ? 'Zapisywanie…' : 'Zapisz'}
        </button>
        <button type="button" className="btn btn--light" disabled={save.isPending} onClick={onCancel}>
          Anuluj
        </button>
      </div>
    </form>
  );
}
