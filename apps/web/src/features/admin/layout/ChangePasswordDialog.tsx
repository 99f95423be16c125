import { useId, useRef, useState, type FormEvent } from 'react';
import { ownPasswordChangeSchema, TEAM_MESSAGES } from '@pets/shared';
import { api, errorMessage, isApiError } from '../../../lib/api';
import { toast } from '../../../ui/toast-store';
import { AdminDialog } from '../ui/AdminDialog';

type Field = 'currentPassword' | 'newPassword' | 'repeat';

/**
 * "Zmień hasło": the current password and the new one twice. The server ends every other session
 * of the account and keeps this one; a wrong current password is said next to its field.
 */
export default function ChangePasswordDialog({ onClose }: { onClose(): void }) {
  const ids = { currentPassword: useId(), newPassword: useId(), repeat: useId(), hint: useId() };
  const refs = { currentPassword: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null), repeat: useRef<HTMLInputElement>(null) };
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const show = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    const first = (['currentPassword', 'newPassword', 'repeat'] as const).find((field) => next[field]);
    if (first) refs[first].current?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = ownPasswordChangeSchema.safeParse({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= issue.message;
      }
    } else if (values.repeat !== values.newPassword) {
      next.repeat = TEAM_MESSAGES.passwordsDiffer;
    }
    setError(null);
    if (Object.keys(next).length > 0) {
      show(next);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await api.post<{ message: string }>('/account/password', { currentPassword: values.currentPassword, newPassword: values.newPassword });
      toast.info(result.message);
      onClose();
    } catch (caught) {
      setPending(false);
      const field = isApiError(caught) && caught.fields ? (Object.keys(caught.fields)[0] as Field | undefined) : undefined;
      if (isApiError(caught) && field && field in refs) show({ [field]: caught.message });
      else setError(errorMessage(caught, TEAM_MESSAGES.passwordChangeFailed));
    }
  }

  const input = (field: Field, label: string, autoComplete: string, describedBy?: string) => {
    const errorId = `${ids[field]}-error`;
    const described = [describedBy, errors[field] ? errorId : undefined].filter(Boolean).join(' ') || undefined;
    return (
      <div className="form__field">
        <label htmlFor={ids[field]}>{label}</label>
        <input
          ref={refs[field]}
          id={ids[field]}
          type="password"
          autoComplete={autoComplete}
          required
          aria-required="true"
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={described}
          disabled={pending}
          value={values[field]}
          onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
        />
        {field === 'newPassword' && (
          <p id={ids.hint} className="admin-user__hint">
            Co najmniej 12 znaków. Pozostałe sesje tego konta (np. na innym komputerze) zostaną wylogowane.
          </p>
        )}
        {errors[field] && (
          <p id={errorId} className="admin-user__field-error">
            {errors[field]}
          </p>
        )}
      </div>
    );
  };

  return (
    <AdminDialog title="Zmień hasło" onClose={onClose} busy={pending}>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
        {input('currentPassword', 'Obecne hasło', 'current-password')}
        {input('newPassword', 'Nowe hasło', 'new-password', ids.hint)}
        {input('repeat', 'Powtórz nowe hasło', 'new-password')}
        {error && (
          <p className="form__error" role="alert">
            {error}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn--primary" disabled={pending}>
            {pending ? 'Zapisywanie…' : 'Zmień hasło'}
          </button>
          <button type="button" className="btn btn--light" disabled={pending} onClick={onClose}>
            Anuluj
          </button>
        </div>
      </form>
    </AdminDialog>
  );
}
